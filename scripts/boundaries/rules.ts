/**
 * The import rules themselves (the engine is scripts/check-boundaries.ts): which feature may depend on
 * which, what each shared folder may import, and what each kind of file inside a feature may import.
 * docs/architecture.md explains them.
 */
/**
 * Which feature may import which (through its index.ts). The same table holds for src/features and
 * server/features. A feature not listed may import no other feature.
 */
export const FEATURE_DEPENDENCIES: Record<string, readonly string[]> = {
  auth: [],
  coverage: [],
  legal: [],
  site: [],
  account: ['auth', 'billing', 'subscriptions'],
  // the bell, its live stream and the messages log: written by billing and subscriptions, read by the admin area
  notifications: ['auth'],
  // payments and invoices: a payment credits paid time through subscriptions' commands (server); one direction
  // per side, held by the folder rules below
  billing: ['auth', 'notifications', 'subscriptions'],
  subscriber: ['auth', 'billing'],
  settings: ['auth', 'billing', 'subscriptions'],
  profile: ['auth', 'settings'],
  // the admin area: people (customers and staff accounts), the admin console
  // (/admin-dashboard), analytics, and the admin panel (/admin) that shows all of them as tabs
  adminUsers: ['auth', 'billing', 'settings', 'subscriptions', 'notifications'],
  analytics: ['auth', 'billing', 'site', 'coverage', 'subscriptions'],
  adminConsole: ['auth', 'billing', 'settings', 'adminUsers'],
  admin: ['auth', 'billing', 'site', 'coverage', 'adminUsers', 'analytics'],
  // sign-in security and system health (the console's Security and System Status sections)
  adminSecurity: ['auth', 'billing'],
  // paid time and the plans it is of, and between payments: reminders, standing, the renewal link, auto-renew,
  // the promise to pay; the renewal page embeds billing's payment steps (client)
  subscriptions: ['auth', 'billing', 'notifications'],
};

export interface FolderRule {
  /** the folder prefix the rule applies to ('' for every file) */
  from: string;
  /** folder prefixes exempt from the rule (for rules that apply to everyone but the owner) */
  except?: string[];
  /** folder prefixes it may not import (relative imports resolved to repo paths) */
  denyPaths?: string[];
  /** bare package names (or prefixes) it may not import */
  denyPackages?: string[];
  /** path prefixes whose type-only imports are allowed anyway */
  allowTypeOnly?: string[];
  /** forbid calling fetch() */
  noFetch?: boolean;
  /** files whose lazy import() of a denied path is allowed (entry points loading development-only code) */
  allowDynamicFrom?: string[];
  why: string;
}

const UI_PACKAGES = ['react', 'react-dom', '@radix-ui', 'react-aria-components'];
const ROUTER = ['react-router', 'react-router-dom'];
const MACHINE_PACKAGES = ['xstate', '@xstate'];

