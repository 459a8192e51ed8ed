import { formatMoney, periodSuffix } from '../../domain/format/money';
import { cx } from '../private/cx';
import { visuallyHidden } from '../private/visuallyHidden.css';
import * as styles from './Money.css';

export interface MoneyProps {
  amount: number;
  /** ISO code, default GHS (shown as GH₵). */
  currency?: string;
  /** The amount is in minor units (pesewas), as the card provider reports it. */
  minorUnits?: boolean;
  /** Adds '/month' or '/year' after the amount (read as "per month" / "per year"). */
  period?: 'monthly' | 'yearly';
  size?: keyof typeof styles.size;
  /** Show negative amounts (refunds, credits) in the danger colour; the minus sign stays. */
  toneNegative?: boolean;
  className?: string;
}

/**
 * An amount of money in the one format used everywhere: 'GH₵ 1,100.00' (symbol, space, thousands
 * separators, 2 decimals; see src/domain/format/money.ts). Use it for every price and payment;
 * for typing an amount use AmountField.
 */
export function Money({
  amount,
  currency = 'GHS',
  minorUnits,
  period,
  size = 'inherit',
  toneNegative,
  className,
}: MoneyProps) {
  const text = formatMoney(amount, { currency, minorUnits });
  const isNegative = text.startsWith('-');
  return (
    <span className={cx(styles.money, styles.size[size], toneNegative && isNegative && styles.negative, className)}>
      {text}
      {period ? (
        <span className={styles.period}>
          <span aria-hidden="true">{periodSuffix(period)}</span>
          <span className={visuallyHidden}>{period === 'yearly' ? ' per year' : ' per month'}</span>
        </span>
      ) : null}
    </span>
  );
}
