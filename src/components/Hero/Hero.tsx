import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './Hero.css';

export interface HeroProps {
  /** The page's h1. */
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Calls to action (Buttons or links). */
  actions?: ReactNode;
  /** Content beside the copy from 1024 px, under it below (the coverage checker box, an image). */
  aside?: ReactNode;
  align?: 'start' | 'center';
}

/**
 * The opening band of a marketing page with the page's only h1, a lead paragraph, calls to
 * action and an optional side panel (the home page's coverage checker). One per page, first in
 * main. For later bands use Section.
 */
export function Hero({ title, eyebrow, lead, actions, aside, align = 'start' }: HeroProps) {
  const centered = align === 'center' && !aside;
  return (
    <div className={styles.hero}>
      <div className={cx(styles.inner, centered && styles.innerCentered)}>
        <div className={styles.copy}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {actions ? <div className={cx(styles.actions, centered && styles.actionsCentered)}>{actions}</div> : null}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
    </div>
  );
}
