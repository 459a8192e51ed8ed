import { existsSync } from 'node:fs';

/**
 * Where the Debian Chromium lives. CHROMIUM_PATH overrides; /usr/bin/chromium is the default.
 * Playwright's own browser download cannot work on these machines, so we never fall back to it.
 */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}. Install it with: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  }
  return path;
}

/** Flags for headless Chromium as root on a machine without outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];
