import './fonts/fonts.css';
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/tokens/colors/blue.css';
import '@radix-ui/themes/tokens/colors/slate.css';
import './global.css';
import type { ReactNode } from 'react';
import { radixTheme } from './radix.generated';

export type Appearance = 'light' | 'dark';

export interface AppThemeProps {
  /** 'inherit': no class of its own, so the page's <html> class (the user's theme) decides */
  appearance?: Appearance | 'inherit';
  children: ReactNode;
}

/**
 * The one theme root for the app and for Storybook: the root element of Radix Themes, configured
 * from our design tokens (accent, gray, radius, scaling), with our light/dark class so our
 * vanilla-extract variables switch together with Radix's.
 *
 * We use Radix Themes for its token scales (the CSS above), not for its components, so this renders
 * the markup Radix's <Theme> renders at the root (same class and data attributes) without its
 * runtime: that keeps about 4.5 KB gzip (Theme, Tooltip and Direction providers) out of every first
 * load. The import rules (scripts/boundaries/rules.ts) keep Radix Themes' components out of the app;
 * using one would mean going back to <Theme>, whose context they need.
 */
export function AppTheme({ appearance = 'light', children }: AppThemeProps) {
  return (
    <div
      data-is-root-theme="true"
      data-accent-color={radixTheme.accentColor}
      data-gray-color={radixTheme.grayColor}
      data-has-background="true"
      data-panel-background="translucent"
      data-radius={radixTheme.radius}
      data-scaling={radixTheme.scaling}
      className={appearance === 'inherit' ? 'radix-themes' : `radix-themes ${appearance}`}
    >
      {children}
    </div>
  );
}
