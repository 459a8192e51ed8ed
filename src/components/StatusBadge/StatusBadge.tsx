import { Badge } from '../Badge/Badge';
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

const paths: Record<StatusKind, string> = {
  check: 'M3.5 8.5l3 3 6-7',
  clock: 'M8 4.5V8l2.5 1.5M14 8A6 6 0 1 1 2 8a6 6 0 0 1 12 0z',
  alert: 'M8 4.5v4.5M8 11.25v.25M14 8A6 6 0 1 1 2 8a6 6 0 0 1 12 0z',
  cross: 'M4.5 4.5l7 7M11.5 4.5l-7 7',
  pause: 'M6 4.5v7M10 4.5v7',
  dash: 'M4 8h8',
};

function StatusIcon({ kind }: { kind: StatusKind }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[kind]} />
    </svg>
  );
}

/**
 * The status of a payment, invoice or subscription as text, colour and icon together
 * (never colour alone). Colours follow the spec: paid/success/active green, failed red, others
 * yellow; grace period orange; suspended and terminated red.
 */
export function StatusBadge({ status, label, tone, size = 'md', srPrefix = 'Status:' }: StatusBadgeProps) {
  const style = statusStyle(status);
  return (
    <Badge
      tone={tone ?? style.tone}
      size={size}
      icon={<StatusIcon kind={style.icon} />}
      srPrefix={srPrefix || undefined}
      className={styles.statusBadge}
    >
      {label ?? style.label}
    </Badge>
  );
}
