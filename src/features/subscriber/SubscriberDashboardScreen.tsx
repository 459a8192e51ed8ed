/**
 * /user-dashboard (spec billing §2 "Subscriber dashboard"): tabs Overview, Settings, Billing, Support;
 * 'Loading'; 'Not logged in'. The Billing tab shows the subscription (green when active, red otherwise),
 * the plan chooser when there is none, and the invoices; an unpaid invoice is paid by mobile money in an
 * in-page dialog. Presentational: view models in, callbacks out.
 * Longer than 300 lines: one screen for the dashboard's four tabs and its pay dialog, each a small component of
 * this file rendering its case of the view union.
 */
import {
  Alert,
  BillingCycleToggle,
  Button,
  Card,
  Columns,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  Form,
  Inline,
  Link,
  MobileNetworkPicker,
  Modal,
  PhoneNumberField,
  PlanCard,
  Spinner,
  Stack,
  StatusBadge,
  Tabs,
} from '@/components';
import { paths } from '../../domain/paths';
import { yearlySavingsNote } from '../../domain/plans';
import { BILLING_MESSAGES, type BillingCycle, type MobileNetwork, statusLook } from '../billing';
import { SUBSCRIBER_MESSAGES as text, welcome } from './messages';
import * as styles from './SubscriberDashboardScreen.css';
import type { SubscriberTab } from './subscriberDashboard.machine';
import type { InvoiceRow, PayDialogView, ReadyView, SubscriberView } from './subscriberDashboard.view';

export interface SubscriberDashboardScreenProps {
  view: SubscriberView;
  /** the pay dialog while an invoice is being paid */
  dialog: PayDialogView | null;
  onTabSelect: (tab: SubscriberTab) => void;
  onRetry: () => void;
  onRefresh: () => void;
  onCycleChange: (cycle: BillingCycle) => void;
  onChoosePlan: (planId: string) => void;
  onPayInvoice: (invoiceId: string) => void;
  onNumberChange: (value: string) => void;
  onNetworkChange: (network: MobileNetwork) => void;
  onSubmitPayment: () => void;
  onCloseDialog: () => void;
  onDismissNotice: () => void;
}

type Handlers = Omit<SubscriberDashboardScreenProps, 'view' | 'dialog'>;

function InvoiceStatus({ row }: { row: InvoiceRow }) {
  return (
    <span>
      <StatusBadge {...statusLook(row.status)} size="sm" />
      {row.lateFeeText ? (
        <span className={styles.late}>
          {text.lateFee}: {row.lateFeeText}
          {row.daysLateText ? ` (${row.daysLateText})` : ''}
        </span>
      ) : null}
    </span>
  );
}

function InvoiceTable({ view, onPayInvoice }: { view: ReadyView } & Pick<Handlers, 'onPayInvoice'>) {
  const columns: DataTableColumn<InvoiceRow>[] = [
    { id: 'id', header: 'Invoice', cell: (row) => <code>{row.shortId}</code>, isRowHeader: true },
    { id: 'issued', header: 'Issued', cell: (row) => <time dateTime={row.issueDateIso}>{row.issueDate}</time> },
    { id: 'due', header: 'Due', cell: (row) => <time dateTime={row.dueDateIso}>{row.dueDate}</time> },
    { id: 'amount', header: 'Amount', cell: (row) => row.amountText, align: 'end' },
    { id: 'status', header: 'Status', cell: (row) => <InvoiceStatus row={row} /> },
    {
      id: 'action',
      header: 'Action',
      cell: (row) =>
        row.canPay ? (
          <Button size="sm" onPress={() => onPayInvoice(row.id)} isDisabled={view.busy !== null}>
            {`${text.payNow} (${row.shortId})`}
          </Button>
        ) : null,
    },
  ];
  return (
    <DataTable
      caption={text.invoicesTitle}
      columns={columns}
      rows={view.invoices}
      getRowId={(row) => row.id}
      emptyText={BILLING_MESSAGES.noInvoices}
    />
  );
}

function SubscriptionCard({ view }: { view: ReadyView }) {
  const s = view.subscription;
  return (
    <Card title={text.subscriptionTitle} headingLevel={2}>
      {s ? (
        <DescriptionList
          items={[
            { id: 'plan', term: text.plan, description: s.planName },
            {
              id: 'status',
              term: text.status,
              description: <StatusBadge {...statusLook(s.status)} label={s.statusLabel} />,
            },
            { id: 'cycle', term: text.cycle, description: s.cycleLabel },
            {
              id: 'next',
              term: text.nextBilling,
              description: (
                <>
                  {s.nextBilling}
                  {s.change ? <span className={styles.change}>{s.change}</span> : null}
                </>
              ),
            },
            { id: 'renew', term: text.autoRenew, description: s.autoRenew },
          ]}
        />
      ) : (
        <p className={styles.muted}>{text.noSubscription}</p>
      )}
    </Card>
  );
}

