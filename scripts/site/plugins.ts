/**
 * The Vite plugins of the site build (scripts/build.ts) that Storybook and the tests do not use. Each one
 * rewrites a known text and throws when that text is gone, so an upgrade that changes it stops the build
 * instead of silently undoing the change.
 */
import type { Plugin } from 'vite';

/**
 * The site's fonts with `font-display: optional` (Storybook keeps the stylesheet's `swap`). The pages preload
 * Inter; when it has not arrived within the first ~100 ms (a first visit on a slow connection) the page keeps
 * its metric-matched fallback instead of swapping and reflowing in front of the reader, and the next page finds
 * Inter in the cache. Under `swap` a late font moved /login's lines (layout shift 0.06-0.17 in Lighthouse runs).
 */
export const fontDisplayOptional: Plugin = {
  name: 'skylink:font-display-optional',
  enforce: 'pre',
  transform(code, id) {
    if (!id.endsWith('/src/theme/fonts/fonts.css')) return;
    const out = code.replaceAll('font-display: swap;', 'font-display: optional;');
    if (out === code) throw new Error('fonts.css no longer says `font-display: swap;`: update scripts/site/plugins.ts');
    return out;
  },
};

/** A change to a dependency's published module: its text, what replaces it, and why. */
interface SourcePatch {
  /** The module, by the end of its resolved path. */
  module: RegExp;
  /** The text replaced; the build stops when it is not there. */
  find: RegExp;
  replace: (match: string, ...groups: string[]) => string;
}

/**
 * Two dependency modules call Intl when they load, and the first Intl call of a page loads ICU's data: 15-20 ms
 * on this machine, 60-70 ms of a 4x-throttled phone, each time inside the task that evaluates a public page's
 * route modules (the largest items of /signup's Total Blocking Time). Both ask a question whose answer is known
 * for this site, so the patched modules answer it without Intl; Intl is still loaded when something is
 * formatted, which no public page does before the visitor types.
 */
export const ICU_AT_LOAD_PATCHES: Record<'englishLocale' | 'signDisplay', SourcePatch> = {
  /**
   * React Aria works out the browser's locale when it loads, checking it with `supportedLocalesOf` and its
   * direction with `new Intl.Locale(locale).maximize()`. An English tag (`en`, `en-GH`, `en-GB`...) is well
   * formed (the check accepts it) and written left to right: answered before the check; every other locale
   * goes through React Aria's code unchanged.
   */
  englishLocale: {
    module: /\/react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/,
    find: /(\n(\s*))try \{\s*Intl\.DateTimeFormat\.supportedLocalesOf\(/,
    replace: (_, line = '', indent = '') =>
      `${line}if (/^en(?:-[A-Za-z0-9]{1,8})*$/.test(locale)) return { locale: locale, direction: 'ltr' };${line}try {\n${indent}    Intl.DateTimeFormat.supportedLocalesOf(`,
  },
  /**
   * `@internationalized/number` probes whether `Intl.NumberFormat` knows `signDisplay` (for its polyfill). Every
   * browser of our build target (ES2022: Chrome 94, Safari 15.4, Firefox 93) does, since Chrome 77, Safari 14.1
   * and Firefox 70.
   */
  signDisplay: {
    module: /\/@internationalized\/number\/dist\/private\/NumberFormatter\.mjs$/,
    find: /new Intl\.NumberFormat\('de-DE', \{\s*signDisplay: 'exceptZero'\s*\}\)\.resolvedOptions\(\)\.signDisplay === 'exceptZero'/,
    replace: () => 'true /* every browser of the build target has signDisplay (scripts/site/plugins.ts) */',
  },
};

/** The name of the patch for a module, if it has one. */
const patchNameFor = (id: string) =>
  (Object.keys(ICU_AT_LOAD_PATCHES) as (keyof typeof ICU_AT_LOAD_PATCHES)[]).find((name) =>
    ICU_AT_LOAD_PATCHES[name].module.test(id),
  );

/** The module's text with its patch applied, or undefined for a module without one; throws when the patched text is gone. */
export function patchedSource(code: string, id: string): string | undefined {
  const name = patchNameFor(id);
  if (!name) return undefined;
  const patch = ICU_AT_LOAD_PATCHES[name];
  if (!patch.find.test(code))
    throw new Error(`${id} has changed where scripts/site/plugins.ts patches it: update the patch`);
  return code.replace(patch.find, patch.replace);
}

/** Applies ICU_AT_LOAD_PATCHES; a build that did not meet every patched module stops (it was renamed or moved). */
export function noIcuAtLoad(): Plugin {
  const applied = new Set<string>();
  return {
    name: 'skylink:no-icu-at-load',
    buildStart() {
      applied.clear();
    },
    transform(code, id) {
      const name = patchNameFor(id);
      if (!name) return;
      applied.add(name);
      return patchedSource(code, id);
    },
    buildEnd(error) {
      const missing = Object.keys(ICU_AT_LOAD_PATCHES).filter((name) => !applied.has(name));
      if (!error && missing.length > 0) {
        throw new Error(
          `the patched modules of ${missing.join(', ')} were not in the build: update scripts/site/plugins.ts`,
        );
      }
    },
  };
}
