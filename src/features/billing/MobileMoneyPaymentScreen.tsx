/**
 * Longer than 300 lines: one screen for every step of the mobile money page (details, payment, voucher,
 * processing, outcomes), each step a small component of this file rendering its case of the view union.
 */
import { type Ref, useEffect, useRef } from 'react';
import {
  Alert,
  BillingCycleToggle,
  Button,
  Card,
  DescriptionList,
  Form,
  focusTarget,
  Inline,
  Link,
  MobileNetworkPicker,
  PhoneNumberField,
  ProgressSteps,
  RadioGroup,
  revealAfterCommit,
  Spinner,
  Stack,
  TextField,
} from '@/components';
import { paths } from '../../domain/paths';
import { BILLING_MESSAGES } from './messages';
import type { MobileMoneyView, PaymentErrorView, PaymentForm } from './mobileMoneyPayment.view';
import { mobileMoneyText as text } from './mobileMoneyPayment.view';
import { NetworkLogos } from './NetworkLogos';
import * as styles from './Payment.css';
import type { BillingCycle, MobileNetwork } from './rules';

export interface MobileMoneyPaymentScreenProps {
  view: MobileMoneyView;
  onCycleChange: (cycle: BillingCycle) => void;
  onContinue: () => void;
  onBack: () => void;
  onNumberChange: (value: string) => void;
  onNetworkChange: (network: MobileNetwork) => void;
  onSubmit: () => void;
  /** processing: stop waiting for approval (back to the payment step) */
  onCancelPayment: () => void;
  /** processing: stop waiting and type another number */
  onChangeNumber: () => void;
  /** voucher: the code as typed, and sending it */
  onVoucherChange: (value: string) => void;
  onVoucherSubmit: () => void;
  /** with a saved number: pay with it (true) or type another (false) */
  onNumberChoose?: (saved: boolean) => void;
  /**
   * 'page' (default): the whole /payment/mobile-money page (back link, title, progress); 'embedded': the steps
   * alone, inside another page that has its own title (the renewal link's), with no way back to the details
   */
  frame?: 'page' | 'embedded';
}

/** The 'Payment Error' box (spec §8): the user_friendly_message and, when retry is suggested, the retry line. */
export function PaymentErrorBox({ error, boxRef }: { error: PaymentErrorView; boxRef?: Ref<HTMLDivElement> }) {
  return (
    <div ref={boxRef} tabIndex={boxRef ? -1 : undefined} className={boxRef ? focusTarget : undefined}>
      <Alert tone="danger" title={error.title} announce="alert">
        <p className={styles.heading}>{error.message}</p>
        {error.retryLine ? <p className={styles.heading}>{error.retryLine}</p> : null}
      </Alert>
    </div>
  );
}

/**
 * After each step change, focus and the viewport go to what changed (on a 390 px phone the next step, or
 * the error, is otherwise above the viewport): the new step's heading, or the Payment Error box when a
 * payment comes back with one. Not on first load (a resumed payment keeps the page where it starts), and
 * not while submitting (focus stays on the pending Pay button, which announces it).
 */
function useStepFocus(view: MobileMoneyView) {
  const stepRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const before = useRef(view.status);
  const hasError = (view.status === 'payment' || view.status === 'submitting') && view.form.error !== null;
  useEffect(() => {
    const was = before.current;
    before.current = view.status;
    if (was === view.status || was === 'resuming' || view.status === 'submitting') return;
    if (view.status === 'payment' && hasError) return revealAfterCommit(() => errorRef.current);
    return revealAfterCommit(() => stepRef.current);
  }, [view.status, hasError]);
  return { stepRef, errorRef };
}

/**
 * The voucher step: after a code the network refused (or one that is not digits), focus goes back to the
 * field, which now says why (its error is linked to it, so a screen reader reads it with the field); an
 * error that is not the code's goes to the step's error box.
 */
