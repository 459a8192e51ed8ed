import type { ReactNode } from 'react';
import * as styles from './StatTile.css';

export interface StatGridProps {
  children: ReactNode;
  /** Names the group of figures for screen readers, e.g. 'Billing summary'. */
  'aria-label'?: string;
}

/** The container of StatTiles: a description list laid out as a responsive grid. */
export function StatGrid({ children, 'aria-label': ariaLabel }: StatGridProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of figures; fieldset is for form controls
    <div role="group" aria-label={ariaLabel}>
      <dl className={styles.grid}>{children}</dl>
    </div>
  );
}

export interface StatTileProps {
  label: string;
  /** The figure: text or a Money / StatusBadge element. */
  value: ReactNode;
  /** A short line under the value: 'Last payment 20 Nov 2026', '2 pending'. */
  hint?: ReactNode;
  icon?: ReactNode;
  /** The colour of the edge stripe; decorative, the label carries the meaning. */
  tone?: keyof typeof styles.tone;
}

/**
 * One key figure with its label (total paid this year, pending payments, account status). Put
 * tiles inside a StatGrid (a `dl`), which lays them out in as many columns as fit. For charts or
 * long lists use a table instead.
 */
export function StatTile({ label, value, hint, icon, tone = 'accent' }: StatTileProps) {
  return (
    <div className={[styles.tile, styles.tone[tone]].join(' ')}>
      <dt className={[styles.label, styles.labelRow].join(' ')}>
        <span>{label}</span>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
      </dt>
      <dd className={styles.value}>{value}</dd>
      {hint ? <dd className={styles.hint}>{hint}</dd> : null}
    </div>
  );
}
