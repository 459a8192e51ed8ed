import { Accordion, BillingCycleToggle, Link, PlanCard, Section, Stack } from '@/components';
import { paths } from '../../domain/paths';
import { yearlySavingsNote } from '../../domain/plans';
import { NetworkLogos } from './NetworkLogos';
import * as styles from './Payment.css';
import { type PackagesView, packagesFaq, packagesText as text } from './packages.view';
import type { BillingCycle } from './rules';
import { useViewedWhenHalfVisible } from './useViewedWhenHalfVisible';

export interface PackagesScreenProps {
  view: PackagesView;
  onCycleChange: (cycle: BillingCycle) => void;
  onSubscribe: (planId: string) => void;
  /** a card became 50% visible */
  onPlanViewed: (planId: string) => void;
}

/**
 * /packages: the city broadband family (its name and description from the catalogue), the monthly/yearly toggle,
 * four plan cards, a line on satellite service, the mobile money block and the FAQ (spec billing §2).
 */
export function PackagesScreen({ view, onCycleChange, onSubscribe, onPlanViewed }: PackagesScreenProps) {
  const observe = useViewedWhenHalfVisible(onPlanViewed);
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <Stack as="header" gap="4">
        <h1 className={styles.heading}>{text.title}</h1>
        <p className={styles.text}>{text.subtitle}</p>
      </Stack>
      <Section title={text.plansTitle} eyebrow={text.plansEyebrow} description={text.plansText}>
        <Stack gap="4">
          <BillingCycleToggle
            value={view.cycle}
            onChange={onCycleChange}
            savingsLabel={view.savingsLabel ?? undefined}
          />
          <ul className={styles.grid} aria-label="Plans">
            {view.plans.map((plan) => (
              <li key={plan.id} ref={observe(plan.id)} data-plan={plan.id}>
                <PlanCard
                  name={plan.name}
                  description={plan.description}
                  speedMbps={plan.speedMbps}
                  dataCapGb={plan.dataCapGb}
                  priceMonthly={plan.priceMonthly}
                  priceYearly={plan.priceYearly}
                  savingsNote={yearlySavingsNote(plan)}
                  cycle={view.cycle}
                  features={plan.features}
                  badge={plan.badge}
                  ctaLabel="Subscribe"
                  onSelect={() => onSubscribe(plan.id)}
                  isPending={view.status === 'leaving'}
                  isSignedOut={!view.signedIn}
                  loginHref={plan.loginHref}
                  signupHref={paths.signup}
                />
              </li>
            ))}
          </ul>
          <p className={styles.text}>
            {text.otherFamily} <Link href={paths.services}>{text.otherFamilyLink}</Link>
          </p>
        </Stack>
      </Section>
      <Section title={text.momoTitle}>
        <Stack gap="4">
          <p className={styles.text}>{text.momoText}</p>
          <NetworkLogos />
        </Stack>
      </Section>
      <Section title={text.faqTitle}>
        <Accordion items={packagesFaq.map((q) => ({ id: q.id, title: q.question, content: <p>{q.answer}</p> }))} />
      </Section>
    </div>
  );
}
