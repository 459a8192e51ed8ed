import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import React, { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { build, type Plugin, type Rollup } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patchedSource, SOURCE_PATCHES } from '../../scripts/site/plugins';

const require = createRequire(import.meta.url);
/** The installed modules the site build patches. */
const installed = {
  englishLocale: join(dirname(require.resolve('react-aria/package.json')), 'dist/private/i18n/useDefaultLocale.mjs'),
  signDisplay: join(
    dirname(require.resolve('react-aria/package.json')),
    '../@internationalized/number/dist/private/NumberFormatter.mjs',
  ),
  idPrefix: join(dirname(require.resolve('react-aria/package.json')), 'dist/private/ssr/SSRProvider.mjs'),
  disclosureHydration: join(
    dirname(require.resolve('react-aria/package.json')),
    'dist/private/disclosure/useDisclosure.mjs',
  ),
  // the published chunk the patch names (a React Router release that renames it fails the first test)
  routerTreeShaking: ((dir) =>
    join(
      dir,
      readdirSync(dir).find((file) => SOURCE_PATCHES.routerTreeShaking.module.test(`${dir}/${file}`)) ?? 'missing',
    ))(join(dirname(require.resolve('react-router/package.json')), 'dist/production')),
};

/** A patched module, loaded from beside the original (its relative imports resolve as in the build). */
async function loadPatched<T>(original: string): Promise<T> {
  const file = join(dirname(original), `patched-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(file, patchedSource(readFileSync(original, 'utf8'), original) ?? '');
  try {
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as T;
  } finally {
    rmSync(file);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the site build's patches of dependencies", () => {
  it('each applies to the installed module it names, and to no other', () => {
    for (const [name, file] of Object.entries(installed)) {
      expect(file).toMatch(SOURCE_PATCHES[name as keyof typeof installed].module);
      expect(patchedSource(readFileSync(file, 'utf8'), file)).not.toBe(readFileSync(file, 'utf8'));
    }
    expect(patchedSource('export {}', '/node_modules/react-aria/dist/private/i18n/utils.mjs')).toBeUndefined();
  });

  it('React Aria answers an English locale without Intl, and other locales as before', async () => {
    const { getDefaultLocale } = await loadPatched<{ getDefaultLocale: () => { locale: string; direction: string } }>(
      installed.englishLocale,
    );
    const check = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    for (const language of ['en', 'en-GH', 'en-GB', 'en-US']) {
      vi.stubGlobal('navigator', { language });
      expect(getDefaultLocale()).toEqual({ locale: language, direction: 'ltr' });
    }
    expect(check).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', { language: 'ar-EG' });
    expect(getDefaultLocale()).toEqual({ locale: 'ar-EG', direction: 'rtl' });
    vi.stubGlobal('navigator', { language: 'fr-CI' });
    expect(getDefaultLocale()).toEqual({ locale: 'fr-CI', direction: 'ltr' });
    vi.stubGlobal('navigator', { language: 'en_GB!' }); // not a well-formed tag: React Aria falls back
    expect(getDefaultLocale()).toEqual({ locale: 'en-US', direction: 'ltr' });
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('the number formatter loads without making an Intl.NumberFormat, and still formats signs', async () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    const { NumberFormatter } = await loadPatched<{
      NumberFormatter: new (locale: string, options: Intl.NumberFormatOptions) => { format: (n: number) => string };
    }>(installed.signDisplay);
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    const signed = new NumberFormatter('en-GH', { signDisplay: 'exceptZero' });
    expect([signed.format(5), signed.format(0), signed.format(-5)]).toEqual(['+5', '0', '-5']);
  });

  it("React Aria's ids ask no store, so nothing re-renders when hydration ends, and keep the server's form", async () => {
    type SSRModule = { useSSRSafeId: (defaultId?: string) => string };
    const patched = await loadPatched<SSRModule>(installed.idPrefix);
    const original = (await import(/* @vite-ignore */ pathToFileURL(installed.idPrefix).href)) as SSRModule;
    const store = vi.spyOn(React, 'useSyncExternalStore');
    const ids = (module: SSRModule) => {
      const seen: string[] = [];
      const Field = () => {
        seen.push(module.useSSRSafeId(), module.useSSRSafeId('given'));
        return null;
      };
      renderToString(createElement(Field));
      return seen;
    };
    expect(ids(original)).toEqual([expect.stringMatching(/^react-aria-_R_\w+_$/), 'given']);
    expect(store).toHaveBeenCalled(); // the unpatched id subscribes (useIsSSR), and hydration re-renders it
    store.mockClear();
    expect(ids(patched)).toEqual([expect.stringMatching(/^react-aria-_R_\w+_$/), 'given']);
    expect(store).not.toHaveBeenCalled();
  });

  it("React Aria's disclosures ask no store in the browser build, so hydration's end re-renders none of them", async () => {
    type DisclosureModule = {
      useDisclosure: (
        props: object,
        state: { isExpanded: boolean; toggle: () => void },
        ref: { current: null },
      ) => { panelProps: { hidden?: boolean } };
    };
    const patched = await loadPatched<DisclosureModule>(installed.disclosureHydration);
    const original = (await import(
      /* @vite-ignore */ pathToFileURL(installed.disclosureHydration).href
    )) as DisclosureModule;
    const store = vi.spyOn(React, 'useSyncExternalStore');
    const hidden = (module: DisclosureModule) => {
      let seen: boolean | undefined;
      const Panel = () => {
        seen = module.useDisclosure({}, { isExpanded: false, toggle: () => {} }, { current: null }).panelProps.hidden;
        return null;
      };
      renderToString(createElement(Panel));
      return seen;
    };
    // the server's markup (React Aria's own module): a closed panel is hidden, and the hook subscribed
    expect(hidden(original)).toBe(true);
    const originalReads = store.mock.calls.length;
    store.mockClear();
    // the browser build: the layout effect manages `hidden`, and the disclosure reads one store less (the
    // two left are its ids' `useIsSSR`, which the idPrefix patch removes in the same build)
    expect(hidden(patched)).toBeUndefined();
    expect(store.mock.calls.length).toBe(originalReads - 1);
  });

  it("the browser build leaves out React Router's components the site never imports, and keeps what it uses", async () => {
    // a page of the site in small: the router, its provider and a hook, as app/ imports them
    const entry: Plugin = {
      name: 'entry',
      enforce: 'pre',
      resolveId: (id) => (id.endsWith('router-page-entry') ? '\0entry' : undefined),
      load: (id) =>
        id === '\0entry'
          ? 'export { createMemoryRouter, useNavigate } from "react-router"; export { RouterProvider } from "react-router/dom";'
          : undefined,
    };
    const bundle = async (plugins: Plugin[]) => {
      const out = (await build({
        configFile: false,
        logLevel: 'silent',
        plugins: [entry, ...plugins],
        define: { 'process.env.NODE_ENV': '"production"' },
        // React Router's production build, as scripts/build.ts resolves it
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: join(dirname(installed.routerTreeShaking), 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(dirname(installed.routerTreeShaking), 'dom-export.mjs') },
          ],
        },
        build: {
          write: false,
          minify: false,
          lib: { entry: 'router-page-entry', formats: ['es'], fileName: 'out' },
          // React Router's own code only
          rolldownOptions: { external: ['react', 'react-dom'] },
        },
      })) as Rollup.RolldownOutput[] | Rollup.RolldownOutput;
      const output = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output);
      return output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
    };
    const published = await bundle([]);
    // unpatched, the unused components stay in (the patch has something to do)
    expect(published).toContain('function LinkWithRef(');
    expect(published).toContain('function NavLinkWithRef(');
    const patch: Plugin = {
      name: 'router-patch',
      transform: (code, id) => (SOURCE_PATCHES.routerTreeShaking.module.test(id) ? patchedSource(code, id) : undefined),
    };
    const patched = await bundle([patch]);
    for (const unused of [
      'function LinkWithRef(',
      'function NavLinkWithRef(',
      'function FormWithRef(',
      '.displayName =',
    ]) {
      expect(patched).not.toContain(unused);
    }
    for (const used of ['function createRouter(', 'function useNavigate(', 'function RouterProvider']) {
      expect(patched).toContain(used);
    }
    expect(patched.length).toBeLessThan(published.length * 0.9);
  }, 30_000);

  it('the patched React Router renders a route as the published one', async () => {
    type RouterModule = typeof import('react-router');
    const patched = await loadPatched<RouterModule>(installed.routerTreeShaking);
    const published = (await import(
      /* @vite-ignore */ pathToFileURL(installed.routerTreeShaking).href
    )) as RouterModule;
    const render = (module: RouterModule) => {
      const Page = () => createElement('h1', null, module.useLocation().pathname);
      const router = module.createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: ['/packages'] });
      return renderToString(createElement(module.RouterProvider, { router }));
    };
    expect(render(patched)).toBe('<h1>/packages</h1>');
    expect(render(patched)).toBe(render(published));
  });

  it('stops the build when a patched module no longer has the text it replaces', () => {
    expect(() => patchedSource('export function getDefaultLocale() {}', installed.englishLocale)).toThrow(
      /update the patch/,
    );
    expect(() => patchedSource('export class NumberFormatter {}', installed.signDisplay)).toThrow(/update the patch/);
    expect(() => patchedSource('export function useSSRSafeId() {}', installed.idPrefix)).toThrow(/update the patch/);
    expect(() => patchedSource('var Link = forwardRef(() => null);', installed.routerTreeShaking)).toThrow(
      /update the patch/,
    );
  });
});
