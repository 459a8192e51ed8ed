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
import type { AvailableCoverage, CoveragePlanOffer, UnavailableCoverage } from './simulation';

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

type Fact = readonly [label: string, value: string];

function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <Columns as="dl" gap="2" minItemWidth="8rem">
      {facts.map(([label, value]) => (
        <Stack key={label} gap="1">
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </Stack>
      ))}
    </Columns>
  );
}

function Plans({ plans }: { plans: readonly CoveragePlanOffer[] }) {
  return (
    <>
      <p className={styles.muted}>{text.plans}</p>
      <ul className={styles.plans}>
        {plans.map((plan) => (
          <li key={plan.id}>
            {plan.name}: {plan.speed}, {formatMoney(plan.price, { currency: plan.currency, minorUnits: true })}
            /month
          </li>
        ))}
      </ul>
    </>
  );
}

const dateOf = (day: string) => formatDate(`${day}T12:00:00Z`);

/** 'Nkwanta, Oti': the place the answer is for, with its region when that is another name. */
const placeLine = ({ area, region }: AvailableCoverage['coverage']) =>
  region && region !== area ? `${area}, ${region}` : area;

function Available({
  result,
  headlineRef,
  Heading,
}: {
  result: AvailableCoverage;
  headlineRef: Ref<HTMLParagraphElement>;
  Heading: 'h3' | 'h4';
}) {
  const { broadband, satellite } = result;
  return (
    <div className={styles.outcome}>
      <Stack gap="1">
        <p ref={headlineRef} tabIndex={-1} className={headline}>
          {m.available}
        </p>
        <p className={styles.muted}>{placeLine(result.coverage)}</p>
        {broadband ? null : <p className={styles.muted}>{m.noBroadband}</p>}
      </Stack>
      {broadband ? (
        <div className={styles.serviceBlock}>
          <Heading className={styles.service}>
            {text.broadband}: {broadband.technology === 'fiber' ? text.fiber : text.wireless}
          </Heading>
          <Facts
            facts={[
              [text.download, `${broadband.estimatedSpeed.download} Mbps`],
              [text.upload, `${broadband.estimatedSpeed.upload} Mbps`],
              [text.latency, `${broadband.serviceQuality.latency} ms`],
              [text.uptime, `${broadband.serviceQuality.uptime}%`],
              [text.coverage, `${broadband.coveragePercentage}%`],
              [text.installation, dateOf(broadband.installationDate)],
            ]}
          />
          {broadband.plans.length > 0 ? <Plans plans={broadband.plans} /> : null}
        </div>
      ) : null}
      <div className={styles.serviceBlock}>
        <Heading className={styles.service}>{text.satellite}</Heading>
        <p className={styles.muted}>{text.satelliteLead}</p>
        <Facts facts={[[text.installation, dateOf(satellite.installationDate)]]} />
        <Plans plans={satellite.plans} />
      </div>
    </div>
  );
}

function Unavailable({ result, headlineRef }: { result: UnavailableCoverage; headlineRef: Ref<HTMLParagraphElement> }) {
  const notFound = result.coverage.zone === 'unknown';
  return (
    <>
      <p ref={headlineRef} tabIndex={-1} className={headline}>
        {notFound ? m.notFound : m.noCoverage}
      </p>
      <p className={styles.muted}>{notFound ? m.notFoundLead : m.notYetAvailable}</p>
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
 * The home hero's coverage checker: city input, Check and Clear, then the result panel (satellite, and city
 * broadband where the area is served; 'We couldn't find that place', or 'No Coverage' with 'Not yet
 * available in this area', each with a coverage request) or the failure.
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
              <Available result={view.result} headlineRef={outcomeRef} Heading={headingLevel === 2 ? 'h3' : 'h4'} />
            ) : (
              <Unavailable result={view.result} headlineRef={outcomeRef} />
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
