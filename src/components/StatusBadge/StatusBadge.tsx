import { Badge } from '../Badge/Badge';
import {
  AlertSmallIcon,
  CheckSmallIcon,
  ClockSmallIcon,
  CrossSmallIcon,
  DashSmallIcon,
  PauseSmallIcon,
} from '../Icon/Icon';
import type { Tone } from '../private/tone';
import * as styles from './StatusBadge.css';

export type StatusTone = Tone;

/** The small icons a status can carry beside its words. */
export type StatusIcon = 'check' | 'clock' | 'alert' | 'cross' | 'pause' | 'dash';

/** How a status looks: the words, the colour and the icon (the feature that owns the status decides). */
export interface StatusLook {
  label: string;
  tone: StatusTone;
  icon?: StatusIcon;
}

export interface StatusBadgeProps extends StatusLook {
  size?: 'sm' | 'md';
  /** Read before the label by screen readers only (default "Status:"); pass '' to omit. */
  srPrefix?: string;
  /** Wrap a long label in a narrow place rather than cut it (a standing such as 'Grace period: 2 days remaining'). */
  wrap?: boolean;
}

const statusIcons: Record<StatusIcon, typeof CheckSmallIcon> = {
  check: CheckSmallIcon,
  clock: ClockSmallIcon,
  alert: AlertSmallIcon,
  cross: CrossSmallIcon,
  pause: PauseSmallIcon,
  dash: DashSmallIcon,
};

/**
 * A status as text, colour and icon together (never colour alone). The caller says what the status
 * looks like (billing's `statusLook` for payments, invoices and subscriptions); the badge only shows it.
 */
export function StatusBadge({
  label,
  tone,
  icon = 'dash',
  size = 'md',
  srPrefix = 'Status:',
  wrap = false,
}: StatusBadgeProps) {
  const StatusIconComponent = statusIcons[icon];
  return (
    <Badge
      tone={tone}
      size={size}
      icon={<StatusIconComponent />}
      srPrefix={srPrefix || undefined}
      wrap={wrap}
      className={styles.statusBadge}
    >
      {label}
    </Badge>
  );
}
