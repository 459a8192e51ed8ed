import { Button, Checkbox, Inline, Link } from '@/components';
import { paths } from '../../domain/paths';
import * as styles from './cookieBanner.css';

export const cookieText = {
  label: 'Cookie consent',
  title: 'We use cookies',
  text: 'Essential cookies keep the site working. With your permission we also use analytics cookies to learn how the site is used and improve it.',
  policy: 'Cookie Policy',
  accept: 'Accept',
  reject: 'Reject',
  preferences: 'Preferences',
  preferencesTitle: 'Cookie preferences',
  essential: 'Essential cookies',
  essentialHint: 'Always on: sign-in, security and your cookie choice.',
  analytics: 'Analytics cookies',
  analyticsHint: 'Anonymous statistics about pages visited. Never sold, never used for ads.',
  save: 'Save preferences',
} as const;

export type CookieBannerView = { status: 'asking' } | { status: 'customizing'; analytics: boolean };

export interface CookieBannerProps {
  view: CookieBannerView;
  onAccept: () => void;
  onReject: () => void;
  onCustomize: () => void;
  onAnalyticsChange: (value: boolean) => void;
  onSave: () => void;
}

/**
 * The cookie banner: a panel fixed at the bottom of the viewport, over the page (so nothing shifts),
 * with Accept, Reject and Preferences; the preferences show the two cookie kinds and Save.
 */
export function CookieBanner({ view, onAccept, onReject, onCustomize, onAnalyticsChange, onSave }: CookieBannerProps) {
  return (
    <section className={styles.banner} aria-label={cookieText.label}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 className={styles.title}>
            {view.status === 'customizing' ? cookieText.preferencesTitle : cookieText.title}
          </h2>
          <p className={styles.text}>
            {cookieText.text} <Link href={paths.cookiePolicy}>{cookieText.policy}</Link>
          </p>
          {view.status === 'customizing' ? (
            <div className={styles.options}>
              <Checkbox isSelected isDisabled description={cookieText.essentialHint}>
                {cookieText.essential}
              </Checkbox>
              <Checkbox isSelected={view.analytics} onChange={onAnalyticsChange} description={cookieText.analyticsHint}>
                {cookieText.analytics}
              </Checkbox>
            </div>
          ) : null}
        </div>
        <Inline gap="2">
          {view.status === 'customizing' ? (
            <Button onPress={onSave}>{cookieText.save}</Button>
          ) : (
            <Button onPress={onCustomize} variant="ghost">
              {cookieText.preferences}
            </Button>
          )}
          <Button onPress={onReject} variant="secondary">
            {cookieText.reject}
          </Button>
          <Button onPress={onAccept}>{cookieText.accept}</Button>
        </Inline>
      </div>
    </section>
  );
}
