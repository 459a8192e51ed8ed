import { Badge } from '../Badge/Badge';
import {
  AlertSmallIcon,
  CheckSmallIcon,
  ClockSmallIcon,
  CrossSmallIcon,
  DashSmallIcon,
  PauseSmallIcon,
} from '../Icon/Icon';
import * as styles from './StatusBadge.css';
import { type StatusKind, type StatusTone, statusStyle } from './statuses';

export interface StatusBadgeProps {
  /** A payment, invoice, subscription or account status: paid, pending, overdue, failed, cancelled, active, grace_period, suspended, terminated... */
  status: string;
  /** Replaces the default text, e.g. 'Grace period: 2 days left'. */
  label?: string;
  /** Overrides the colour where a screen's rule differs (the subscriber dashboard shows non-active subscriptions red). */
  tone?: StatusTone;
  size?: 'sm' | 'md';
  /** Read before the label by screen readers only (default "Status:"); pass '' to omit. */
  srPrefix?: string;
}

const statusIcons: Record<StatusKind, typeof CheckSmallIcon> = {
  check: CheckSmallIcon,
  clock: ClockSmallIcon,
  alert: AlertSmallIcon,
  cross: CrossSmallIcon,
  pause: PauseSmallIcon,
  dash: DashSmallIcon,
};

/**
 * The status of a payment, invoice or subscription as text, colour and icon together
 * (never colour alone). Colours follow the product rule: paid/success/active green, failed red, others
 * yellow; grace period orange; suspended and terminated red.
 */
export function StatusBadge({ status, label, tone, size = 'md', srPrefix = 'Status:' }: StatusBadgeProps) {
  const style = statusStyle(status);
  const StatusIcon = statusIcons[style.icon];
  return (
    <Badge
      tone={tone ?? style.tone}
      size={size}
      icon={<StatusIcon />}
      srPrefix={srPrefix || undefined}
      className={styles.statusBadge}
    >
      {label ?? style.label}
    </Badge>
  );
}
