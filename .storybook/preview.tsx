import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { configure } from 'storybook/test';
import { type Appearance, AppTheme } from '../src/theme';
import { clearLiveAnnouncer } from '../stories/support/liveAnnouncer';

/**
 * How long a play function's findBy and waitFor wait for what the story shows next: Testing Library's 1 s
 * was too short on two cores held at 1.6-1.9 busy (a bell's dialog opened by Enter passed only on its retry in
 * one clean run of four). A step that never shows still fails, 5 s later.
 */
configure({ asyncUtilTimeout: 5_000 });

/** Wrap every story in the app's theme root; the toolbar's theme global picks light or dark. */
const withTheme: Decorator = (Story, context) => {
  const appearance = ((context.parameters.theme as Appearance | undefined) ??
    context.globals.theme ??
    'light') as Appearance;
  useEffect(() => {
    document.documentElement.classList.remove('light', 'dark');
    document.documentElement.classList.add(appearance);
    document.documentElement.style.colorScheme = appearance;
  }, [appearance]);
  return (
    <AppTheme appearance={appearance}>
      <Story />
    </AppTheme>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  // Each story starts with an empty react-aria live announcer (see stories/support/liveAnnouncer.ts).
  // In the story tests (Vitest browser mode) the story's layout is not applied by Storybook's preview: pad the
  // page as Storybook does (`padded`, its default), so the test sees, and its picture shows, what reviewers see.
  beforeEach: ({ parameters }) => {
    clearLiveAnnouncer();
    if ('__vitest_browser__' in globalThis) {
      document.body.style.padding = (parameters.layout ?? 'padded') === 'padded' ? '1rem' : '0';
      document.body.style.margin = '0';
    }
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: { name: 'Mobile (360)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Components', 'Screens', 'Flows'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
