import type { ReactNode } from 'react';
import { Tabs as AriaTabs, type Key, Tab, TabList, TabPanel } from 'react-aria-components';
import { Badge } from '../Badge/Badge';
import * as styles from './Tabs.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
  isDisabled?: boolean;
  /** Adds a 'Coming Soon' badge (the tab stays selectable so its placeholder panel shows). */
  isComingSoon?: boolean;
}

export interface TabsProps {
  /** Names the tab list for screen readers, e.g. 'Subscriber dashboard'. */
  label: string;
  items: TabItem[];
  defaultSelectedId?: string;
  selectedId?: string;
  onSelectionChange?: (id: string) => void;
  /** 'manual': arrows move focus, Enter/Space select (for panels that load data). Default 'automatic'. */
  keyboardActivation?: 'automatic' | 'manual';
}

/**
 * Switches between peer views in one place (the subscriber dashboard's Overview, Settings, Billing,
 * Support; the admin panel's sections). react-aria Tabs: Tab reaches the selected tab, arrow keys
 * move, Home/End jump, then Tab enters the panel. The list scrolls sideways on small screens. Use
 * DashboardSidebar for navigation between pages and Accordion for optional detail.
 */
export function Tabs({
  label,
  items,
  defaultSelectedId,
  selectedId,
  onSelectionChange,
  keyboardActivation = 'automatic',
}: TabsProps) {
  const disabledKeys = items.filter((i) => i.isDisabled).map((i) => i.id);
  return (
    <AriaTabs
      className={styles.tabs}
      defaultSelectedKey={defaultSelectedId}
      selectedKey={selectedId}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
      disabledKeys={disabledKeys}
      keyboardActivation={keyboardActivation}
    >
      <TabList aria-label={label} className={styles.list}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
            {item.isComingSoon ? (
              <Badge size="sm" tone="neutral">
                Coming Soon
              </Badge>
            ) : null}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
