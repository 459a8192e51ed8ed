import { type ReactNode, type Ref, useId } from 'react';
import { focusTarget } from '../focus/focusTarget.css';
import { cx } from '../private/cx';
import * as styles from './Card.css';

export type CardVariant = keyof typeof styles.variant;

export interface CardProps {
  children?: ReactNode;
  /** The card's heading; it names the card's region for screen readers. */
  title?: ReactNode;
  /** Heading level of the title, to keep the page outline right (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  description?: ReactNode;
  /** Buttons or links on the header's right (wrap under the title on small screens). */
  actions?: ReactNode;
  /** Content pinned to the bottom, above a divider (calls to action). */
  footer?: ReactNode;
  variant?: CardVariant;
  padding?: keyof typeof styles.padding;
  /** An accent outline for the one card to notice (the recommended plan). */
  isHighlighted?: boolean;
  /** The element: `section` (default when titled, a named region), `article` for self-contained items, `div` otherwise. */
  as?: 'section' | 'article' | 'div' | 'li';
  className?: string;
  id?: string;
  /**
   * The heading, for a flow that moves focus to it when its step appears (it gets tabIndex -1 and a
   * ring only for keyboard users).
   */
  titleRef?: Ref<HTMLHeadingElement>;
}

/**
 * A surface that groups related content under an optional heading: the current subscription, a
 * payment method list, a plan. Not interactive itself: put Buttons or Links inside. Don't nest
 * cards, and don't use one just for spacing (use layout primitives).
 */
export function Card({
  children,
  title,
  headingLevel = 3,
  description,
  actions,
  footer,
  variant = 'raised',
  padding = 'md',
  isHighlighted = false,
  as,
  className,
  id,
  titleRef,
}: CardProps) {
  const titleId = useId();
  const Element = as ?? (title ? 'section' : 'div');
  const Heading = `h${headingLevel}` as const;
  return (
    <Element
      id={id}
      aria-labelledby={title && Element !== 'div' ? titleId : undefined}
      className={cx(
        styles.card,
        styles.variant[variant],
        styles.padding[padding],
        isHighlighted && styles.highlighted,
        className,
      )}
    >
      {title || actions ? (
        <div className={styles.header}>
          <div className={styles.titles}>
            {title ? (
              <Heading
                id={titleId}
                ref={titleRef}
                tabIndex={titleRef ? -1 : undefined}
                className={cx(styles.title, titleRef && focusTarget)}
              >
                {title}
              </Heading>
            ) : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Element>
  );
}
