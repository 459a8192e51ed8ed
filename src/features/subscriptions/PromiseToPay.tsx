/**
 * In grace: ask for a few more days before the suspension (1 to 3, each with the date it holds the service
 * until), or what was promised (or why it was refused). Presentational, from its view: the renewal link's
 * page and the customer dashboard both show it. When an ask ends, focus and the viewport go to what it
 * changed: the promise held (the choice is gone, with the button that had focus) or why it was refused.
 */
import { useEffect, useRef } from 'react';
import { Alert, Button, Card, focusTarget, Inline, RadioGroup, revealAfterCommit, Stack } from '@/components';
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
  const outcome = useRef<HTMLDivElement | null>(null);
  const wasAsking = useRef(false);
  const asking = view.status === 'asking';
  const problem = 'options' in view ? view.problem : null;
  useEffect(() => {
    const ended = wasAsking.current && !asking;
    wasAsking.current = asking;
    // only after an ask: a page opened with a promise already made keeps focus where the visitor is
    if (ended && (problem || !('options' in view))) return revealAfterCommit(() => outcome.current);
  }, [asking, problem, view]);
  if (!('options' in view)) {
    return (
      <div ref={outcome} tabIndex={-1} className={focusTarget}>
        <Alert
          tone={view.status === 'promised' ? 'info' : 'warning'}
          announce={view.status === 'promised' ? 'status' : 'alert'}
        >
          {view.message}
        </Alert>
      </div>
    );
  }
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
          <div ref={outcome} tabIndex={-1} className={focusTarget}>
            <Alert tone="danger" announce="alert">
              {view.problem}
            </Alert>
          </div>
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
