import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from '../scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = mkdtempSync(join(tmpdir(), 'skylink-e2e-'));

/**
 * End-to-end tests against the real server (`npm start` without the build step, which
 * `npm run test:e2e` runs first) on a fresh embedded database seeded with the demo accounts.
 * With E2E_CLUSTER=1 (npm run test:e2e:cluster) the journeys whose state crosses requests (tagged
 * `@servers`: sign-up and sign-in, refresh, payments, reloads, notifications across tabs, offline, settings,
 * administrators acting on customers, health on PostgreSQL) run against two app servers behind one port on a
 * throwaway PostgreSQL (scripts/serve-cluster.ts). The servers close every connection after its answer
 * (KEEP_ALIVE=false), so node:cluster hands each request to the other server in turn instead of keeping a
 * browser on the one that took its first connection. The journeys that only read the built site (prerender,
 * site, shell, coverage) would meet the same files on either server and run once.
 */
const onCluster = process.env.E2E_CLUSTER === '1';
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  grep: onCluster ? /@servers/ : undefined,
  fullyParallel: false,
  // Three at a time for the one-server run, two for the two-server run that npm test runs beside it: five pages on
  // two cores, which the pair holds at about 1.85 busy (three and three timed sign-ins out). Every journey signs
  // in or registers a customer of its own.
  workers: onCluster ? 2 : 3,
  // In CI a failing test runs once more, so the report tells a flake from a steady failure; a test that passes
  // only on that retry is flaky and fails the run all the same (a flake is a failure).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  // npm test runs the journeys beside the two-server run (scripts/test-all.ts): five pages and three servers on two
  // cores, where a long journey took 29 of 30 s; a hang still fails, at 60 s
  timeout: 60_000,
  // What a user waits for after an action: on two cores held at 1.9 busy by five pages and three servers, a sign-up
  // (two password hashes, then the dashboard's chunk and data) took longer than 7 s in one run of three. A check
  // still fails when what it waits for never shows; it only fails later.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: onCluster ? '../test-results/e2e-cluster' : '../test-results/e2e',
  use: {
    baseURL: `http://localhost:${port}`,
    // Visitors who already chose (analytics rejected), so the cookie banner covers nothing the other
    // journeys click; e2e/site.spec.ts starts from an empty storage to test the banner itself.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${port}`,
          localStorage: [{ name: 'skylink.cookieConsent', value: JSON.stringify({ analytics: false }) }],
        },
      ],
    },
    // A failed journey keeps its trace: each action's DOM snapshot, the network and the console, and a screenshot of
    // the page as it failed. The trace's filmstrip (a screencast frame encoded all through every journey, kept or
    // not) is off: it cost a third of the journeys' CPU (auth, payments and profile: 94-104 busy CPU-s with it,
    // 61-65 s without), on two cores that the journeys already hold at 1.8 busy.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: headlessShellPath(), args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', testIgnore: 'clock-*.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // journeys that move the application's clock forward (every other journey on the server would feel it): after
    // all the others, on the same server, one at a time (each reads the clock, moves it and expects what it moved
    // to: a second journey moving it meanwhile would also expire the first's tokens)
    {
      name: 'after-clock',
      testMatch: 'clock-*.spec.ts',
      dependencies: ['chromium'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: onCluster ? 'node --import tsx scripts/serve-cluster.ts' : 'node --import tsx server/main.ts',
    cwd: join(import.meta.dirname, '..'),
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: onCluster ? 120_000 : 60_000,
    // TRUST_PROXY: each fresh customer registers from an address of its own (e2e/support/accounts.ts)
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_ENV: 'test',
      CLUSTER_WORKERS: '2',
      TRUST_PROXY: 'true',
      // the sandbox's auto-approving test numbers answer in 0.4 s instead of 4 s: the page still shows the
      // approval step until its first poll, 3 s after the charge
      SANDBOX_APPROVAL_DELAY_MS: '400',
      ...(onCluster ? { KEEP_ALIVE: 'false' } : {}),
    },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
