import { type FormEvent, useRef } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Columns,
  Hero,
  Inline,
  NativeSelect,
  Section,
  Stack,
  TextField,
  useKeepTypedValues,
} from '@/components';
import { formatMoney } from '../../domain/format/money';
import { paths } from '../../domain/paths';
import * as styles from './AiCoverageScreen.css';
import { TECHNOLOGY_LABELS, aiCoverageText as text, ZONE_OPTIONS } from './aiCoverageContent';
import * as shared from './CoverageChecker.css';
import type { AnalysisField } from './coverageAnalysis.machine';
import type { CoverageAnalysisView } from './coverageAnalysis.view';
import { COVERAGE_MESSAGES as m } from './messages';
import { type CoverageRecommendation, confidenceTone, REGIONAL_PERFORMANCE, type Technology } from './recommend';
import { GHANA_REGIONS } from './towns';

export interface AiCoverageScreenProps {
  view: CoverageAnalysisView;
  onFieldChange: (field: AnalysisField, value: string | boolean) => void;
  onSubmit: () => void;
}

const TONES = { green: 'success', yellow: 'warning', red: 'danger' } as const;
const REGION_OPTIONS = GHANA_REGIONS.map((r) => ({ value: r, label: r }));
const cedis = (amount: number) => formatMoney(amount);

