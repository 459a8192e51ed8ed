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

/** One replacement in a module: the text replaced (the build stops when it is not there) and its replacement. */
interface Edit {
  find: RegExp;
  replace: (match: string, ...groups: string[]) => string;
}

/** A change to a dependency's published module: its edits, and (in its comment) why. */
interface SourcePatch {
  /** The module, by the end of its resolved path. */
  module: RegExp;
  edits: Edit[];
}

/**
 * Changes to dependencies' modules that take work off a public page's main thread while it loads.
 *
 * Two dependency modules call Intl when they load (`englishLocale`, `signDisplay`), and the first Intl call of
 * a page loads ICU's data: 15-20 ms on this machine, 60-70 ms of a 4x-throttled phone, each time inside the task
 * that evaluates a public page's route modules (the largest items of /signup's Total Blocking Time). Both ask a
 * question whose answer is known for this site, so the patched modules answer it without Intl; Intl is still
 * loaded when something is formatted, which no public page does before the visitor types.
 *
 * `idPrefix`, `slotIdTransition` and `disclosureHydration` take the second render of React Aria's components
 * out of the tasks right after hydration that React cannot slice (see each). `routerTreeShaking` lets the
 * bundler drop the parts of React Router the site never uses.
 */
export const SOURCE_PATCHES: Record<
  'englishLocale' | 'signDisplay' | 'idPrefix' | 'slotIdTransition' | 'disclosureHydration' | 'routerTreeShaking',
  SourcePatch