function PlanChooser({
  view,
  onCycleChange,
  onChoosePlan,
}: { view: ReadyView } & Pick<Handlers, 'onCycleChange' | 'onChoosePlan'>) {
  const chooser = view.chooser;
  if (!chooser) return null;
  return (
    <Card title={text.choosePlanTitle} headingLevel={2} description={chooser.intro}>
      <Stack gap="4">
        <p className={styles.muted}>{chooser.family}</p>
        <BillingCycleToggle value={chooser.cycle} onChange={onCycleChange} showLabel />
        <Columns as="ul" gap="4" minItemWidth="15rem">
          {chooser.plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                name={plan.name}
                description={plan.description}
                speedMbps={plan.speedMbps}
                dataCapGb={plan.dataCapGb}
                priceMonthly={plan.priceMonthly}
                priceYearly={plan.priceYearly}
                savingsNote={yearlySavingsNote(plan)}
                cycle={chooser.cycle}
                features={plan.features}
                badge={plan.badge}
                ctaLabel={text.choose}
                onSelect={() => onChoosePlan(plan.id)}
                isPending={view.busy === 'creating'}
                loginHref={paths.login}
                signupHref={paths.signup}
                headingLevel={3}
              />
            </li>
          ))}
        </Columns>
      </Stack>
    </Card>
  );
}

function BillingPanel(props: { view: ReadyView } & Handlers) {
  const { view } = props;
  return (
    <Stack gap="4">
      <Inline gap="3" align="center">
        <Button variant="secondary" onPress={props.onRefresh} isDisabled={view.busy !== null}>
          {text.refresh}
        </Button>
      </Inline>
      <SubscriptionCard view={view} />
      <PlanChooser view={view} onCycleChange={props.onCycleChange} onChoosePlan={props.onChoosePlan} />
      <Card title={text.invoicesTitle} headingLevel={2}>
        <InvoiceTable view={view} onPayInvoice={props.onPayInvoice} />
      </Card>
    </Stack>
  );
}

function OverviewPanel(props: { view: ReadyView } & Handlers) {
  const { view } = props;
  const bill = view.currentBill;
  return (
    <Stack gap="4">
      <SubscriptionCard view={view} />
      <Card title={text.currentBillTitle} headingLevel={2}>
        {bill ? (
          <Stack gap="4">
            <DescriptionList
              items={[
                { id: 'invoice', term: 'Invoice', description: <code>{bill.shortId}</code> },
                { id: 'amount', term: 'Amount', description: bill.amountText },
                { id: 'due', term: 'Due', description: bill.dueDate },
                { id: 'status', term: text.status, description: <InvoiceStatus row={bill} /> },
              ]}
            />
            <Inline gap="3" align="center">
              <Button onPress={() => props.onPayInvoice(bill.id)} isDisabled={view.busy !== null}>
                {text.payNow}
              </Button>
            </Inline>
          </Stack>
        ) : (
          <p className={styles.muted}>
            {view.invoices.length === 0
              ? BILLING_MESSAGES.noInvoices
              : view.subscription
                ? text.noCurrentBill
                : text.nothingOwedYet}
          </p>
        )}
      </Card>
      {view.chooser ? (
        <Inline gap="3" align="center">
          <Button variant="secondary" onPress={() => props.onTabSelect('billing')}>
            {text.choosePlanTitle}
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}

function SettingsPanel({ view }: { view: ReadyView }) {
  return (
    <Card title={text.settingsTitle} headingLevel={2} description={text.settingsIntro}>
      <Stack gap="4">
        {view.user ? (
          <DescriptionList items={[{ id: 'email', term: text.signedInAs, description: view.user.email }]} />
        ) : null}
        <p className={styles.muted}>{text.planChanges}</p>
        <Inline gap="3" align="center">
          <Link href={paths.settings}>{text.settingsLink}</Link>
          <Link href={paths.profile}>{text.profileLink}</Link>
        </Inline>
      </Stack>
    </Card>
  );
}

function SupportPanel() {
  return (
    <Card title={text.supportTitle} headingLevel={2} description={text.supportIntro}>
      <Stack gap="4">
        <ul className={styles.list}>
          <li>{text.pausePolicy}</li>
          <li>{text.refundPolicy}</li>
          <li>{text.paymentTime}</li>
          <li>{text.activation}</li>
        </ul>
        <Inline gap="3" align="center">
          <Link href={paths.support}>{text.supportLink}</Link>
          <Link href={paths.contact}>{text.contactLink}</Link>
        </Inline>
      </Stack>
    </Card>
  );
}

function PayDialog({ dialog, ...props }: { dialog: PayDialogView } & Handlers) {
  const busy = dialog.phase === 'submitting';
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) props.onCloseDialog();
      }}
      title={dialog.title}
    >
      <Stack gap="4">
        <p className={styles.heading}>
          <code>{dialog.invoiceShortId}</code> · {dialog.planName}: <strong>{dialog.amountText}</strong>
        </p>
        {dialog.phase === 'checking' ? <Spinner label={text.loading} showLabel layout="block" /> : null}
        {dialog.paymentError ? (
          <Alert tone="danger" title={dialog.paymentError.title} announce="alert">
            {dialog.paymentError.message}
            {dialog.paymentError.retryLine ? <> {dialog.paymentError.retryLine}</> : null}
          </Alert>
        ) : null}
        {dialog.phase === 'form' || dialog.phase === 'submitting' ? (
          <Form
            aria-label={dialog.title}
            onSubmit={() => {
              if (!busy) props.onSubmitPayment();
            }}
          >
            <MobileNetworkPicker
              id="invoice-network"
              name="mobile_network"
              label="Network"
              value={dialog.network}
              onChange={props.onNetworkChange}
              showUssd
              isRequired
            />
            <PhoneNumberField
              id="invoice-number"
              name="mobile_number"
              label={dialog.numberLabel}
              isRequired
              autoFocus
              value={dialog.number}
              errorMessage={dialog.fieldError ?? undefined}
              onChange={(value) => props.onNumberChange(value)}
              description={dialog.autoDetected ?? undefined}
            />
            <Inline gap="3" align="center">
              <Button type="submit" isPending={busy} pendingLabel="Starting payment...">
                {`${text.pay} ${dialog.amountText}`}
              </Button>
              <Button variant="secondary" onPress={props.onCloseDialog}>
                {text.cancel}
              </Button>
            </Inline>
          </Form>
        ) : null}
        {dialog.phase === 'processing' ? (
          <Stack gap="4" role="status">
            <Spinner label={dialog.instruction ?? text.loading} showLabel />
            <p className={styles.muted}>
              {dialog.elapsedText ? `Time elapsed ${dialog.elapsedText}` : null}
              {dialog.reference ? ` · Reference ${dialog.reference}` : null}
            </p>
            <Inline gap="3" align="center">
              <Button variant="secondary" onPress={props.onCloseDialog}>
                {text.close}
              </Button>
            </Inline>
          </Stack>
        ) : null}
        {dialog.phase === 'complete' ? (
          <Alert tone="success" announce="status">
            {BILLING_MESSAGES.paymentSuccessActivated}
          </Alert>
        ) : null}
      </Stack>
    </Modal>
  );
}

