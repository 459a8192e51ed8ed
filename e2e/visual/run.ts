/**
 * `npm run test:visual`: build Storybook, then compare every planned shot (shots.ts: each story once,
 * light or the theme it fixes, dark too for Dark stories and the first story of each file) with its
 * committed baseline in e2e/visual/__screenshots__. Extra arguments go to Playwright, e.g.
 * `npm run test:visual -- -g Checkbox` (filter by title), `--workers=1`.
 *
 * Updating baselines: `npm run test:visual -- --update` (combine with `-g` to update some stories).
 * It shoots every shot, including those duplicates.json drops, rewrites the baselines that changed,
 * then keeps one baseline per identical picture (never a story's only one: a story's first shot is
 * always kept) and writes the dropped shots to duplicates.json, and deletes baselines no story shoots
 * any more. Without `--update`, a leftover baseline fails the run. Review the changed PNGs (git
 * status / git diff) before committing them.
 *
 * Shots are clipped to what the story paints (visual.spec.ts) and may differ from the baseline by
 * at most a few pixels (playwright.config.ts), so small changes such as a missing checkbox tick fail.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { duplicatesFile, plannedShots, readDuplicates, screenshotsDir } from './shots.ts';

const update = process.argv.includes('--update');
const passthrough = process.argv.slice(2).filter((a) => a !== '--update');

const shots = plannedShots({ all: update });
const stories = new Set(shots.map((s) => s.story.id)).size;
const dropped = Object.keys(readDuplicates()).length;
console.info(
  `${shots.length} screenshots of ${stories} stories` +
    (update ? ' (update: all shots, duplicates found again)' : ` (${dropped} identical shots not taken again)`),
);

const args = ['playwright', 'test', '-c', 'e2e/visual/playwright.config.ts', ...passthrough];
if (update) args.push('--update-snapshots=all');
const result = spawnSync('npx', args, {
  stdio: 'inherit',
  env: update ? { ...process.env, VISUAL_ALL_SHOTS: '1' } : process.env,
});
let status = result.status ?? 1;

if (update) writeDuplicates();

const planned = new Set(plannedShots().map((s) => s.file));
const leftovers = readdirSync(screenshotsDir).filter((f) => f.endsWith('.png') && !planned.has(f));
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
if (!update) {
  const stale = Object.entries(readDuplicates()).filter(([, twin]) => !planned.has(twin));
  if (stale.length > 0) {
    console.error(`duplicates.json names baselines no story shoots (run with --update):\n  ${stale.join('\n  ')}`);
    status ||= 1;
  }
}
process.exit(status);

/**
 * After an update: a story's first shot is always kept; any other shot that is byte for byte a
 * baseline already kept (its own light shot, or another story's shot) is deleted and listed in
 * duplicates.json with that twin. Shots not taken in this run (a `-g` filter) keep their entry.
 */
function writeDuplicates() {
  const previous = readDuplicates();
  const all = plannedShots({ all: true });
  const keptByHash = new Map<string, string>();
  const duplicates: Record<string, string> = {};
  const seenStories = new Set<string>();
  for (const { story, file } of all) {
    const first = !seenStories.has(story.id);
    seenStories.add(story.id);
    const path = join(screenshotsDir, file);
    if (!existsSync(path)) {
      if (!first && previous[file]) duplicates[file] = previous[file];
      continue;
    }
    const hash = createHash('sha256').update(readFileSync(path)).digest('hex');
    const twin = keptByHash.get(hash);
    if (!first && twin) {
      rmSync(path);
      duplicates[file] = twin;
    } else if (!twin) {
      keptByHash.set(hash, file);
    }
  }
  const sorted = Object.fromEntries(Object.entries(duplicates).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(duplicatesFile, `${JSON.stringify(sorted, null, 2)}\n`);
  console.info(`${Object.keys(sorted).length} shots identical to another baseline, not kept (${duplicatesFile})`);
}
