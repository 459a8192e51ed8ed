/**
 * `npm run test:visual [-- --update]`: compare every story (light and dark) with the committed
 * baselines in e2e/visual/__screenshots__; `--update` rewrites them.
 */
import { spawnSync } from 'node:child_process';

const update = process.argv.includes('--update');
const passthrough = process.argv.slice(2).filter((a) => a !== '--update');
const args = ['playwright', 'test', '-c', 'e2e/visual/playwright.config.ts', ...passthrough];
if (update) args.push('--update-snapshots=all');
const result = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
