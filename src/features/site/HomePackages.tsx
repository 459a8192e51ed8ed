import { BillingCycleToggle, Button, Link, PlanCard } from '@/components';
import { paths } from '../../domain/paths';
import { type BillingCycle, type Plan, yearlySavingsLabel, yearlySavingsNote } from '../../domain/plans';
import { otherFamilyNote } from './familyContent';
import { homeText as t } from './homeContent';
import * as styles from './site.css';

export interface HomePackagesProps {
  /** The residential family of the plan catalogue (Student, Home, Business), in page order. */
  plans: readonly Plan[];
  cycle: BillingCycle;
  onCycleChange: (cycle: BillingCycle) => void;
}

/**
 * The home page's Packages section body: the Monthly/Yearly toggle (the saving its plans' prices give), a card per plan
 * (Student badged Most Popular, Get Started to /contact), Contact Sales Team and a line on the other family
 * (city broadband, linking to /packages).
 */
export function HomePackages({ plans, cycle, onCycleChange }: HomePackagesProps) {
  return (
    <>
      <div className={styles.centerRow}>
        <BillingCycleToggle
          value={cycle}
          onChange={onCycleChange}
          savingsLabel={yearlySavingsLabel(plans) ?? undefined}
        />
      </div>
      <ul className={styles.grid3} aria-label="Packages">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              name={plan.name}
              description={plan.description}
              speedMbps={plan.speedMbps}
              dataCapGb={plan.dataCapGb}
              priceMonthly={plan.priceMonthly}
              priceYearly={plan.priceYearly}
              savingsNote={yearlySavingsNote(plan)}
              currency={plan.currency}
              cycle={cycle}
              features={[...plan.features]}
              badge={plan.badge === 'Most Popular' ? plan.badge : null}
              ctaLabel={t.getStarted}
              ctaHref={paths.contact}
              loginHref={paths.login}
              signupHref={paths.signup}
            />
          </li>
        ))}
      </ul>
      <div className={styles.centerRow}>
        <Button href={paths.contact} variant="secondary">
          {t.contactSales}
        </Button>
      </div>
      <p className={styles.muted}>
        {otherFamilyNote.text} <Link href={paths.packages}>{otherFamilyNote.link}</Link>
      </p>
    </>
  );
}
