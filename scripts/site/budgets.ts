/**
 * Byte budgets for the first load of each prerendered page, measured from the build output (so the
 * check is deterministic): gzip -9 of the scripts and the stylesheet a first visit loads, and the raw
 * size of the preloaded font files (woff2 is compressed already). Budgets live in budgets.json:
 * `home` for `/`, `otherPages` for every other public page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RoutesFile } from './prerender.ts';

export interface Sizes {
  js: number;
  css: number;
  fonts: number;
}

export interface Budgets {
  /** KB (1024 bytes) for `/` */
  home: Sizes;
  /** KB for each other public page */
  otherPages: Sizes;
}

const KB = 1024;

/** Bytes per page: gzip for JS and CSS, as stored for fonts. */
export function measure(dist: string): Record<string, Sizes> {
  const routes = JSON.parse(readFileSync(join(dist, 'html', 'routes.json'), 'utf8')) as RoutesFile;
  const read = (file: string) => readFileSync(join(dist, 'client', file));
  // scripts are separate requests, each compressed alone; a page's styles are inlined as one <style>,
  // compressed together
  const gzip = (files: string[]) => files.reduce((n, f) => n + gzipSync(read(f), { level: 9 }).length, 0);
  const gzipTogether = (files: string[]) => gzipSync(Buffer.concat(files.map(read)), { level: 9 }).length;
  return Object.fromEntries(
    Object.entries(routes.firstLoad).map(([path, load]) => [
      path,
      { js: gzip(load.js), css: gzipTogether(load.css), fonts: load.fonts.reduce((n, f) => n + read(f).length, 0) },
    ]),
  );
}

/** Every way a page goes over its budget, as readable lines (empty when all fit). */
export function overBudget(sizes: Record<string, Sizes>, budgets: Budgets): string[] {
  const problems: string[] = [];
  if (!sizes['/']) problems.push('no first-load figures for / (is it still prerendered?)');
  for (const [path, size] of Object.entries(sizes)) {
    for (const kind of ['js', 'css', 'fonts'] as const) {
      const limit = (path === '/' ? budgets.home : budgets.otherPages)[kind] * KB;
      if (size[kind] > limit) {
        problems.push(`${path}: ${kind} ${(size[kind] / KB).toFixed(1)} KB is over its budget of ${limit / KB} KB`);
      }
    }
  }
  return problems;
}

export function formatSizes(sizes: Record<string, Sizes>): string {
  const kb = (n: number) => `${(n / KB).toFixed(1)} KB`.padStart(9);
  return Object.entries(sizes)
    .map(([path, s]) => `${path.padEnd(18)} JS ${kb(s.js)}  CSS ${kb(s.css)}  fonts ${kb(s.fonts)}`)
    .join('\n');
}
