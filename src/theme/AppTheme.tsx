import './fonts/fonts.css';
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/tokens/colors/blue.css';
import '@radix-ui/themes/tokens/colors/slate.css';
import './global.css';
import { Theme, type ThemeProps } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { radixTheme } from './radix.generated';

export type Appearance = 'light' | 'dark';

export interface AppThemeProps {
  appearance?: Appearance;
  children: ReactNode;
}

/**
 * The one theme root for the app and for Storybook: Radix <Theme> configured from our design
 * tokens (accent, gray, radius, scaling), with our light/dark class so our vanilla-extract
 * variables switch together with Radix's.
 */
export function AppTheme({ appearance = 'light', children }: AppThemeProps) {
  return (
    <Theme
      appearance={appearance}
      accentColor={radixTheme.accentColor as ThemeProps['accentColor']}
      grayColor={radixTheme.grayColor as ThemeProps['grayColor']}
      radius={radixTheme.radius as ThemeProps['radius']}
      scaling={radixTheme.scaling as ThemeProps['scaling']}
      hasBackground
    >
      {children}
    </Theme>
  );
}
