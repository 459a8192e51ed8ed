/**
 * The renewal link's page (/renew/:token): who and what is renewed, then billing's own mobile money steps,
 * embedded; or what is wrong with the link, with the way to sign in. Renders only its view model (and the
 * payment steps' own, from the child machine).
 */
import { type ReactNode, useRef } from 'react';
import {
  Alert,
  Button,
  Card,
  DescriptionList,
  focusTarget,
  Inline,
  revealAfterCommit,
  Spinner,
  Stack,
  useOutcomeReveal,
} from '@/components';
import { paths } from '../../domain/paths';
import { PromiseToPay } from './PromiseToPay';
import * as styles from './Renewal.css';
import type { RenewalFacts, RenewalView } from './renewal.view';
import { renewalText as text } from './renewal.view';

export interface RenewalScreenProps {
  view: RenewalView;
  /** while due: billing's payment steps, embedded (ConnectedRenewal renders them); null until they start */
  paymentSteps: ReactNode;
  onRetry: () => void;
  /** the promise to pay: the days chosen, and asking */
  onPromiseChoose?: (days: number) => void;
  onPromiseAsk?: () => void;
}

function Facts({ facts }: { facts: RenewalFacts }) {
  return (
    <DescriptionList
      items={[
        { id: 'plan', term: text.plan, description: facts.planName },
        { id: 'paid-until', term: facts.paidUntilLabel, description: facts.paidUntilText },
        { id: 'amount', term: text.amount, description: facts.amountText },
      ]}
    />
  );
}

/** A link that cannot renew: what is wrong, and the way on (sign in). */
function Refused({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <Card title={title} headingLevel={2}>
      <Stack gap="4">
        <Alert tone="warning" announce="alert">
          {message}
        </Alert>
        <Inline gap="3" align="center">
          {children}
          <Button href={paths.login} variant={children ? 'secondary' : 'primary'}>
            {text.signIn}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

export function RenewalScreen({ view, paymentSteps, onRetry, onPromiseChoose, onPromiseAsk }: RenewalScreenProps) {
  // after the payment: focus and the viewport go to the outcome (on a phone it is above the steps just used)
  const outcomeRef = useOutcomeReveal(view.status, 'confirming', ['renewed', 'failed', 'due'] as const);
  // a retry takes away the button pressed: focus goes back to the page's title, above what loads
  const titleRef = useRef<HTMLHeadingElement>(null);
  return (
    <div className={styles.page}>
      <h1 ref={titleRef} tabIndex={-1} className={`${styles.heading} ${focusTarget}`}>
        {text.title}
      </h1>
      {view.status === 'loading' ? <Spinner label={text.loading} showLabel layout="block" /> : null}
      {view.status === 'invalid' ? <Refused title={text.invalidTitle} message={view.message} /> : null}
      {view.status === 'expired' ? (
        <Refused title={text.expiredTitle} message={view.message}>
          <Button href={paths.packages}>{text.toPackages}</Button>
        </Refused>
      ) : null}
      {view.status === 'failed' ? (
        <Card title={text.failedTitle} headingLevel={2} titleRef={outcomeRef}>
          <Stack gap="4">
            <Alert tone="danger" announce="alert">
              {view.message}
            </Alert>
            <Inline gap="3" align="center">
              <Button
                onPress={() => {
                  onRetry();
                  revealAfterCommit(() => titleRef.current);
                }}
              >
                {text.retry}
              </Button>
              <Button href={paths.login} variant="secondary">
                {text.signIn}
              </Button>
            </Inline>
          </Stack>
        </Card>
      ) : null}
      {view.status === 'due' ? (
        <>
          <Stack gap="3">
            <p className={styles.heading}>
              <strong>{view.greeting}</strong>
            </p>
            <p className={styles.text}>{view.intro}</p>
            {view.standingNote ? (
              <Alert tone="warning" announce="none">
                {view.standingNote}
              </Alert>
            ) : null}
            <Facts facts={view.facts} />
          </Stack>
          {paymentSteps ?? <Spinner label={text.loading} showLabel layout="block" />}
          {view.promise ? <PromiseToPay view={view.promise} onChoose={onPromiseChoose} onAsk={onPromiseAsk} /> : null}
        </>
      ) : null}
      {view.status === 'confirming' ? (
        <Stack gap="3">
          <Facts facts={view.facts} />
          <Spinner label={text.confirming} showLabel layout="block" />
        </Stack>
      ) : null}
      {view.status === 'renewed' ? (
        <Card title={text.renewedTitle} headingLevel={2} titleRef={outcomeRef}>
          <Stack gap="4">
            <Alert tone="success" announce="status">
              {view.message}
            </Alert>
            <Facts facts={view.facts} />
            <Inline gap="3" align="center">
              <Button href={paths.dashboard}>{text.signIn}</Button>
            </Inline>
          </Stack>
        </Card>
      ) : null}
    </div>
  );
}
