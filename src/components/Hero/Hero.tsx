import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './Hero.css';

/** A key figure shown under the lead: a short label over a large value. */
export interface HeroHighlight {
  label: string;
  value: string;
}

export interface HeroProps {
  /** The page's h1. */
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Key figures under the lead (the home page's uptime, speed and user claims). */
  highlights?: readonly HeroHighlight[];
  /** Accessible name of the highlights list, e.g. 'Why customers choose us'. */
  highlightsLabel?: string;
  /** Calls to action (Buttons or links). */
  actions?: ReactNode;
  /** Content beside the copy from 1024 px, under it below (the coverage checker box, an image). */
  aside?: ReactNode;
  align?: 'start' | 'center';
  /** `accent`: a light accent wash; `inverse`: the inverse surface (dark in the light theme). */
  tone?: 'accent' | 'inverse';
}

/**
 * The opening band of a marketing page with the page's only h1, a lead paragraph, key figures,
 * calls to action and an optional side panel (the home page's coverage checker). One per page,
 * first in main. For later bands use Section.
 */
export function Hero({
  title,
  eyebrow,
  lead,
  highlights,
  highlightsLabel,
  actions,
  aside,
  align = 'start',
  tone = 'accent',
}: HeroProps) {
  const centered = align === 'center' && !aside;
  return (
    <div className={cx(styles.hero, tone === 'inverse' && styles.heroInverse)}>
      <div className={cx(styles.inner, centered && styles.innerCentered)}>
        <div className={styles.copy}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {highlights?.length ? (
            <ul className={cx(styles.highlights, centered && styles.highlightsCentered)} aria-label={highlightsLabel}>
              {highlights.map((h) => (
                <li key={h.label}>
                  <span className={styles.highlightLabel}>{h.label}</span>
                  <span className={styles.highlightValue}>{h.value}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {actions ? <div className={cx(styles.actions, centered && styles.actionsCentered)}>{actions}</div> : null}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
    </div>
  );
}
