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
 * Text that screen readers, search engines and link lists read but the screen does not show:
 * - the rest of a short visible label ("Learn More" + " about SkyLink Ghana"), so a link makes sense out
 *   of context while the visible wording stays as designed. Prefer it to `aria-label` on links: the
 *   accessible name then still starts with the visible text (WCAG 2.5.3) and crawlers see it too;
 * - a word sighted users get from the layout ('Unread:');
 * - a live region that announces what changed without showing a second copy on screen.
 */
export function VisuallyHidden({ as: Tag = 'span', children, ...aria }: VisuallyHiddenProps) {
  return (
    <Tag className={visuallyHidden} {...aria}>
      {children}
    </Tag>
  );
}