export const folderRules: FolderRule[] = [
  {
    from: 'src/',
    denyPaths: ['app/', 'server/', 'stories/', 'tests/', 'e2e/'],
    why: 'src/ never imports app/, server/ or test code',
  },
  {
    from: 'src/domain/',
    denyPaths: ['src/machines/', 'src/components/', 'src/services/', 'src/theme/'],
    denyPackages: [...UI_PACKAGES, ...MACHINE_PACKAGES],
    noFetch: true,
    why: 'src/domain is pure TypeScript: no React, no machines, no fetch',
  },
  {
    from: 'src/machines/',
    denyPaths: ['src/components/', 'src/services/', 'src/theme/'],
    denyPackages: [...ROUTER],
    noFetch: true,
    why: 'the shared machine kit has no UI, no network and no navigation',
  },
  {
    from: 'src/components/',
    denyPaths: ['src/machines/', 'src/services/'],
    denyPackages: [...MACHINE_PACKAGES, ...ROUTER],
    noFetch: true,
    why: 'components are presentational: props in, callbacks out',
  },
  {
    from: 'src/services/',
    denyPaths: ['src/machines/', 'src/components/', 'src/theme/'],
    denyPackages: ['react', 'react-dom'],
    why: 'services are plain clients',
  },
  {
    from: 'src/theme/',
    denyPaths: ['src/domain/', 'src/machines/', 'src/components/', 'src/services/'],
    noFetch: true,
    why: 'the theme depends on nothing but tokens',
  },
  { from: 'app/', denyPaths: ['server/'], why: 'the app talks to the server over HTTP only' },
  {
    from: 'server/',
    denyPaths: ['app/', 'src/machines/', 'src/components/', 'src/services/', 'src/theme/', 'stories/'],
    denyPackages: ['react', 'react-dom'],
    why: 'the server shares only src/domain and features’ contracts, messages and rules with the client',
  },
  {
    from: 'server/',
    except: ['server/sandbox/'],
    denyPaths: ['server/sandbox/'],
    allowDynamicFrom: ['server/start.ts', 'server/cluster.ts'],
    why: 'server/sandbox (the fake Paystack) is development-only: production code never imports it; the entry points load it lazily outside production and hand it to createApp',
  },
  {
    from: 'server/features/subscriptions/',
    denyPaths: ['server/features/billing/'],
    allowTypeOnly: ['server/features/billing/'],
    why: 'on the server billing credits subscriptions (its payments reference their plans and subscriptions): subscriptions takes only types from billing, and is handed billing’s payments where the app is assembled (server/app.ts)',
  },
  {
    from: 'src/features/billing/',
    denyPaths: ['src/features/subscriptions/'],
    why: 'on the client the renewal page (subscriptions) embeds billing’s payment steps: billing never imports subscriptions',
  },
  {
    from: 'stories/',
    denyPaths: ['server/', 'app/', 'src/services/'],
    why: 'stories mock services; they never reach the server or the assembled app',
  },
  {
    from: 'src/',
    denyPaths: ['src/theme/tokens.generated'],
    why: 'tokens.generated.ts is for the Storybook token pages; style with vars (theme.css) and media (components/private/responsive)',
  },
  {
    from: '',
    except: ['src/theme/'],
    denyPackages: ['@radix-ui/themes'],
    why: 'Radix Themes gives us token scales (imported by src/theme); its components would need the <Theme> runtime AppTheme leaves out',
  },
  {
    from: '',
    except: ['src/components/'],
    denyPaths: ['src/components/private/'],
    why: 'src/components/private holds the design system internals: only src/components may import it',
  },
];

/** The kind of a file inside a feature, from its name. */
export type Kind = 'index' | 'machine' | 'view' | 'ui' | 'connected' | 'hook' | 'client' | 'browser' | 'pure';

export function kindOf(path: string): Kind {
  const name = path.split('/').pop() ?? path;
  if (/^index\.tsx?$/.test(name)) return 'index';
  if (/\.machine\.ts$/.test(name)) return 'machine';
  if (/\.view\.ts$/.test(name)) return 'view';
  if (/^use[A-Z]\w*\.tsx?$/.test(name)) return 'hook';
  if (/^Connected[A-Z]\w*\.tsx$/.test(name)) return 'connected';
  if (/\.tsx$|\.css\.ts$/.test(name)) return 'ui';
  if (/^(client|[a-z]\w*Client)\.ts$/.test(name)) return 'client';
  if (/^(tokenStore|activity)\.ts$|Storage\.ts$/.test(name)) return 'browser';
  return 'pure';
}

export interface KindRule {
  kind: Kind;
  /** target kinds it may not import (inside features) */
  denyKinds: Kind[];
  /** target kinds it may import as types only */
  typeOnlyKinds?: Kind[];
  denyPackages?: string[];
  noFetch?: boolean;
  why: string;
}