function useVoucherFocus(view: MobileMoneyView) {
  const fieldRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const voucherError = view.status === 'voucher' ? view.voucherError : null;
  const boxError = view.status === 'voucher' ? view.error : null;
  useEffect(() => {
    if (voucherError) return revealAfterCommit(() => fieldRef.current?.querySelector('input'));
  }, [voucherError]);
  useEffect(() => {
    if (boxError) return revealAfterCommit(() => boxRef.current);
  }, [boxError]);
  return { fieldRef, boxRef };
}

/** Use another number and Cancel: stop waiting for the approval or the code (the server is told). */
function StopWaiting({
  cancelling,
  busy = false,
  onCancelPayment,
  onChangeNumber,
}: Pick<MobileMoneyPaymentScreenProps, 'onCancelPayment' | 'onChangeNumber'> & {
  cancelling: boolean;
  busy?: boolean;
}) {
  return (
    <Inline gap="3" align="center">
      <Button variant="secondary" onPress={onChangeNumber} isDisabled={cancelling || busy}>
        {text.changeNumber}
      </Button>
      <Button
        variant="secondary"
        onPress={onCancelPayment}
        isPending={cancelling}
        pendingLabel={text.cancelling}
        isDisabled={busy}
      >
        {text.cancel}
      </Button>
    </Inline>
  );
}

type VoucherView = Extract<MobileMoneyView, { status: 'voucher' }>;

function VoucherStep({
  view,
  stepRef,
  onVoucherChange,
  onVoucherSubmit,
  onCancelPayment,
  onChangeNumber,
}: Pick<MobileMoneyPaymentScreenProps, 'onVoucherChange' | 'onVoucherSubmit' | 'onCancelPayment' | 'onChangeNumber'> & {
  view: VoucherView;
  stepRef: Ref<HTMLHeadingElement>;
}) {
  const { fieldRef, boxRef } = useVoucherFocus(view);
  const busy = view.submitting || view.cancelling;
  return (
    <Card title={text.voucherTitle} headingLevel={2} titleRef={stepRef}>
      <Stack gap="4">
        {view.error ? <PaymentErrorBox error={view.error} boxRef={boxRef} /> : null}
        <Alert tone="info" announce="status" title={`${view.networkName} voucher`}>
          {view.instruction}
        </Alert>
        <Form
          aria-label={text.voucherTitle}
          onSubmit={() => {
            if (!busy) onVoucherSubmit();
          }}
        >
          <div ref={fieldRef}>
            <TextField
              id="momo-voucher"
              name="otp"
              label={BILLING_MESSAGES.voucherLabel}
              description={text.voucherHint}
              isRequired
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              value={view.voucher}
              errorMessage={view.voucherError ?? undefined}
              onChange={onVoucherChange}
            />
          </div>
          <Button
            type="submit"
            size="lg"
            isPending={view.submitting}
            pendingLabel={text.voucherChecking}
            isDisabled={view.cancelling}
          >
            {text.voucherSubmit}
          </Button>
        </Form>
        <DescriptionList
          items={[
            { id: 'amount', term: text.amount, description: view.amountText },
            { id: 'reference', term: text.reference, description: view.reference ?? '' },
          ]}
        />
        <StopWaiting
          cancelling={view.cancelling}
          busy={view.submitting}
          onCancelPayment={onCancelPayment}
          onChangeNumber={onChangeNumber}
        />
      </Stack>
    </Card>
  );
}

function Details({
  view,
  onCycleChange,
  onContinue,
  stepRef,
}: Pick<MobileMoneyPaymentScreenProps, 'onCycleChange' | 'onContinue'> & {
  view: MobileMoneyView;
  stepRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <Card title={text.detailsTitle} headingLevel={2} titleRef={stepRef}>
      <Stack gap="4">
        <p className={styles.heading}>
          <strong>{view.plan.name}</strong>
        </p>
        <DescriptionList
          items={[
            { id: 'speed', term: text.speed, description: view.plan.speed },
            { id: 'data', term: text.data, description: view.plan.data },
          ]}
        />
        <BillingCycleToggle
          value={view.cycle}
          onChange={onCycleChange}
          savingsLabel={view.yearlySavings ?? undefined}
          showLabel
        />
        <p className={styles.heading} aria-live="polite">
          {text.total}: <strong>{view.plan.amountText}</strong>
          {view.plan.period}
        </p>
        <Button size="lg" onPress={onContinue}>
          {text.continue}
        </Button>
      </Stack>
    </Card>
  );
}

