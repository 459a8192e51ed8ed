import { Meter } from 'react-aria-components';
import { type StrengthTone, strengthBand } from '../../domain/format/strength';
import { cx } from '../private/cx';
import type { Tone } from '../private/tone';
import * as styles from './PasswordStrengthMeter.css';

/**
 * The strength bands' colours in the design system's tone names; 'Good' is yellow (`caution`), kept apart
 * from the orange of 'Fair' (the amber `warning` of status badges looked almost the same as orange).
 */
const bandTone = {
  red: 'danger',
  orange: 'attention',
  yellow: 'caution',
  green: 'success',
} as const satisfies Record<StrengthTone, Tone | 'caution'>;

export interface PasswordStrengthMeterProps {
  /** Score 0-100 from `passwordStrength()`; `null` when the password is empty (nothing shown). */
  score: number | null;
  /** Name of the meter for assistive technology. */
  label?: string;
  /** Id of the text line, so a PasswordField can reference it with aria-describedby. */
  id?: string;
  className?: string;
}

/**
 * Shows how strong a new password is: a coloured bar (red under 30, orange to 59, yellow to 79,
 * green from 80) and the label Weak, Fair, Good or Strong. The text line is a polite live region
 * that stays mounted, so the label is announced as it changes without stealing focus.
 */
export function PasswordStrengthMeter({
  score,
  label = 'Password strength',
  id,
  className,
}: PasswordStrengthMeterProps) {
  const band = strengthBand(score);
  const tone = band ? bandTone[band.tone] : undefined;
  return (
    <div className={cx(styles.root, className)}>
      {band ? (
        <Meter value={band.score} aria-label={label} valueLabel={band.label} className={styles.track}>
          {({ percentage }) => (
            <div
              className={`${styles.fill} ${styles.fillTone[bandTone[band.tone]]}`}
              style={{ width: `${Math.max(percentage, 4)}%` }}
              data-tone={bandTone[band.tone]}
            />
          )}
        </Meter>
      ) : null}
      <p id={id} className={`${styles.text} ${tone ? styles.textTone[tone] : ''}`} aria-live="polite">
        {band ? (
          <>
            {label}: <span className={styles.value}>{band.label}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
