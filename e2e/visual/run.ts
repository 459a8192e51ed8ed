/**
 * `npm run test:visual [-- --update]`: compare every story with the committed baselines in
 * e2e/visual/__screenshots__, in the themes shots.ts plans for it;
 * `--update` rewrites them and deletes baselines no story shoots any more. Without `--update`
 * such leftover baselines fail the run. Other arguments go to Playwright (e.g. `-g Hero`).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { plannedShots, screenshotsDir } from './shots.ts';

const update = process.argv.includes('--update');
const passthrough = process.argv.slice(2).filter((a) => a !== '--update');

const shots = plannedShots();
const stories = new Set(shots.map((s) => s.story.id)).size;
console.info(`${shots.length} screenshots of ${stories} stories (${shots.length - stories} stories also in dark)`);

const args = ['playwright', 'test', '-c', 'e2e/visual/playwright.config.ts', ...passthrough];
if (update) args.push('--update-snapshots=all');
const result = spawnSync('npx', args, { stdio: 'inherit' });

const planned = new Set(shots.map((s) => s.file));
const leftovers = readdirSync(screenshotsDir).filter((f) => f.endsWith('.png') && !planned.has(f));
let status = result.status ?? 1;
if (leftovers.length > 0) {
  if (update) {
    for (const f of leftovers) rmSync(join(screenshotsDir, f));
    console.info(`Deleted ${leftovers.length} baselines no story shoots any more:\n  ${leftovers.join('\n  ')}`);
  } else {
    console.error(
      `${leftovers.length} baselines no story shoots any more (run with --update to delete them):\n  ${leftovers.join('\n  ')}`,
    );
    status ||= 1;
  }
}
process.exit(status);
