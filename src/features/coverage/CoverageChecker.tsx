import { type FormEvent, type Ref, useRef } from 'react';
import {
  Alert,
  Button,
  Columns,
  focusTarget,
  Inline,
  Stack,
  TextField,
  useKeepTypedValues,
  useOutcomeReveal,
} from '@/components';
import { formatDate } from '../../domain/format/date';
import { formatMoney } from '../../domain/format/money';
import * as styles from './CoverageChecker.css';
import { type CoverageCheckView, type CoverageRequestView, coverageCheckText as text } from './coverageCheck.view';
import { COVERAGE_MESSAGES as m } from './messages';
import type { AvailableCoverage } from './simulation';

export interface CoverageCheckerProps {
  view: CoverageCheckView;
  onAddressChange: (value: string) => void;
  onCheck: () => void;
  onClear: () => void;
  onRequestOpen: () => void;
  onContactChange: (value: string) => void;
  onRequestSubmit: () => void;
  /** The heading level of the box title (3 under the home hero's h1 and h2). */
  headingLevel?: 2 | 3;
}

const submitWith = (action: () => void) => (e: FormEvent) => {
  e.preventDefault();
  action();
};

/** After a check, its outcome (the result's headline or the failure): on a phone it opens below the hero's fold. */
const CHECK_OUTCOMES = ['result', 'failed'] as const;

const headline = `${styles.headline} ${focusTarget}`;

function Available({ result, headlineRef }: { result: AvailableCoverage; headlineRef: Ref<HTMLParagraphElement> }) {
  const facts = [
    [text.download, `${result.estimatedSpeed.download} Mbps`],
    [text.upload, `${result.estimatedSpeed.upload} Mbps`],
    [text.technology, result.technology === 'fiber' ? 'Fiber' : 'Wireless'],
    [text.signal, `${result.signalStrength}%`],
    [text.uptime, `${result.serviceQuality.uptime}%`],
    [text.coverage, `${result.coverage.percentage}%`],
    [text.installation, formatDate(`${result.installationDate}T12:00:00Z`)],
  ] as const;
  return (
    <>
      <p ref={headlineRef} tabIndex={-1} className={headline}>
        {m.available}
      </p>
      <Columns as="dl" gap="2" minItemWidth="8rem">
        {facts.map(([label, value]) => (
          <Stack key={label} gap="1">
            <dt className={styles.factLabel}>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </Stack>
        ))}
      </Columns>
      {result.monthlyPlans.length > 0 ? (
        <>
          <p className={styles.muted}>{text.plans}</p>
          <ul className={styles.plans}>
            {result.monthlyPlans.map((plan) => (
              <li key={plan.id}>
                {plan.name}: {plan.speed}, {formatMoney(plan.price, { currency: plan.currency, minorUnits: true })}
                /month
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function RequestCoverage({
  request,
  onOpen,
  onContactChange,
  onSubmit,
}: {
  request: CoverageRequestView;
  onOpen: () => void;
  onContactChange: (value: string) => void;
  onSubmit: () => void;
}) {
  if (request.status === 'closed') {
    return (
      <div>
        <Button variant="secondary" onPress={onOpen}>
          {text.requestOffer}
        </Button>
      </div>
    );
  }
  if (request.status === 'sent') return <Alert tone="success">{request.message}</Alert>;
  const sending = request.status === 'sending';
  return (
    <form
      method="post"
      className={styles.panel}
      aria-label={text.requestOffer}
      onSubmit={submitWith(() => !sending && onSubmit())}
    >
      <p className={styles.muted}>{text.requestLead}</p>
      {request.status === 'form' && request.error ? <Alert tone="danger">{request.error}</Alert> : null}
      <Inline gap="2" align="end">
        <TextField
          className={styles.grow}
          label={text.contactLabel}
          name="contactInfo"
          autoComplete="email"
          isRequired
          value={request.contact}
          errorMessage={request.status === 'form' ? request.contactError : undefined}
          onChange={onContactChange}
        />
        <Button type="submit" isPending={sending} pendingLabel={text.requestSending}>
          {text.requestSubmit}
        </Button>
      </Inline>
    </form>
  );
}

/**
 * The home hero's coverage checker: city input, Check and Clear, then the result panel (available,
 * or 'No Coverage' with 'Not yet available in this area' and a coverage request) or the failure.
 */
export function CoverageChecker({
  view,
  onAddressChange,
  onCheck,
  onClear,
  onRequestOpen,
  onContactChange,
  onRequestSubmit,
  headingLevel = 2,
}: CoverageCheckerProps) {
  const Heading = `h${headingLevel}` as const;
  const checking = view.status === 'checking';
  const canCheck = view.status !== 'checking' && view.canCheck;
  // prerendered in the home hero: a town typed before the scripts ran is kept
  const checkForm = useRef<HTMLFormElement>(null);
  useKeepTypedValues(checkForm);
  const outcomeRef = useOutcomeReveal(view.status, 'checking', CHECK_OUTCOMES);
  return (
    <div className={styles.box}>
      <Heading className={styles.title}>{text.title}</Heading>
      <Inline
        method="post"
        ref={checkForm}
        aria-label={text.title}
        as="form"
        gap="2"
        align="end"
        onSubmit={submitWith(() => !checking && onCheck())}
      >
        <TextField
          className={styles.grow}
          label={text.label}
          name="address"
          placeholder={text.placeholder}
          autoComplete="address-level2"
          value={view.address}
          isDisabled={checking}
          errorMessage={view.status === 'idle' ? view.fieldError : undefined}
          onChange={onAddressChange}
        />
        <Button type="submit" isDisabled={!checking && !canCheck} isPending={checking} pendingLabel={m.checking}>
          {text.check}
        </Button>
        <Button variant="ghost" onPress={onClear} isDisabled={checking}>
          {text.clear}
        </Button>
      </Inline>
      {view.status === 'failed' ? (
        <div ref={outcomeRef} tabIndex={-1} className={focusTarget}>
          <Alert tone="danger">{view.message}</Alert>
        </div>
      ) : null}
      {view.status === 'result' ? (
        <section className={styles.panel} aria-label={`${text.resultFor} ${view.checkedAddress}`}>
          <div role="status">
            {view.result.available ? (
              <Available result={view.result} headlineRef={outcomeRef} />
            ) : (
              <>
                <p ref={outcomeRef} tabIndex={-1} className={headline}>
                  {m.noCoverage}
                </p>
                <p className={styles.muted}>{m.notYetAvailable}</p>
              </>
            )}
          </div>
          {view.result.available ? null : (
            <RequestCoverage
              request={view.request}
              onOpen={onRequestOpen}
              onContactChange={onContactChange}
              onSubmit={onRequestSubmit}
            />
          )}
        </section>
      ) : null}
    </div>
  );
}
