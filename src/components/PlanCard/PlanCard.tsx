import { useId } from 'react';
import { Badge, type BadgeTone } from '../Badge/Badge';
import type { BillingCycle } from '../BillingCycleToggle/BillingCycleToggle';
import { Button } from '../Button/Button';
import { CheckIcon } from '../Icon/Icon';
import { Money } from '../Money/Money';
import { AppAnchor } from '../private/appLink';
import { cx } from '../private/cx';
import * as styles from './PlanCard.css';

export type PlanBadge = 'Most Popular' | 'Best Value' | 'Enterprise';

export interface PlanCardProps {
  name: string;
  description?: string;
  speedMbps: number;
  /** 0 means unlimited (product rule: data_cap_gb). */
  dataCapGb: number;
  /** pesewas, as the catalogue and the API hold them (GH₵ 50.00 is 5000) */
  priceMonthly: number;
  /** pesewas */
  priceYearly: number;
  /** The note under a yearly price ('Save 8% (GH₵ 100.00 a year)': src/domain/plans.ts `yearlySavingsNote`); shown only for the yearly cycle. */
  savingsNote?: string | null;
  currency?: string;
  cycle: BillingCycle;
  features: string[];
  badge?: PlanBadge | null;
  /** The call to action: 'Subscribe', 'Get Started'... a link when `ctaHref` is set, else a button. */
  ctaLabel?: string;
  ctaHref?: string;
  onSelect?: () => void;
  isPending?: boolean;
  /**
   * Signed-out visitor: the action becomes a disabled 'Login to Subscribe' with links to the login
   * and signup pages (`loginHref`, `signupHref`) below it.
   */
  isSignedOut?: boolean;
  loginHref: string;
  signupHref: string;
  headingLevel?: 2 | 3 | 4;
}

const badgeTone: Record<PlanBadge, { tone: BadgeTone; variant: 'solid' | 'subtle' }> = {
  'Most Popular': { tone: 'accent', variant: 'solid' },
  'Best Value': { tone: 'highlight', variant: 'subtle' },
  Enterprise: { tone: 'neutral', variant: 'solid' },
};

/** 'Unlimited' for a cap of 0, else '100 GB'. */
export function dataAllowance(dataCapGb: number): string {
  return dataCapGb > 0 ? `${dataCapGb} GB` : 'Unlimited';
}

/**
 * One plan in a plan grid: name, badge, price for the chosen cycle (with the caller's note on the yearly saving), speed,
 * data allowance, features and the call to action. The 'Most Popular' plan gets an accent outline.
 * For a signed-out visitor the action is a disabled 'Login to Subscribe' with Login / Sign Up links.
 * Put cards in a grid under a BillingCycleToggle; for a plan summary inside a payment step use
 * DescriptionList.
 */
export function PlanCard({
  name,
  description,
  speedMbps,
  dataCapGb,
  priceMonthly,
  priceYearly,
  savingsNote,
  currency = 'GHS',
  cycle,
  features,
  badge,
  ctaLabel = 'Subscribe',
  ctaHref,
  onSelect,
  isPending,
  isSignedOut = false,
  loginHref,
  signupHref,
  headingLevel = 3,
}: PlanCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const price = cycle === 'yearly' ? priceYearly : priceMonthly;

  return (
    <article aria-labelledby={titleId} className={cx(styles.card, badge === 'Most Popular' && styles.featured)}>
      <div className={styles.head}>
        <div className={styles.badgeRow}>
          {badge ? (
            <Badge tone={badgeTone[badge].tone} variant={badgeTone[badge].variant} srPrefix="Plan badge:">
              {badge}
            </Badge>
          ) : null}
        </div>
        <Heading id={titleId} className={styles.name}>
          {name}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>

      <div className={styles.price}>
        <Money amount={price} currency={currency} minorUnits period={cycle} size="xl" />
        {cycle === 'yearly' && savingsNote ? <p className={styles.priceNote}>{savingsNote}</p> : null}
      </div>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factTerm}>Speed</dt>
          <dd className={styles.factValue}>{speedMbps} Mbps</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factTerm}>Data</dt>
          <dd className={styles.factValue}>{dataAllowance(dataCapGb)}</dd>
        </div>
      </dl>

      {features.length > 0 ? (
        <ul className={styles.features} aria-label={`${name} features`}>
          {features.map((feature) => (
            <li key={feature} className={styles.feature}>
              <CheckIcon size="md" className={styles.featureIcon} />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}

      <div className={styles.actions}>
        {isSignedOut ? (
          <>
            <Button fullWidth isDisabled variant="secondary">
              Login to Subscribe
            </Button>
            <p className={styles.signInLinks}>
              <AppAnchor href={loginHref} className={styles.textLink}>
                Login
              </AppAnchor>
              <span aria-hidden="true">or</span>
              <AppAnchor href={signupHref} className={styles.textLink}>
                Sign Up
              </AppAnchor>
            </p>
          </>
        ) : ctaHref ? (
          <Button
            fullWidth
            href={ctaHref}
            variant={badge === 'Most Popular' ? 'primary' : 'secondary'}
            aria-label={`${ctaLabel}: ${name}`}
          >
            {ctaLabel}
          </Button>
        ) : (
          <Button
            fullWidth
            onPress={onSelect}
            isPending={isPending}
            variant={badge === 'Most Popular' ? 'primary' : 'secondary'}
            aria-label={`${ctaLabel}: ${name}`}
          >
            {ctaLabel}
          </Button>
        )}
      </div>
    </article>
  );
}
