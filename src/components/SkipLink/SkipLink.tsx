import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  /** id of the element to jump to (the main landmark). */
  targetId: string;
  label?: string;
}

/** The first focusable element of every page: hidden until focused, jumps past the navigation. */
export function SkipLink({ targetId, label = 'Skip to main content' }: SkipLinkProps) {
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      {label}
    </a>
  );
}
