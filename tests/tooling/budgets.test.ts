import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import budgetsFile from '../../budgets.json';
import { type Budgets, measure, overBudget } from '../../scripts/site/budgets';

const budgets: Budgets = { home: { js: 120, css: 15, fonts: 40 }, otherPages: { js: 150, css: 15, fonts: 40 } };
const KB = 1024;

describe('byte budgets', () => {
  it('passes pages within their budgets', () => {
    const sizes = {
      '/': { js: 120 * KB, css: 15 * KB, fonts: 40 * KB },
      '/login': { js: 150 * KB, css: 15 * KB, fonts: 40 * KB },
    };
    expect(overBudget(sizes, budgets)).toEqual([]);
  });

  it('fails a page that goes over, naming the page, the kind and the figures', () => {
    const sizes = {
      '/': { js: 121 * KB, css: 15 * KB, fonts: 40 * KB },
      '/login': { js: 150 * KB + 1, css: 15 * KB, fonts: 41 * KB },
    };
    expect(overBudget(sizes, budgets)).toEqual([
      '/: js 121.0 KB is over its budget of 120 KB',
      '/login: js 150.0 KB is over its budget of 150 KB',
      '/login: fonts 41.0 KB is over its budget of 40 KB',
    ]);
  });

  it('holds / to its own budget and every other page to theirs', () => {
    const sizes = { '/': { js: 140 * KB, css: 10 * KB, fonts: 0 }, '/about': { js: 140 * KB, css: 10 * KB, fonts: 0 } };
    expect(overBudget(sizes, { ...budgets, home: { js: 130, css: 15, fonts: 40 } })).toEqual([
      '/: js 140.0 KB is over its budget of 130 KB',
    ]);
  });

  it('fails when / is no longer measured', () => {
    expect(overBudget({}, budgets)).toEqual(['no first-load figures for / (is it still prerendered?)']);
  });

  it('measures gzip JS and CSS and raw font bytes from a build', () => {
    const dist = mkdtempSync(join(tmpdir(), 'budgets-'));
    mkdirSync(join(dist, 'client', 'assets'), { recursive: true });
    mkdirSync(join(dist, 'html'));
    writeFileSync(join(dist, 'client', 'assets', 'a.js'), 'x'.repeat(10_000));
    writeFileSync(join(dist, 'client', 'assets', 'a.css'), 'y'.repeat(10_000));
    writeFileSync(join(dist, 'client', 'assets', 'f.woff2'), Buffer.alloc(3000));
    const firstLoad = { '/': { js: ['assets/a.js'], css: ['assets/a.css'], fonts: ['assets/f.woff2'] } };
    writeFileSync(join(dist, 'html', 'routes.json'), JSON.stringify({ firstLoad }));
    const sizes = measure(dist);
    expect(sizes['/']?.fonts).toBe(3000);
    expect(sizes['/']?.js).toBeGreaterThan(0);
    expect(sizes['/']?.js).toBeLessThan(200);
    expect(sizes['/']?.css).toBeLessThan(200);
  });

  it('budgets.json holds a budget for every kind', () => {
    for (const kind of ['js', 'css', 'fonts'] as const) {
      expect(budgetsFile.home[kind]).toBeGreaterThan(0);
      expect(budgetsFile.otherPages[kind]).toBeGreaterThan(0);
    }
  });
});
