import type { ReactNode } from 'react';
import { visuallyHidden } from '../private/visuallyHidden.css';

/**
 * Text that screen readers, search engines and link lists read but the screen does not show: the
 * rest of a short visible label ("Learn More" + " about SkyLink Ghana"), so a link makes sense out
 * of context while the visible wording stays as designed. Prefer it to `aria-label` on links: the
 * accessible name then still starts with the visible text (WCAG 2.5.3) and crawlers see it too.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
