import { type KeyboardEvent, useRef } from 'react';
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

const CYCLES: readonly BillingCycle[] = ['monthly', 'yearly'];
const MOVES: Record<string, (index: number) => number> = {
  ArrowRight: (i) => (i + 1) % CYCLES.length,
  ArrowDown: (i) => (i + 1) % CYCLES.length,
  ArrowLeft: (i) => (i + CYCLES.length - 1) % CYCLES.length,
  ArrowUp: (i) => (i + CYCLES.length - 1) % CYCLES.length,
  Home: () => 0,
  End: () => CYCLES.length - 1,
};

/**
 * The Monthly / Yearly switch above plan cards and on the payment details step, with a savings
 * badge on Yearly. A radio group of two native buttons: Tab reaches the selected option, arrow
 * keys move between the options, Space or Enter (or a click) selects, and one is always selected.
 * (It was React Aria's ToggleButtonGroup, whose press and focus machinery cost /packages 17 KB.)
 * Don't use it for more than two cycles or for on/off settings (use Switch).
 */
export function BillingCycleToggle({
  value,
  onChange,
  savingsLabel,
  label = 'Billing cycle',
  showLabel = false,
  isDisabled,
}: BillingCycleToggleProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    buttons.current[move(index)]?.focus();
  };
  return (
    <div className={styles.wrapper}>
      {showLabel ? (
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
      ) : null}
      <div role="radiogroup" aria-label={label} aria-disabled={isDisabled || undefined} className={styles.group}>
        {CYCLES.map((cycle, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a segmented control styled as two buttons (the savings badge sits inside one); ARIA's radio pattern with roving focus, as React Aria's ToggleButtonGroup rendered it
          <button
            key={cycle}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="radio"
            aria-checked={value === cycle}
            tabIndex={value === cycle ? 0 : -1}
            disabled={isDisabled}
            onClick={() => {
              if (value !== cycle) onChange(cycle);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={styles.option}
          >
            {cycle === 'monthly' ? 'Monthly' : 'Yearly'}
            {cycle === 'yearly' && savingsLabel ? <span className={styles.savings}>{savingsLabel}</span> : null}
          </button>
        ))}
      </div>
    </div>
  );
}