> = {
  /**
   * React Aria works out the browser's locale when it loads, checking it with `supportedLocalesOf` and its
   * direction with `new Intl.Locale(locale).maximize()`. An English tag (`en`, `en-GH`, `en-GB`...) is well
   * formed (the check accepts it) and written left to right: answered before the check; every other locale
   * goes through React Aria's code unchanged.
   */
  englishLocale: {
    module: /\/react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/,
    edits: [
      {
        find: /(\n(\s*))try \{\s*Intl\.DateTimeFormat\.supportedLocalesOf\(/,
        replace: (_, line = '', indent = '') =>
          `${line}if (/^en(?:-[A-Za-z0-9]{1,8})*$/.test(locale)) return { locale: locale, direction: 'ltr' };${line}try {\n${indent}    Intl.DateTimeFormat.supportedLocalesOf(`,
      },
    ],
  },
  /**
   * `@internationalized/number` probes whether `Intl.NumberFormat` knows `signDisplay` (for its polyfill). Every
   * browser of our build target (ES2022: Chrome 94, Safari 15.4, Firefox 93) does, since Chrome 77, Safari 14.1
   * and Firefox 70.
   */
  signDisplay: {
    module: /\/@internationalized\/number\/dist\/private\/NumberFormatter\.mjs$/,
    edits: [
      {
        find: /new Intl\.NumberFormat\('de-DE', \{\s*signDisplay: 'exceptZero'\s*\}\)\.resolvedOptions\(\)\.signDisplay === 'exceptZero'/,
        replace: () => 'true /* every browser of the build target has signDisplay (scripts/site/plugins.ts) */',
      },
    ],
  },
  /**
   * React Aria's `useId` asks `useIsSSR()` on every render only to pick the ids' prefix once: `react-aria` when
   * the component was server-rendered or hydrated, `react-aria<random>` when the browser rendered it first
   * (against id clashes between several copies of React on one page). `useIsSSR` is a `useSyncExternalStore`
   * whose server snapshot differs from the browser's, so React re-renders, synchronously and inside
   * hydration's commit, every component that called it: on /signup that second render of the form was half of
   * the commit, the longest task left after the page's first paint (~50 ms of a 4x-throttled phone). The site
   * has one React root, whose `useId` values are unique on the page, so the prefix is always `react-aria` (as
   * React Aria does in tests and in every server-rendered or hydrated tree): the same ids as before for
   * prerendered pages, and no store to re-render for.
   */
  idPrefix: {
    module: /\/react-aria\/dist\/private\/ssr\/SSRProvider\.mjs$/,
    edits: [
      {
        find: /let \[didSSR\] = \(0, (\$\w+\$useState)\)\((\$\w+\$export\$\w+)\(\)\);/,
        replace: () =>
          'let didSSR = true; /* one React root: no re-render after hydration (scripts/site/plugins.ts) */',
      },
    ],
  },
  /**
   * A React Aria field links its control to a description and an error message by id from its first render
   * (the prerendered markup carries both ids), then, after mount, drops each id whose element is not in the
   * document (a field without help text, a valid field). That update comes from a layout effect, so React renders
   * it synchronously inside the commit: after hydration, every form field of the page again, in the one task React
   * cannot slice (on /signup that was half of it, ~50 ms of a 4x-throttled phone). As a transition it renders
   * after the commit, in slices, a few milliseconds later; the ids it drops point at nothing meanwhile, which
   * assistive technology ignores.
   */
  slotIdTransition: {
    module: /\/react-aria\/dist\/private\/utils\/useId\.mjs$/,
    edits: [
      {
        find: /^import \{useState as (\$\w+\$useState),/m,
        replace: (_, useState = '') =>
          `import {startTransition as $skylink$startTransition} from "react";\nimport {useState as ${useState},`,
      },
      {
        find: /(setResolvedId)\((function\*\(\) \{\s*yield id;\s*yield document\.getElementById\(id\) \? id : undefined;\s*\})\);/,
        replace: (_, set = '', generator = '') =>
          `(0, $skylink$startTransition)(() => ${set}(${generator})); /* a transition: scripts/site/plugins.ts */`,
      },
    ],
  },
  /**
   * Each disclosure (an FAQ answer, an accordion panel) asks `useIsSSR()`: the server renders a closed panel
   * with `hidden`, and the browser then manages `hidden="until-found"` from a layout effect that waits until
   * `useIsSSR()` is false. `useIsSSR` is a `useSyncExternalStore` whose server and browser answers differ, so
   * right after hydration React re-rendered every disclosure of the page synchronously, in one task it cannot
   * slice (/support's 16 questions: ~60-75 ms of a 4x-throttled phone; /packages' 6). The browser build knows
   * it is not the server: the layout effect sets the panels' attributes during hydration's commit, with the
   * same result as after that re-render (`hidden="until-found"` on closed panels, none on open ones). The
   * server build (the prerendered markup) keeps React Aria's own `useIsSSR`.
   */
  disclosureHydration: {
    module: /\/react-aria\/dist\/private\/disclosure\/useDisclosure\.mjs$/,
    edits: [
      {
        find: /let isSSR = \(0, \$\w+\$export\$\w+\)\(\);/,
        replace: () =>
          'let isSSR = false; /* the browser build: no re-render after hydration (scripts/site/plugins.ts) */',
      },
    ],
  },
  /**
   * React Router's published module makes its components and contexts with top-level calls that carry no
   * `@__PURE__` annotation (`React.forwardRef(...)`, `React.createContext(...)`, `React.memo(...)`) and then
   * assigns each a `displayName`. To a bundler both are side effects, so every page loaded `<Link>`,
   * `<NavLink>`, `<Form>`, prefetching and the framework mode's contexts although the site imports none of
   * them (its links go through React Aria and `useNavigate`): ~13 KB minified, ~2-4 KB gzip on every page.
   * The calls are pure (each only builds an object), and `displayName` serves only React DevTools, so the
   * browser build marks them pure and drops the names; what the site uses works unchanged (the e2e suite
   * navigates, hydrates and shows route errors with it). The server build keeps the module as published.
   */
  routerTreeShaking: {
    // the chunk with the components (its name changes with each React Router release: the build then stops here)
    module: /\/react-router\/dist\/production\/chunk-7RTFRKQW\.mjs$/,
    edits: [
      {
        find: /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm,
        replace: (_, declaration = '', call = '') => `${declaration}/* @__PURE__ */ ${call}`,
      },
      {
        find: /^[\w$]+\.displayName = "[^"\n]*";$/gm,
        replace: () => '',
      },
    ],
  },
};

/** The name of the patch for a module, if it has one. */
const patchNameFor = (id: string) =>
  (Object.keys(SOURCE_PATCHES) as (keyof typeof SOURCE_PATCHES)[]).find((name) => SOURCE_PATCHES[name].module.test(id));

/** The module's text with its patch applied, or undefined for a module without one; throws when the patched text is gone. */
export function patchedSource(code: string, id: string): string | undefined {
  const name = patchNameFor(id);
  if (!name) return undefined;
  return SOURCE_PATCHES[name].edits.reduce((text, edit) => {
    // `search`, not `test`: a global pattern's `test` would move its `lastIndex`
    if (text.search(edit.find) === -1)
      throw new Error(`${id} has changed where scripts/site/plugins.ts patches it: update the patch`);
    return text.replace(edit.find, edit.replace);
  }, code);
}

/** Applies SOURCE_PATCHES; a build that did not meet every patched module stops (it was renamed or moved). */
export function patchDependencies(): Plugin {
  const applied = new Set<string>();
  return {
    name: 'skylink:patch-dependencies',
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
      const missing = Object.keys(SOURCE_PATCHES).filter((name) => !applied.has(name));
      if (!error && missing.length > 0) {
        throw new Error(
          `the patched modules of ${missing.join(', ')} were not in the build: update scripts/site/plugins.ts`,
        );
      }
    },
  };
}
