import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ChevronLeftIcon, ClockIcon } from '../Icon/Icon';
import { cx } from '../private/cx';
import * as styles from './ComingSoonPanel.css';

export interface ComingSoonPanelProps {
  /** The feature's name, e.g. "Usage & Speed" or "Support". */
  feature: string;
  description?: ReactNode;
  /** The way back (product rule: a button back to billing). */
  backLabel?: string;
  /** Either a route to go back to ... */
  backHref?: string;
  /** ... or a callback (e.g. select the Billing & Payments tab). */
  onBack?: () => void;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * Placeholder for a feature that is not built yet (dashboard "Usage & Speed (Coming Soon)",
 * "Support (Coming Soon)", admin settings, two-factor setup), always with a button back to a
 * working place. Do not use it for empty data (EmptyState) or for errors (Alert).
 */
export function ComingSoonPanel({
  feature,
  description = "We're still building this. Check back soon.",
  backLabel = 'Back to Billing & Payments',
  backHref,
  onBack,
  headingLevel,
  className,
}: ComingSoonPanelProps) {
  const back =
    backHref !== undefined ? (
      <Button href={backHref} variant="secondary" icon={<ChevronLeftIcon />} onPress={onBack}>
        {backLabel}
      </Button>
    ) : onBack ? (
      <Button variant="secondary" icon={<ChevronLeftIcon />} onPress={onBack}>
        {backLabel}
      </Button>
    ) : null;
  return (
    <EmptyState
      title={`${feature} is coming soon`}
      description={description}
      icon={<ClockIcon />}
      actions={back}
      headingLevel={headingLevel}
      className={cx(styles.root, className)}
    />
  );
}
