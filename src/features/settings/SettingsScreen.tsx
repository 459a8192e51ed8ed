import type { ReactNode } from 'react';
import { Alert, Button, Inline, Spinner } from '@/components';
import * as styles from './SettingsScreen.css';
import { SECTION_ORDER, SECTION_TITLES, type SettingsSectionId, sectionAnchor } from './SettingsSections';
import type { SettingsView } from './settings.view';

export const settingsText = {
  title: 'Settings',
  intro: 'Each section saves on its own.',
  loading: 'Loading your settings...',
  retry: 'Try again',
  sections: 'Settings sections',
} as const;

export interface SettingsScreenProps {
  view: SettingsView;
  onRetry: () => void;
  /** the seven sections, rendered once the settings are loaded (each runs its own machine) */
  sections?: Partial<Record<SettingsSectionId, ReactNode>>;
}

/** /settings: a heading, in-page links to the seven sections, then the sections. */
export function SettingsScreen({ view, onRetry, sections = {} }: SettingsScreenProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{settingsText.title}</h1>
      {view.status === 'loading' ? <Spinner label={settingsText.loading} showLabel /> : null}
      {view.status === 'failed' ? (
        <Alert
          tone="danger"
          actions={
            <Button variant="secondary" onPress={onRetry}>
              {settingsText.retry}
            </Button>
          }
        >
          {view.message}
        </Alert>
      ) : null}
      {view.status === 'ready' ? (
        <>
          <p className={styles.intro}>{settingsText.intro}</p>
          <nav aria-label={settingsText.sections}>
            <Inline as="ul" gap="3">
              {SECTION_ORDER.map((id) => (
                <li key={id}>
                  <a href={`#${sectionAnchor(id)}`}>{SECTION_TITLES[id]}</a>
                </li>
              ))}
            </Inline>
          </nav>
          {SECTION_ORDER.map((id) => (
            <div key={id}>{sections[id]}</div>
          ))}
        </>
      ) : null}
    </div>
  );
}
