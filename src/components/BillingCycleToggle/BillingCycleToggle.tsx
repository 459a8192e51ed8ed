import type { Key } from 'react-aria-components';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import * as styles from './BillingCycleToggle.css';

export type BillingCycle = 'monthly' | 'yearly';

export interface BillingCycleToggleProps {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
  /** The badge on Yearly, e.g. 'Save up to 17%' (packages page) or 'Save 20%'; omit for none. */
  savingsLabel?: string;
  /** Names the group for screen readers (default 'Billing cycle'). */
  label?: string;
  /** Show the label above the options (it is always read by screen readers). */
  showLabel?: boolean;
  isDisabled?: boolean;
}

/**
 * The Monthly / Yearly switch above plan cards and on the payment details step, with a savings
 * badge on Yearly. A react-aria ToggleButtonGroup with single selection: a radio group where
 * arrow keys move between the two options and one is always selected. Don't use it for more
 * than two cycles or for on/off settings (use Switch).
 */
export function BillingCycleToggle({
  value,
  onChange,
  savingsLabel,
  label = 'Billing cycle',
  showLabel = false,
  isDisabled,
}: BillingCycleToggleProps) {
  const onSelectionChange = (keys: Set<Key>) => {
    const next = [...keys][0];
    if (next === 'monthly' || next === 'yearly') onChange(next);
  };
  return (
    <div className={styles.wrapper}>
      {showLabel ? (
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
      ) : null}
      <ToggleButtonGroup
        aria-label={label}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[value]}
        onSelectionChange={onSelectionChange}
        isDisabled={isDisabled}
        className={styles.group}
      >
        <ToggleButton id="monthly" className={styles.option}>
          Monthly
        </ToggleButton>
        <ToggleButton id="yearly" className={styles.option}>
          Yearly
          {savingsLabel ? <span className={styles.savings}>{savingsLabel}</span> : null}
        </ToggleButton>
      </ToggleButtonGroup>
    </div>
  );
}
