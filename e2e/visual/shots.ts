/**
 * The screenshots the visual suite takes: every story of the built Storybook (except those tagged
 * `no-visual`) once, in light, or in the theme it fixes. A story fixes its theme with
 * `parameters: { theme }` (which .storybook/preview.tsx prefers over the toolbar) or with story-level
 * `globals: { theme }`; it then renders the same whatever the toolbar says.
 *
 * Dark is shot where dark can differ from what is already shot: the stories named Dark and the first
 * story of each stories file (one per component or screen). Every other story in dark is the same markup
 * under the same dark tokens, so a dark shot of it adds time, not coverage: the colours themselves are
 * guarded by the token contrast check (`npm run tokens`, tests/tooling/tokens.test.ts) and by axe in every story test.
 *
 * A shot that is byte for byte the same picture as another baseline (a first story whose dark shot is the
 * file's Dark story, two stories ending on the same screen) is not taken again: `npm run test:visual --
 * --update` shoots everything, then keeps one baseline per picture, never a story's only one, and lists
 * the dropped shots with the baseline they equal in duplicates.json (see run.ts).
 *
 * index.json carries no parameters, so the themes are read from Storybook's own story metadata:
 * `extract-themes.ts` loads the built preview in Chromium and asks it (`preview.extract()`). The
 * answer is cached next to the build and redone when index.json is newer.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export type Theme = 'light' | 'dark';
export const themes: readonly Theme[] = ['light', 'dark'];

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

export interface Shot {
  story: IndexEntry;
  theme: Theme;
  /** Baseline file name in __screenshots__. */
  file: string;
}

export const staticDir = join(import.meta.dirname, '..', '..', 'storybook-static');
export const screenshotsDir = join(import.meta.dirname, '__screenshots__');
/** Shot file -> the baseline it is identical to (written by run.ts --update). */
export const duplicatesFile = join(import.meta.dirname, 'duplicates.json');
/** Story id -> the theme the story fixes (stories that follow the toolbar are absent). */
export const themesCache = join(staticDir, 'visual-fixed-themes.json');

export interface ThemesCache {
  indexMtimeMs: number;
  fixed: Record<string, Theme>;
}

function readIndex(): IndexEntry[] {
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries);
}

/** Themes fixed by stories, from the cache, or from the built preview when the cache is stale. */
export function fixedThemes(): Record<string, Theme> {
  const indexMtimeMs = statSync(join(staticDir, 'index.json')).mtimeMs;
  if (existsSync(themesCache)) {
    const cache = JSON.parse(readFileSync(themesCache, 'utf8')) as ThemesCache;
    if (cache.indexMtimeMs === indexMtimeMs) return cache.fixed;
  }
  execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'extract-themes.ts')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return (JSON.parse(readFileSync(themesCache, 'utf8')) as ThemesCache).fixed;
}

/** Which themes a story following the toolbar is shot in (see the top of this file). */
export function themesOf(story: IndexEntry, firstOfItsFile: boolean): readonly Theme[] {
  return firstOfItsFile || /\bdark\b/i.test(story.name) ? themes : ['light'];
}

export function readDuplicates(): Record<string, string> {
  return existsSync(duplicatesFile) ? (JSON.parse(readFileSync(duplicatesFile, 'utf8')) as Record<string, string>) : {};
}

/**
 * The shots, in index order, a story's first shot first. `all`: also those duplicates.json drops
 * (the update mode shoots them to find out whether they still equal their twin).
 */
export function plannedShots({ all = false }: { all?: boolean } = {}): Shot[] {
  const fixed = fixedThemes();
  const duplicates = all ? {} : readDuplicates();
  return allShots(fixed).filter((shot) => !(shot.file in duplicates));
}

function allShots(fixed: Record<string, Theme>): Shot[] {
  const seenFiles = new Set<string>();
  return readIndex()
    .filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'))
    .flatMap((story) => {
      // One stories file is one title (CSF), and index.json lists a file's stories in their order.
      const firstOfItsFile = !seenFiles.has(story.title);
      seenFiles.add(story.title);
      const only = fixed[story.id];
      return (only ? [only] : themesOf(story, firstOfItsFile)).map((theme) => ({
        story,
        theme,
        file: `${story.id}--${theme}.png`,
      }));
    });
}
