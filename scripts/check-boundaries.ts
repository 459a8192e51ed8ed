/**
 * `npm run lint` (second half): enforce the import rules written in docs/architecture.md.
 * Reads every TypeScript file's imports with the TypeScript pre-processor (no type check, fast) and
 * fails with one line per violation. Three kinds of rule:
 * - folder rules: what a shared folder (src/domain, src/components, ...) or a top folder may import;
 * - kind rules inside a feature, by file name: a machine imports no UI, client or router; a view or a
 *   screen imports machines only as types; only clients call the network; pure modules have no React;
 * - feature rules: a feature reaches another only through its index.ts and only where FEATURE_DEPENDENCIES
 *   says so; shared code never imports a feature; the server takes from the client only contracts,
 *   messages and rules, and nothing it imports reaches a React file or a stylesheet; and no import cycle
 *   (value imports) anywhere in src, app and server.
 * One rule reads lines rather than imports: money is converted only in src/domain/format/money.ts
 * (`moneyConversions`).
 * Longer than 300 lines: one checker reads every file once and applies all the import rules (folders, kinds,
 * features, network primitives, money, cycles); the rules themselves are data in scripts/boundaries/rules.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import {
  DESIGN_SYSTEM_ENTRY,
  DESIGN_SYSTEM_USERS,
  FEATURE_DEPENDENCIES,
  folderRules,
  kindOf,
  kindRules,
  MONEY_ALLOW,
  MONEY_CHECKED,
  MONEY_EXEMPT,
  MONEY_HOME,
  MONEY_WORDS,
  SERVER_SHARED_FROM_FEATURES,
  SHARED_CLIENT,
  SHARED_SERVER,
} from './boundaries/rules';

export { FEATURE_DEPENDENCIES, kindOf };

const root = resolve(import.meta.dirname, '..');

const SKIP = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  '.git',
  'data',
  'test-results',
  'playwright-report',
  '.stryker-tmp',
  'reports',
]);

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

interface ImportRef {
  spec: string;
  typeOnly: boolean;
  /** import('...'): loaded later, so it takes no part in evaluation-order cycles */
  dynamic?: boolean;
}

