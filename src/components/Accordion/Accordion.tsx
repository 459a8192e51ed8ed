import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
import { ChevronDownIcon } from '../Icon/Icon';
import * as styles from './Accordion.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Heading level of the item titles, to fit the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Uncontrolled: the item open at first. */
  defaultExpandedId?: string;
  /** Controlled: the open item (null for none). */
  expandedId?: string | null;
  onExpandedChange?: (id: string | null) => void;
}

/**
 * A stack of questions or sections where one is open at a time: opening another closes the first,
 * pressing the open one closes it (FAQs, plan details). Built on react-aria DisclosureGroup: each
 * title is a heading holding a button with aria-expanded; Enter or Space toggles. Use Tabs when
 * people switch between peer views, and plain sections when everything should stay visible.
 */
export function Accordion({
  items,
  headingLevel = 3,
  defaultExpandedId,
  expandedId,
  onExpandedChange,
}: AccordionProps) {
  const controlled = expandedId !== undefined;
  const toId = (keys: Set<Key>) => {
    const first = [...keys][0];
    return first === undefined ? null : String(first);
  };
  return (
    <DisclosureGroup
      className={styles.group}
      allowsMultipleExpanded={false}
      defaultExpandedKeys={defaultExpandedId ? [defaultExpandedId] : undefined}
      expandedKeys={controlled ? (expandedId ? [expandedId] : []) : undefined}
      onExpandedChange={(keys) => onExpandedChange?.(toId(keys))}
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} isDisabled={item.isDisabled} className={styles.item}>
          <Heading level={headingLevel} className={styles.heading}>
            <AriaButton slot="trigger" className={styles.trigger}>
              <span>{item.title}</span>
              <ChevronDownIcon size="md" className={styles.chevron} />
            </AriaButton>
          </Heading>
          <DisclosurePanel className={styles.panel}>
            <div className={styles.panelInner}>{item.content}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
