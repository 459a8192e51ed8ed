import { Alert, AmountField, Button, Card, Form, Link, RadioGroup, Spinner } from '@/components';
import { paths } from '../../domain/paths';
import * as styles from './Payment.css';
import type { TestPlan } from './paymentTest.machine';
import { type PaymentTestView, TEST_PLAN_OPTIONS, paymentTestText as text } from './paymentTest.view';

export interface PaymentTestScreenProps {
  view: PaymentTestView;
  onPlanChange: (plan: TestPlan) => void;
  onAmountChange: (value: string) => void;
  onPay: () => void;
  onDismiss: () => void;
}

/** /payment-test (development builds only): test plan, amount, the popup, and the sandbox's test data. */
export function PaymentTestScreen({ view, onPlanChange, onAmountChange, onPay, onDismiss }: PaymentTestScreenProps) {
  const busy = view.status === 'paying';
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <p className={styles.heading}>
        <Link href={paths.dashboard} variant="standalone">
          {text.back}
        </Link>
      </p>
      <h1 className={styles.heading}>{text.title}</h1>
      <p className={styles.text}>{text.intro}</p>
      {view.alert ? (
        <Alert
          tone={view.alert.tone}
          announce={view.alert.tone === 'danger' ? 'alert' : 'status'}
          onDismiss={onDismiss}
        >
          {view.alert.text}
        </Alert>
      ) : null}
      <Card>
        <Form
          aria-label={text.title}
          onSubmit={() => {
            if (!busy) onPay();
          }}
        >
          <RadioGroup
            label={text.plan}
            orientation="horizontal"
            value={view.plan}
            onChange={(value) => onPlanChange(value as TestPlan)}
            options={TEST_PLAN_OPTIONS.map((plan) => ({ value: plan, label: plan }))}
            isDisabled={busy}
          />
          <AmountField
            id="test-amount"
            label={text.amount}
            value={view.amount}
            onChange={(value) => onAmountChange(value)}
            errorMessage={view.amountError ?? undefined}
            isRequired
            isDisabled={busy}
          />
          <Button type="submit" isPending={busy} pendingLabel={text.paying}>
            {text.pay}
          </Button>
        </Form>
      </Card>
      {view.status === 'loading' ? <Spinner label={text.loading} showLabel /> : null}
      {view.data ? (
        <div className={styles.grid}>
          <Card title={text.cards} headingLevel={2}>
            <ul aria-label={text.cards}>
              {view.data.cards.map((card) => (
                <li key={card.number}>
                  <code>{card.number}</code> CVV {card.cvv}
                  {card.pin ? ` · PIN ${card.pin}` : ''}
                  {card.otp ? ` · OTP ${card.otp}` : ''} — {card.behaviour}
                </li>
              ))}
            </ul>
          </Card>
          <Card title={text.numbers} headingLevel={2}>
            <ul aria-label={text.numbers}>
              {view.data.numbers.map((n) => (
                <li key={n.number}>
                  <code>{n.number}</code> ({n.network}) — {n.behaviour}
                </li>
              ))}
            </ul>
          </Card>
        </div>
      ) : null}
    </div>
  );
}