function PaymentStep({
  view,
  form,
  busy,
  stepRef,
  errorRef,
  onBack,
  onNumberChange,
  onNetworkChange,
  onSubmit,
  onNumberChoose,
  canGoBack,
}: Pick<
  MobileMoneyPaymentScreenProps,
  'onBack' | 'onNumberChange' | 'onNetworkChange' | 'onSubmit' | 'onNumberChoose'
> & {
  view: MobileMoneyView;
  form: PaymentForm;
  busy: boolean;
  canGoBack: boolean;
  stepRef: Ref<HTMLHeadingElement>;
  errorRef: Ref<HTMLDivElement>;
}) {
  return (
    <Card title={text.paymentTitle} headingLevel={2} titleRef={stepRef}>
      <Stack gap="4">
        {form.error ? <PaymentErrorBox error={form.error} boxRef={errorRef} /> : null}
        {form.promptWarning ? (
          <Alert tone="warning" announce="status">
            {form.promptWarning}
          </Alert>
        ) : null}
        <Alert tone="info" announce="none">
          {view.infoNote}
        </Alert>
        <NetworkLogos />
        <p className={styles.text}>{text.providerNote}</p>
        <p className={styles.heading}>
          {view.plan.name}: <strong>{view.plan.amountText}</strong>
          {view.plan.period}
        </p>
        <Form
          aria-label={text.paymentTitle}
          onSubmit={() => {
            if (!busy) onSubmit();
          }}
        >
          {form.saved ? (
            <RadioGroup
              id="momo-pay-from"
              label={text.payFrom}
              value={form.useSaved ? 'saved' : 'another'}
              onChange={(value) => onNumberChoose?.(value === 'saved')}
              isDisabled={busy}
              options={[
                { value: 'saved', label: `${form.saved.masked} (${form.saved.networkName})` },
                { value: 'another', label: text.anotherNumber },
              ]}
            />
          ) : null}
          {form.useSaved ? null : (
            <>
              <PhoneNumberField
                id="momo-number"
                name="mobile_number"
                label={text.number}
                isRequired
                value={form.number}
                errorMessage={form.numberError ?? undefined}
                onChange={(value) => onNumberChange(value)}
                description={form.autoDetected ?? undefined}
              />
              <MobileNetworkPicker
                id="momo-network"
                name="mobile_network"
                label={text.network}
                value={form.network}
                onChange={onNetworkChange}
                showUssd
                isRequired
              />
            </>
          )}
          <Inline gap="3" align="center">
            <Button
              type="submit"
              size="lg"
              isPending={busy}
              pendingLabel={text.paying}
              isDisabled={!busy && form.payBlockedReason !== null}
              aria-describedby={form.payBlockedReason && !busy ? 'momo-pay-blocked' : undefined}
            >
              {`${text.pay} ${view.plan.amountText}`}
            </Button>
            {canGoBack ? (
              <Button variant="secondary" onPress={onBack} isDisabled={busy}>
                {text.backToDetails}
              </Button>
            ) : null}
          </Inline>
          {form.payBlockedReason && !busy ? (
            <p id="momo-pay-blocked" className={styles.text}>
              {form.payBlockedReason}
            </p>
          ) : null}
        </Form>
      </Stack>
    </Card>
  );
}

