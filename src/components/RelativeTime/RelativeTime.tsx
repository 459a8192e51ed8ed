import { formatDateTime, isoDateTime } from '../../domain/format/date';
import { formatRelativeTime, type TimeInput } from '../../domain/format/relativeTime';
import { cx } from '../private/cx';
import * as styles from './RelativeTime.css';

export interface RelativeTimeProps {
  /** The moment: a Date, epoch milliseconds or an ISO string (convert API epoch seconds with fromEpochSeconds). */
  value: TimeInput;
  /** The current time; a prop so stories and tests are deterministic. The app passes a clock value. */
  now: TimeInput;
  /** Secondary text style (small, muted). */
  muted?: boolean;
  className?: string;
}

/**
 * A past moment as 'Just now', '5 minutes ago', '3 hours ago', '2 days ago', then the date from
 * 7 days on. Renders `<time dateTime>` with the exact date and time as a tooltip. It does not
 * tick by itself: re-render with a new `now` to update.
 */
export function RelativeTime({ value, now, muted, className }: RelativeTimeProps) {
  return (
    <time
      dateTime={isoDateTime(value)}
      title={formatDateTime(value)}
      className={cx(styles.time, muted && styles.muted, className)}
    >
      {formatRelativeTime(value, now)}
    </time>
  );
}