export function SubscriberDashboardScreen({ view, dialog, ...handlers }: SubscriberDashboardScreenProps) {
  if (view.status === 'loading') {
    return (
      <div className={styles.page} role="status">
        <Spinner label={view.message} showLabel layout="block" />
      </div>
    );
  }
  if (view.status === 'signedOut') {
    return (
      <div className={styles.page}>
        <Alert tone="warning" title={view.message} announce="alert">
          {text.signInPrompt}
        </Alert>
        <Inline gap="3" align="center">
          <Button href={paths.login}>{text.signIn}</Button>
        </Inline>
      </div>
    );
  }
  if (view.status === 'failed') {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{text.title}</h1>
        <Alert tone="danger" title={view.message} announce="alert">
          <Button variant="secondary" onPress={handlers.onRetry}>
            {text.retry}
          </Button>
        </Alert>
      </div>
    );
  }
  const panels: Record<SubscriberTab, { label: string; content: React.ReactNode }> = {
    overview: { label: text.tabOverview, content: <OverviewPanel view={view} {...handlers} /> },
    settings: { label: text.tabSettings, content: <SettingsPanel view={view} /> },
    billing: { label: text.tabBilling, content: <BillingPanel view={view} {...handlers} /> },
    support: { label: text.tabSupport, content: <SupportPanel /> },
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{view.user ? welcome(view.user.name) : text.title}</h1>
      <p className={styles.muted}>{text.title}</p>
      <div aria-live="polite" role="status">
        {view.busy === 'creating' ? text.creating : view.busy === 'reloading' ? text.reloading : ''}
      </div>
      {view.notice ? (
        <Alert tone="success" announce="status" onDismiss={handlers.onDismissNotice}>
          {view.notice}
        </Alert>
      ) : null}
      {view.actionError ? (
        <Alert tone="danger" announce="alert">
          {view.actionError}
        </Alert>
      ) : null}
      <Tabs
        label={text.tabsLabel}
        selectedId={view.tab}
        onSelectionChange={(id) => handlers.onTabSelect(id as SubscriberTab)}
        items={(Object.keys(panels) as SubscriberTab[]).map((id) => ({ id, ...panels[id] }))}
      />
      {dialog ? <PayDialog dialog={dialog} {...handlers} /> : null}
    </div>
  );
}