/** /payment/mobile-money/:planId: details, payment, processing, complete (spec billing §2). */
export function MobileMoneyPaymentScreen(props: MobileMoneyPaymentScreenProps) {
  const { view } = props;
  const embedded = props.frame === 'embedded';
  const { stepRef, errorRef } = useStepFocus(view);
  return (
    <div className={embedded ? undefined : styles.page}>
      {embedded ? null : (
        <>
          <p className={styles.heading}>
            <Link href={paths.packages} variant="standalone">
              {text.back}
            </Link>
          </p>
          <h1 className={styles.heading}>{text.title}</h1>
          <ProgressSteps steps={text.steps} current={view.step} label="Payment progress" />
        </>
      )}
      {view.status === 'resuming' ? <Spinner label={text.checking} showLabel layout="block" /> : null}
      {view.status === 'details' ? (
        <Details view={view} onCycleChange={props.onCycleChange} onContinue={props.onContinue} stepRef={stepRef} />
      ) : null}
      {view.status === 'payment' || view.status === 'submitting' ? (
        <PaymentStep
          view={view}
          form={view.form}
          busy={view.status === 'submitting'}
          stepRef={stepRef}
          errorRef={errorRef}
          onBack={props.onBack}
          onNumberChange={props.onNumberChange}
          onNetworkChange={props.onNetworkChange}
          onSubmit={props.onSubmit}
          onNumberChoose={props.onNumberChoose}
          canGoBack={!embedded}
        />
      ) : null}
      {view.status === 'processing' ? (
        <Card title={text.processingTitle} headingLevel={2} titleRef={stepRef}>
          <Stack gap="4">
            <Spinner label={`Waiting for approval on your ${view.networkName} phone`} showLabel />
            {view.connectionProblem ? (
              <Alert tone="warning" announce="alert" title="Connection lost">
                {view.connectionProblem}
              </Alert>
            ) : null}
            <Alert tone="info" announce="status" title={`Dial ${view.ussd} if no prompt appears`}>
              {view.instruction}
            </Alert>
            {view.providerText ? <p className={styles.text}>{view.providerText}</p> : null}
            <DescriptionList
              items={[
                { id: 'amount', term: text.amount, description: view.amountText },
                { id: 'reference', term: text.reference, description: view.reference ?? '' },
                {
                  id: 'elapsed',
                  term: text.elapsed,
                  description: <span className={styles.elapsed}>{view.elapsedText}</span>,
                },
              ]}
            />
            <StopWaiting
              cancelling={view.cancelling}
              onCancelPayment={props.onCancelPayment}
              onChangeNumber={props.onChangeNumber}
            />
          </Stack>
        </Card>
      ) : null}
      {view.status === 'voucher' ? (
        <VoucherStep
          view={view}
          stepRef={stepRef}
          onVoucherChange={props.onVoucherChange}
          onVoucherSubmit={props.onVoucherSubmit}
          onCancelPayment={props.onCancelPayment}
          onChangeNumber={props.onChangeNumber}
        />
      ) : null}
      {view.status === 'complete' ? (
        <Card title={text.completeTitle} headingLevel={2} titleRef={stepRef}>
          <Stack gap="4">
            <Alert tone="success" announce="status">
              {view.message}
            </Alert>
            <DescriptionList
              items={[
                { id: 'plan', term: text.plan, description: view.planText },
                ...(view.startsOnText ? [{ id: 'starts', term: text.startsOn, description: view.startsOnText }] : []),
                ...(view.paidUntilText
                  ? [{ id: 'paidUntil', term: text.paidUntil, description: view.paidUntilText }]
                  : []),
                { id: 'amount', term: text.amount, description: view.amountText },
                { id: 'reference', term: text.reference, description: view.reference ?? '' },
              ]}
            />
            <Inline gap="3" align="center">
              <Button href={paths.dashboard}>{text.toDashboard}</Button>
              {view.receiptHref ? (
                <Button href={view.receiptHref} variant="secondary">
                  {text.viewReceipt}
                </Button>
              ) : null}
              <Button href={paths.packages} variant="secondary">
                {text.toPackages}
              </Button>
            </Inline>
          </Stack>
        </Card>
      ) : null}
    </div>
  );
}
