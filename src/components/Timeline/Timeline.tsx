import type { ReactNode } from 'react';
import * as styles from './Timeline.css';

export interface TimelineEntry {
  /** The year or date shown above the title (product rule: timeline entry year, title, description). */
  year: string | number;
  title: string;
  description?: ReactNode;
}

export interface TimelineProps {
  entries: TimelineEntry[];
  /** Heading level of entry titles (default 3). */
  headingLevel?: 3 | 4;
  'aria-label'?: string;
}

/**
 * Milestones in order ('Our Journey' on the About page): from 768 px entries alternate left and
 * right of a centre line; below, they stack on one side. It is an ordered list, so order is read
 * out. For steps the user must go through use ProgressSteps.
 */
export function Timeline({ entries, headingLevel = 3, 'aria-label': ariaLabel }: TimelineProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className={styles.list} aria-label={ariaLabel}>
      {entries.map((entry) => (
        <li key={`${entry.year}-${entry.title}`} className={styles.item}>
          <span className={styles.dot} aria-hidden="true" />
          <div className={styles.card}>
            <p className={styles.year}>{entry.year}</p>
            <Heading className={styles.title}>{entry.title}</Heading>
            {entry.description ? <p className={styles.description}>{entry.description}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
