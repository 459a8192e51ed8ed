import type { AriaRole, ReactNode } from 'react';
import { visuallyHidden } from '../private/visuallyHidden.css';

export interface VisuallyHiddenProps {
  children?: ReactNode;
  /** `status` for a polite live region that says what changed (an operation running, a list updated) */
  role?: AriaRole;
  'aria-live'?: 'polite' | 'assertive' | 'off';
  'aria-atomic'?: boolean;
  /** a block (`div`) where a live region needs one; an inline `span` otherwise */
  as?: 'span' | 'div';
}

/**
 * Text for screen readers only: a word that sighted users get from the layout ('Unread:'), or a live
 * region that announces what changed without showing a second copy on screen.
 */
export function VisuallyHidden({ as: Tag = 'span', children, ...aria }: VisuallyHiddenProps) {
  return (
    <Tag className={visuallyHidden} {...aria}>
      {children}
    </Tag>
  );
}
