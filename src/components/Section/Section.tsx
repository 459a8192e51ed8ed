import { type ReactNode, useId } from 'react';
import { cx } from '../private/cx';
import * as styles from './Section.css';

export interface SectionProps {
  /** The section's heading; it names the region. */
  title: ReactNode;
  /** Heading level (default 2: sections sit under the page's h1). */
  headingLevel?: 2 | 3;
  /** A short line above the title ('Our Plans'). */
  eyebrow?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Anchor target for in-page links ('#packages'); scrolling leaves room for the fixed header. */
  id?: string;
  tone?: keyof typeof styles.tone;
  align?: 'start' | 'center';
}

/**
 * A page band with a heading: the home page's Packages, About and Contact sections, a page's
 * Core Values or FAQ. It is a named region with a centred content width and room for the fixed
 * header when jumped to. For a framed group inside a section use Card; for the page's opening
 * band use Hero.
 */
export function Section({
  title,
  headingLevel = 2,
  eyebrow,
  description,
  children,
  id,
  tone = 'page',
  align = 'start',
}: SectionProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section id={id} aria-labelledby={titleId} className={[styles.section, styles.tone[tone]].join(' ')}>
      <div className={styles.inner}>
        <div className={cx(styles.header, align === 'center' && styles.centered)}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
