import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { inlineScriptHashes } from '../../../server/http/storybook';
import { openMemoryDatabase } from '../harness';

let database: Database;
let built: string;
const missing = join(tmpdir(), 'skylink-no-storybook-here');
const FLAGS = "window['FEATURES'] = {};";
const BOOT = 'window.__boot = 1;';

/** A Storybook build as `storybook build` lays it out: two pages with inline scripts, and their assets. */
beforeAll(async () => {
  database = await openMemoryDatabase();
  built = mkdtempSync(join(tmpdir(), 'skylink-storybook-'));
  mkdirSync(join(built, 'assets'));
  writeFileSync(
    join(built, 'index.html'),
    `<title>Storybook</title><script>${FLAGS}</script><script src="./a.js"></script>`,
  );
  writeFileSync(join(built, 'iframe.html'), `<div id="storybook-root"></div><script>${BOOT}</script>`);
  writeFileSync(join(built, 'index.json'), '{"v":5,"entries":{}}');
  writeFileSync(join(built, 'assets', 'preview.js'), 'export {};\n');
});
afterAll(() => database.close());

const app = (production: boolean, storybook: { dir: string; serve: boolean }) =>
  createApp({
    config: { staticDir: join(missing, 'client'), production, publicUrl: 'https://skylink.test', storybook },
    database,
  });

describe('Storybook for reviewers at /storybook', () => {
  it('serves the built Storybook outside production, /storybook going to /storybook/', async () => {
    const server = app(false, { dir: built, serve: true });
    const bare = await server.request('/storybook');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/storybook/');
    const manager = await server.request('/storybook/');
    expect(manager.status).toBe(200);
    expect(await manager.text()).toContain('<title>Storybook</title>');
    expect((await server.request('/storybook/index.json')).status).toBe(200);
    expect((await server.request('/storybook/assets/preview.js')).headers.get('content-type')).toMatch(/javascript/);
    expect((await server.request('/storybook/nothing.js')).status).toBe(404);
  });

  it("allows exactly Storybook's inline scripts, and framing by our own pages only", async () => {
    const answer = await app(false, { dir: built, serve: true }).request('/storybook/iframe.html');
    const csp = answer.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    for (const hash of [
      ...inlineScriptHashes(`<script>${FLAGS}</script>`),
      ...inlineScriptHashes(`<script>${BOOT}</script>`),
    ]) {
      expect(scriptSrc).toContain(hash);
    }
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    // the rest of the site keeps its own policy
    const site = await app(false, { dir: built, serve: true }).request('/api/health');
    expect(site.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('hashes inline scripts only, exactly as the browser reads them', () => {
    expect(inlineScriptHashes('<script src="x.js"></script><script type="module">a()</script>')).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
    ]);
  });

  it('is off in production unless SERVE_STORYBOOK=true turned it on', async () => {
    const off = await app(true, { dir: built, serve: false }).request('/storybook/');
    expect(off.status).not.toBe(200);
    expect(await off.text()).not.toContain('Storybook');
    const on = await app(true, { dir: built, serve: true }).request('/storybook/');
    expect(on.status).toBe(200);
  });

  it('says how to build it when it is not built', async () => {
    const answer = await app(false, { dir: missing, serve: true }).request('/storybook/');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('npm run build-storybook');
  });
});
