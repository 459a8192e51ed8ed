import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // the site's public files (illustrations, icons), at the same paths as on the site
  staticDirs: ['../app/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(config) {
    // vite.config.ts builds the app from app/; Storybook serves from the repository root.
    return { ...config, root: undefined, server: { ...config.server, proxy: undefined } };
  },
};

export default config;
