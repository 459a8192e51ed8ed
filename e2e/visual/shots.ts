/**
 * The screenshots the visual suite takes: every story of the built Storybook (except those tagged
 * `no-visual`) in light and in dark, unless the story fixes its theme. A story fixes its theme
 * with `parameters: { theme }` (which .storybook/preview.tsx prefers over the toolbar) or with
 * story-level `globals: { theme }`; it then renders the same whatever the toolbar says, so it is
 * shot once, in that theme.
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

export function plannedShots(): Shot[] {
  const fixed = fixedThemes();
  return readIndex()
    .filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'))
    .flatMap((story) => {
      const only = fixed[story.id];
      return (only ? [only] : themes).map((theme) => ({ story, theme, file: `${story.id}--${theme}.png` }));
    });
}