/** A decorative icon per technology (billing §9 "Recommendation icons per technology"). */
function TechIcon({ technology }: { technology: Technology }) {
  const paths: Record<Technology, string> = {
    fiber: 'M4 12h16M4 7h16M4 17h16',
    wireless: 'M5 12a10 10 0 0 1 14 0M8 15a6 6 0 0 1 8 0M12 19h.01',
    satellite: 'M5 19l4-4M13 3l8 8-4 4-8-8 4-4zM9 11a6 6 0 0 0 4 4',
    hybrid: 'M4 12h7M5 7a10 10 0 0 1 14 0M12 19h.01M15 12h5',
  };
  return (
    <svg
      className={styles.techIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={paths[technology]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Facts({ items }: { items: readonly (readonly [string, string])[] }) {
  return (
    <Columns as="dl" gap="2" minItemWidth="8rem">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className={shared.factLabel}>{label}</dt>
          <dd className={shared.factValue}>{value}</dd>
        </div>
      ))}
    </Columns>
  );
}

function Recommendation({ result }: { result: CoverageRecommendation }) {
  const tone = TONES[confidenceTone(result.confidence)];
  const sat = result.satelliteFallback;
  return (
    <Stack gap="4">
      <Card title={text.resultTitle} headingLevel={3}>
        <Inline gap="3" align="center">
          <TechIcon technology={result.primaryRecommendation} />
          <p className={styles.techName}>{TECHNOLOGY_LABELS[result.primaryRecommendation]}</p>
          <Badge tone={tone} variant="solid" srPrefix="Confidence:">
            {text.confidence(result.confidence)}
          </Badge>
        </Inline>
        <h4>{text.reasoning}</h4>
        <ul className={styles.list}>
          {result.reasoning.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Card>
      <Card title={text.satelliteTitle} headingLevel={3}>
        <Facts
          items={[
            [text.satelliteAvailable, sat.available ? 'Available' : 'Not available'],
            [text.download, `${sat.speeds.download} Mbps`],
            [text.upload, `${sat.speeds.upload} Mbps`],
            [text.monthlyCost, cedis(sat.cost)],
            [text.suitability, `${sat.suitability}%`],
          ]}
        />
      </Card>
      <Card title={text.alternativesTitle} headingLevel={3}>
        <Columns as="ul" gap="4" minItemWidth="12rem">
          {result.alternatives.map((alt) => (
            <li key={alt.technology} className={shared.panel}>
              <Inline gap="3" align="center">
                <TechIcon technology={alt.technology} />
                <strong>{TECHNOLOGY_LABELS[alt.technology]}</strong>
              </Inline>
              <p className={shared.muted}>
                {cedis(alt.estimatedCost)}/month · {text.deployment} {alt.deploymentTime}
              </p>
              <p className={shared.muted}>
                {text.pros}: {alt.pros.join('; ')}
              </p>
              <p className={shared.muted}>
                {text.cons}: {alt.cons.join('; ')}
              </p>
            </li>
          ))}
        </Columns>
      </Card>
    </Stack>
  );
}

/** /ai-coverage: the explanation, the regional figures, the request form and its recommendation. */
export function AiCoverageScreen({ view, onFieldChange, onSubmit }: AiCoverageScreenProps) {
  const { form, outcome } = view;
  const analyzing = outcome.status === 'analyzing';
  // prerendered: what was typed before the scripts ran is kept
  const toolForm = useRef<HTMLFormElement>(null);
  useKeepTypedValues(toolForm);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!analyzing) onSubmit();
  };
  const numberField = (field: 'minDownload' | 'minUpload' | 'maxLatency' | 'budget') => (
    <TextField
      label={text[field]}
      name={field}
      inputMode="decimal"
      value={form[field]}
      onChange={(value) => onFieldChange(field, value)}
    />
  );
  return (
    <>
      <Hero title={text.heroTitle} lead={text.heroLead} tone="inverse" />
      <Section title={text.stepsTitle} align="center">
        <Columns as="ol" gap="4" minItemWidth="12rem">
          {text.steps.map((step, i) => (
            <li key={step.title} className={shared.panel}>
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <h3>{step.title}</h3>
              <p className={shared.muted}>{step.text}</p>
            </li>
          ))}
        </Columns>
      </Section>
      <Section title={text.regionalTitle} description={text.regionalLead} tone="sunken">
        <Columns as="dl" gap="4" minItemWidth="12rem">
          {REGIONAL_PERFORMANCE.map((r) => (
            <div key={r.label} className={shared.panel}>
              <dt className={shared.muted}>{r.label}</dt>
              <dd className={shared.headline}>
                {r.download}/{r.upload} Mbps
              </dd>
            </div>
          ))}
        </Columns>
      </Section>
      <Section title={text.factorsTitle}>
        <ul className={styles.list}>
          {text.factors.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </Section>
      <Section title={text.toolTitle} id="recommendation">
        <div className={styles.tool}>
          <Stack
            method="post"
            ref={toolForm}
            as="form"
            gap="4"
            aria-label={text.toolTitle}
            onSubmit={submit}
            noValidate
          >
            <TextField
              label={text.address}
              name="address"
              autoComplete="street-address"
              isRequired
              value={form.address}
              errorMessage={view.addressError}
              onChange={(value) => onFieldChange('address', value)}
            />
            <Columns gap="3" columns={2}>
              <NativeSelect
                label={text.region}
                name="region"
                options={REGION_OPTIONS}
                value={form.region}
                onChange={(value) => onFieldChange('region', value)}
              />
              <NativeSelect
                label={text.zone}
                name="zone"
                options={ZONE_OPTIONS}
                value={form.zone}
                onChange={(value) => onFieldChange('zone', value)}
              />
            </Columns>
            <Columns gap="3" columns={2}>
              {numberField('minDownload')}
              {numberField('minUpload')}
            </Columns>
            <Columns gap="3" columns={2}>
              {numberField('maxLatency')}
              {numberField('budget')}
            </Columns>
            <Checkbox isSelected={form.businessUse} onChange={(value) => onFieldChange('businessUse', value)}>
              {text.businessUse}
            </Checkbox>
            <Checkbox
              isSelected={form.redundancyRequired}
              onChange={(value) => onFieldChange('redundancyRequired', value)}
            >
              {text.redundancyRequired}
            </Checkbox>
            <Button type="submit" size="lg" fullWidth isPending={analyzing} pendingLabel={m.analyzing}>
              {text.submit}
            </Button>
          </Stack>
          <div aria-live="polite">
            {outcome.status === 'idle' ? <p className={styles.placeholder}>{text.placeholder}</p> : null}
            {outcome.status === 'analyzing' ? <p className={styles.placeholder}>{m.analyzing}</p> : null}
            {outcome.status === 'failed' ? <Alert tone="danger">{outcome.message}</Alert> : null}
            {outcome.status === 'result' ? <Recommendation result={outcome.result} /> : null}
          </div>
        </div>
      </Section>
      <Section title={text.ctaTitle} description={text.ctaLead} align="center" tone="sunken">
        <Inline gap="3" justify="center">
          <Button href={paths.contact} size="lg">
            {text.ctaContact}
          </Button>
          <Button href={paths.contact} size="lg" variant="secondary">
            {text.ctaSurvey}
          </Button>
        </Inline>
      </Section>
    </>
  );
}