export const kindRules: KindRule[] = [
  {
    kind: 'index',
    denyKinds: [],
    why: "a feature's index.ts is its public face: it re-exports what other features may use",
  },
  {
    kind: 'machine',
    denyKinds: ['ui', 'view', 'hook', 'client', 'browser'],
    denyPackages: [...UI_PACKAGES, ...ROUTER],
    noFetch: true,
    why: 'a machine names its actors; the app provides them (no UI, no client, no storage, no router)',
  },
  {
    kind: 'view',
    denyKinds: ['ui', 'hook', 'client', 'browser'],
    typeOnlyKinds: ['machine'],
    denyPackages: [...UI_PACKAGES, ...ROUTER, '@xstate/react'],
    noFetch: true,
    why: 'a view function maps a snapshot to a view model (machine types only)',
  },
  {
    kind: 'ui',
    denyKinds: ['client', 'browser'],
    typeOnlyKinds: ['machine'],
    denyPackages: [...ROUTER, '@xstate/react'],
    noFetch: true,
    why: 'screens render view models; they do not fetch, store or route, and import machines only as types',
  },
  {
    kind: 'connected',
    denyKinds: ['client', 'browser'],
    denyPackages: [...ROUTER],
    noFetch: true,
    why: 'a connected screen binds a machine to its screen and takes the services and navigation it needs as props, so the route and the flow story render the same wiring',
  },
  {
    kind: 'hook',
    denyKinds: ['client', 'browser'],
    denyPackages: [...ROUTER],
    noFetch: true,
    why: 'hooks bind machines to React; the app provides services and navigation',
  },
  {
    kind: 'client',
    denyKinds: ['ui', 'hook', 'machine', 'view'],
    denyPackages: [...UI_PACKAGES, ...MACHINE_PACKAGES, ...ROUTER],
    why: 'a client talks to our API over src/services/http.ts and nothing else',
  },
  {
    kind: 'browser',
    denyKinds: ['ui', 'hook', 'machine', 'view', 'client'],
    denyPackages: [...UI_PACKAGES, ...MACHINE_PACKAGES, ...ROUTER],
    noFetch: true,
    why: 'browser storage modules are plain functions over the Web APIs',
  },
  {
    kind: 'pure',
    denyKinds: ['ui', 'hook', 'machine', 'view', 'client', 'browser'],
    denyPackages: [...UI_PACKAGES, ...MACHINE_PACKAGES, ...ROUTER],
    noFetch: true,
    why: 'contracts, messages, rules and other pure modules have no React, machines, storage or network',
  },
];

/**
 * The design system's one public entry: features, the app and stories import src/components through
 * `@/components` (src/components/index.ts), never a component's own file (private/ has its own rule); a lazy
 * `import()` of one component's file is allowed, as it splits that component into its own chunk.
 */
export const DESIGN_SYSTEM_ENTRY = 'src/components/index.ts';
export const DESIGN_SYSTEM_USERS = ['src/features/', 'app/', 'stories/'];

export const SHARED_CLIENT = ['src/components/', 'src/domain/', 'src/theme/', 'src/services/', 'src/machines/'];
export const SHARED_SERVER = [
  'server/db/',
  'server/http/',
  'server/mail/',
  'server/sms/',
  'server/audit/',
  'server/system/',
  'server/jobs/',
];
/** What the server may take from a client feature (lifecycle: statuses, moves and failure codes). */
export const SERVER_SHARED_FROM_FEATURES = /^src\/features\/[\w-]+\/(contract|messages|rules|lifecycle)(\.ts)?$/;

/**
 * Money (docs/product-rules.md "Money"): amounts are integer pesewas in the database, on the wire and in
 * the rules, and only `MONEY_HOME` converts them (pesewasToCedis, cedisToPesewas, percentOf, cedisDecimal,
 * formatMoney). So a `/ 100`, `* 100` or `100 *` on a line of src/, app/ or server/ that names money
 * (`MONEY_WORDS`) is a conversion written again and fails. Percentages are not money: they pass as long as
 * no money word is on the line; one that must sit beside one (a share of revenue) says so with
 * `// not money: <why>` on the line or the line above.
 */
export const MONEY_HOME = 'src/domain/format/money.ts';
export const MONEY_CHECKED = ['src/', 'app/', 'server/'];
export const MONEY_WORDS = /pesewa|cedi|amount|price|money|\bghs\b|revenue/i;
export const MONEY_ALLOW = 'not money:';
/** Files that cannot import the money module, and why. */
export const MONEY_EXEMPT: Readonly<Record<string, string>> = {
  'server/sandbox/assets.ts':
    "the sandbox pages' browser scripts are text in template strings, run by the browser: they cannot import",
};
