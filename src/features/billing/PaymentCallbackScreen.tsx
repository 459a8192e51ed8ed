import { Alert, Button, Card, DescriptionList, Inline, Spinner, Stack } from '@/components';
import { paths } from '../../domain/paths';
import * as styles from './Payment.css';
import { type PaymentCallbackView, callbackText as text } from './paymentCallback.view';

/** /payment/callback: verifying, then success, failed or cancelled, with the spec's buttons. */
export function PaymentCallbackScreen({ view }: { view: PaymentCallbackView }) {
  if (view.status === 'verifying') {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{text.verifying}</h1>
        <Spinner label={text.verifyingText} showLabel layout="block" size="lg" />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{view.title}</h1>
      <Card>
        <Stack gap="4">
          <Alert
            tone={
              view.status === 'success'
                ? 'success'
                : view.status === 'failed'
                  ? 'danger'
                  : view.status === 'pending'
                    ? 'info'
                    : 'warning'
            }
            announce={view.status === 'failed' ? 'alert' : 'status'}
          >
            {view.text}
          </Alert>
          {view.status === 'success' ? (
            <DescriptionList
              items={[
                { id: 'amount', term: text.amount, description: view.amount },
                { id: 'reference', term: text.reference, description: view.reference },
                { id: 'transaction', term: text.transactionId, description: view.transactionId },
                { id: 'method', term: text.method, description: view.method },
                { id: 'date', term: text.date, description: view.date },
              ]}
            />
          ) : null}
          {view.status === 'failed' ? (
            <DescriptionList items={[{ id: 'reason', term: text.reason, description: view.reason }]} />
          ) : null}
          <Inline gap="3" align="center">
            <Button href={paths.dashboardBilling} variant={view.status === 'success' ? 'primary' : 'secondary'}>
              {text.continue}
            </Button>
            {view.status === 'failed' && view.canRetry ? <Button href={paths.payment}>{text.retry}</Button> : null}
            {view.status === 'failed' || view.status === 'cancelled' ? (
              <Button href={paths.support} variant="secondary">
                {text.support}
              </Button>
            ) : null}
          </Inline>
        </Stack>
      </Card>
    </div>
  );
}
