/**
 * In grace: ask for a few more days before the suspension (1 to 3, each with the date it holds the service
 * until), or what was promised (or why it was refused). Presentational, from its view: the renewal link's
 * page and the customer dashboard both show it.
 */
import { Alert, Button, Card, Inline, RadioGroup, Stack } from '@/components';
import * as styles from './Renewal.css';
import { type RenewalPromiseView, renewalText as text } from './renewal.view';

export function PromiseToPay({
  view,
  onChoose,
  onAsk,
  headingLevel = 2,
}: {
  view: RenewalPromiseView;
  onChoose?: (days: number) => void;
  onAsk?: () => void;
  headingLevel?: 2 | 3;
}) {
  if (!('options' in view)) {
    return (
      <Alert
        tone={view.status === 'promised' ? 'info' : 'warning'}
        announce={view.status === 'promised' ? 'status' : 'alert'}
      >
        {view.message}
      </Alert>
    );
  }
  const asking = view.status === 'asking';
  return (
    <Card title={text.promiseTitle} headingLevel={headingLevel}>
      <Stack gap="4">
        <p className={styles.text}>{text.promiseIntro}</p>
        <RadioGroup
          label={text.promiseDays}
          options={view.options}
          value={view.choice}
          isDisabled={asking}
          onChange={(value) => onChoose?.(Number(value))}
        />
        {view.problem ? (
          <Alert tone="danger" announce="alert">
            {view.problem}
          </Alert>
        ) : null}
        <Inline gap="3" align="center">
          <Button variant="secondary" isPending={asking} pendingLabel={text.promiseAsking} onPress={() => onAsk?.()}>
            {text.promiseAsk}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
