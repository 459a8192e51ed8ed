import type { ReactNode } from 'react';
import { SkipLink } from '../SkipLink/SkipLink';
import * as styles from './PageFrame.css';

export interface PageFrameProps {
  /** The site header (fixed at the top; the frame reserves its height). */
  header?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  /** id of the main landmark, the skip link's target. */
  mainId?: string;
}

/**
 * The page layout: skip link, header slot, the main landmark and a footer slot.
 * Every page of the site renders inside one frame.
 */
export function PageFrame({ header, footer, children, mainId = 'main-content' }: PageFrameProps) {
  return (
    <div className={styles.frame}>
      <SkipLink targetId={mainId} />
      {header ? <header className={styles.header}>{header}</header> : null}
      <main id={mainId} tabIndex={-1} className={header ? styles.main : styles.mainNoHeader}>
        {children}
      </main>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </div>
  );
}