function importsOf(source: string, fileName: string): ImportRef[] {
  const sf = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const refs: ImportRef[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
      refs.push({ spec: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteral(arg)) refs.push({ spec: arg.text, typeOnly: false, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return refs;
}

const toRepo = (abs: string) => relative(root, abs).split(sep).join('/');

/** `@/x` is `src/x` (the alias of tsconfig.json and vite.config.ts): checked like the relative path it stands for. */
const SRC_ALIAS = '@/';

/** A specifier that names a file of this repository: relative, or through the `@/` alias. */
export const isLocal = (spec: string) => spec.startsWith('.') || spec.startsWith(SRC_ALIAS);

/** A local specifier as a repository path, resolved to a file when one exists ('' extension kept otherwise). */
export function resolveTarget(file: string, spec: string): string {
  const base = spec.startsWith(SRC_ALIAS)
    ? join(root, 'src', spec.slice(SRC_ALIAS.length))
    : resolve(dirname(file), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return toRepo(candidate);
  }
  return toRepo(base);
}

/** 'src/features/auth/x.ts' -> { side: 'src', feature: 'auth', rest: 'x.ts' } */
function featureOf(path: string): { side: 'src' | 'server'; feature: string; rest: string } | null {
  const m = /^(src|server)\/features\/([\w-]+)(?:\/(.*))?$/.exec(path);
  return m ? { side: m[1] as 'src' | 'server', feature: m[2] as string, rest: m[3] ?? '' } : null;
}

const isIndex = (rest: string) => rest === '' || /^index(\.tsx?)?$/.test(rest);
/**
 * A server feature's tables.ts may reference another's tables.ts directly, for foreign keys: the schema files are
 * what drizzle-kit loads to write migrations, without the app (an index would bring routes and the database).
 */
const isTablesToTables = (own: string, theirs: string) => /^tables(\.ts)?$/.test(own) && /^tables(\.ts)?$/.test(theirs);

function packageHit(spec: string, packages: readonly string[] | undefined) {
  return packages?.find((p) => spec === p || spec.startsWith(`${p}/`));
}

/**
 * The platform's fetch in a file (comments left out): a bare `fetch(` call, or `globalThis.fetch`,
 * `window.fetch`, `self.fetch` (called or passed on). An injected fetch (`options.fetch(...)`) is not it.
 */
export function callsFetch(source: string): boolean {
  const code = source.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
  return (
    /(^|[^.\w$])fetch\s*\(/m.test(code) ||
    /\b(globalThis|window|self)\s*(\?\.|\.)\s*fetch\b|\b(globalThis|window|self)\s*\[\s*['"`]fetch['"`]\s*\]/.test(code)
  );
}

/**
 * The browser's other ways to the network, each with the one file of src/services allowed to use it:
 * constructing an EventSource, WebSocket or XMLHttpRequest (also as `new globalThis.X`), and sendBeacon.
 */
export const NETWORK_PRIMITIVES: Record<string, { pattern: RegExp; home: string }> = {
  EventSource: {
    pattern: /\bnew\s+(?:(?:globalThis|window|self)\s*\.\s*)?EventSource\b/,
    home: 'src/services/stream.ts',
  },
  WebSocket: { pattern: /\bnew\s+(?:(?:globalThis|window|self)\s*\.\s*)?WebSocket\b/, home: 'src/services/stream.ts' },
  XMLHttpRequest: {
    pattern: /\bnew\s+(?:(?:globalThis|window|self)\s*\.\s*)?XMLHttpRequest\b/,
    home: 'src/services/http.ts',
  },
  sendBeacon: { pattern: /\bsendBeacon\b(?!\s*:)/, home: 'src/services/http.ts' },
};

/** The network primitives a file uses outside their home (comments left out). */
export function strayNetworkPrimitives(rel: string, source: string): string[] {
  const code = source.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
  return Object.entries(NETWORK_PRIMITIVES)
    .filter(([, { pattern, home }]) => rel !== home && pattern.test(code))
    .map(([name, { home }]) => `${rel}: uses ${name}: only ${home} opens that kind of connection`);
}

/** `/ 100`, `* 100` or `100 *`, not part of a longer number (1000, 100.5, 100_000). */
const BY_HUNDRED = /(?:[*/]\s*100|(?<![\w.])100\s*\*)(?![\w.])/;

/**
 * Lines of a file that convert money by hand (see MONEY_WORDS in scripts/boundaries/rules.ts): a division
 * or multiplication by 100 on a line naming money, comments left out, unless the line or the line above
 * carries the `// not money: <why>` comment. Line-based on purpose: a conversion split over lines around
 * its operator slips through, which review catches; a parser would not know a percent from a cedi either.
 */
export function moneyConversions(rel: string, source: string): string[] {
  if (rel === MONEY_HOME || rel in MONEY_EXEMPT || !MONEY_CHECKED.some((p) => rel.startsWith(p))) return [];
  const raw = source.split('\n');
  const code = source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).split('\n');
  const problems: string[] = [];
  code.forEach((line, i) => {
    const bare = line.replace(/(^|[^:])\/\/.*$/, '$1');
    if (!BY_HUNDRED.test(bare) || !MONEY_WORDS.test(bare)) return;
    if (raw[i]?.includes(MONEY_ALLOW) || raw[i - 1]?.includes(MONEY_ALLOW)) return;
    problems.push(
      `${rel}:${i + 1}: converts money by hand ('/ 100' or '* 100'): only ${MONEY_HOME} does (pesewasToCedis, cedisToPesewas, percentOf, cedisDecimal, formatMoney); a percentage that is not money takes a '// ${MONEY_ALLOW} <why>' comment`,
    );
  });
  return problems;
}

/** The violations of one file (repository-relative paths in the messages). */
export function checkFile(file: string, source: string): string[] {
  const rel = toRepo(file);
  const problems: string[] = [];
  const own = featureOf(rel);
  const folder = folderRules.filter((r) => rel.startsWith(r.from) && !r.except?.some((p) => rel.startsWith(p)));
  const kind = own?.side === 'src' ? kindRules.find((r) => r.kind === kindOf(rel)) : undefined;
  const sharedClient = SHARED_CLIENT.some((p) => rel.startsWith(p));
  const sharedServer = SHARED_SERVER.some((p) => rel.startsWith(p));

  for (const { spec, typeOnly, dynamic } of importsOf(source, file)) {
    if (dynamic && spec === 'zod') {
      problems.push(
        `${rel}: import('zod') makes the bundler ship all of zod (384 KB): load through loadAfterZod (app/services.ts) instead`,
      );
    }
    if (!isLocal(spec)) {
      for (const rule of folder) {
        const hit = packageHit(spec, rule.denyPackages);
        if (hit && !typeOnly) problems.push(`${rel}: imports '${spec}': ${rule.why}`);
      }
      if (kind && !typeOnly && packageHit(spec, kind.denyPackages)) {
        problems.push(`${rel}: imports '${spec}': ${kind.why}`);
      }
      continue;
    }
    const target = resolveTarget(file, spec);
    for (const rule of folder) {
      const hit = rule.denyPaths?.find((p) => `${target}/`.startsWith(p) || target.startsWith(p));
      const lazyAllowed = dynamic && rule.allowDynamicFrom?.includes(rel);
      if (hit && !lazyAllowed && !(typeOnly && rule.allowTypeOnly?.some((p) => target.startsWith(p)))) {
        problems.push(`${rel}: imports '${spec}' (${hit}): ${rule.why}`);
      }
    }
    // a lazy import() of one component's own file stays allowed: it is how a page splits a component off
    if (
      !dynamic &&
      DESIGN_SYSTEM_USERS.some((p) => rel.startsWith(p)) &&
      target.startsWith('src/components/') &&
      target !== DESIGN_SYSTEM_ENTRY &&
      !target.startsWith('src/components/private/')
    ) {
      problems.push(
        `${rel}: imports '${spec}': the design system is imported through its one public entry, '@/components' (src/components/index.ts)`,
      );
    }
    const theirs = featureOf(target);
    if (theirs && (sharedClient || sharedServer)) {
      problems.push(`${rel}: imports '${spec}': shared code never imports a feature`);
    }
    if (own && theirs && theirs.side === own.side && theirs.feature !== own.feature) {
      const allowed = FEATURE_DEPENDENCIES[own.feature]?.includes(theirs.feature) ?? false;
      if (!allowed) {
        problems.push(
          `${rel}: imports '${spec}': feature '${own.feature}' may not depend on '${theirs.feature}' (FEATURE_DEPENDENCIES)`,
        );
      } else if (!isIndex(theirs.rest) && !(own.side === 'server' && isTablesToTables(own.rest, theirs.rest))) {
        problems.push(`${rel}: imports '${spec}': another feature is reached only through its index.ts`);
      }
    }
    if (rel.startsWith('server/') && target.startsWith('src/') && !target.startsWith('src/domain/')) {
      if (!SERVER_SHARED_FROM_FEATURES.test(target)) {
        problems.push(
          `${rel}: imports '${spec}': the server takes only contracts, messages and rules from src/features`,
        );
      }
    }
    if (kind && own && theirs && theirs.side === 'src' && theirs.feature === own.feature) {
      const targetKind = kindOf(target.endsWith('.ts') || target.endsWith('.tsx') ? target : `${target}.ts`);
      if (kind.denyKinds.includes(targetKind) && !(typeOnly && kind.typeOnlyKinds?.includes(targetKind))) {
        problems.push(`${rel}: imports '${spec}' (a ${targetKind} module): ${kind.why}`);
      } else if (!typeOnly && kind.typeOnlyKinds?.includes(targetKind)) {
        problems.push(`${rel}: imports '${spec}' (a ${targetKind} module) for its value: ${kind.why}`);
      }
    }
  }
  // The client (src/ and app/) reaches the network only through src/services/http.ts: its request,
  // callEndpoint and platformFetch (the one reference to the platform's fetch).
  const fetchBanned = folder.some((r) => r.noFetch) || kind?.noFetch;
  const fetchHome = rel === 'src/services/http.ts';
  const clientCode = rel.startsWith('src/') || rel.startsWith('app/');
  if ((fetchBanned || (clientCode && !fetchHome)) && callsFetch(source)) {
    problems.push(
      `${rel}: uses the platform's fetch: only src/services/http.ts talks to the network (use its request, callEndpoint or platformFetch)`,
    );
  }
  if (fetchBanned || clientCode) problems.push(...strayNetworkPrimitives(rel, source));
  problems.push(...moneyConversions(rel, source));
  return problems;
}

/**
 * Import cycles among static value imports (a dynamic import() is loaded later and cannot deadlock
 * module evaluation): each strongly connected component of more than one file (or a
 * file importing itself) is reported once, as its files in order.
 */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return cycles;
}

/**
 * The server runs in Node as it is (tsx, no style compiler): a server module that reaches, through any chain
 * of value imports, a React file or a stylesheet of the client fails at start ("Styles were unable to be
 * assigned to a file"). One line per server entry into the client, with the chain that gets there.
 */
export function serverReachesUi(graph: Map<string, string[]>): string[] {
  const problems: string[] = [];
  const reported = new Set<string>();
  for (const start of [...graph.keys()].filter((f) => f.startsWith('server/')).sort()) {
    const cameFrom = new Map<string, string>([[start, '']]);
    const queue = [start];
    while (queue.length) {
      const node = queue.shift() as string;
      if (/\.tsx$|\.css\.ts$/.test(node)) {
        const chain: string[] = [];
        for (let at: string | undefined = node; at; at = cameFrom.get(at) || undefined) chain.unshift(at);
        const entry = chain.find((f) => !f.startsWith('server/')) ?? node;
        if (!reported.has(entry)) {
          reported.add(entry);
          problems.push(
            `${start}: reaches ${node} (${chain.join(' -> ')}): the server runs without the style compiler`,
          );
        }
        break;
      }
      for (const next of graph.get(node) ?? []) {
        if (!cameFrom.has(next)) {
          cameFrom.set(next, node);
          queue.push(next);
        }
      }
    }
  }
  return problems;
}

export function importGraph(files: string[], read: (file: string) => string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(read(file), file)
      .filter((ref) => isLocal(ref.spec) && !ref.typeOnly && !ref.dynamic)
      .map((ref) => resolveTarget(file, ref.spec));
    graph.set(toRepo(file), targets);
  }
  return graph;
}

if (process.argv[1]?.endsWith('check-boundaries.ts')) {
  const files = ['src', 'app', 'server', 'stories', 'tests', 'e2e', 'scripts'].flatMap((d) => walk(join(root, d)));
  const read = (f: string) => readFileSync(f, 'utf8');
  const problems = files.flatMap((f) => checkFile(f, read(f)));
  const graphFiles = files.filter((f) => /^(src|app|server)\//.test(toRepo(f)));
  const graph = importGraph(graphFiles, read);
  for (const cycle of findCycles(graph)) {
    problems.push(`import cycle: ${cycle.join(' -> ')}`);
  }
  problems.push(...serverReachesUi(graph));
  if (problems.length) {
    console.error(`Import boundaries (docs/architecture.md): ${problems.length} violation(s)\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.info(`Import boundaries: ${files.length} files checked, no violations, no cycles.`);
}
