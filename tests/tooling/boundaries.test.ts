/**
 * Longer than 300 lines: every boundary rule keeps a case proving it can fail, one describe per kind of rule.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkFile,
  FEATURE_DEPENDENCIES,
  findCycles,
  importGraph,
  kindOf,
  moneyConversions,
  serverReachesUi,
} from '../../scripts/check-boundaries';

const root = join(import.meta.dirname, '../..');
const at = (rel: string) => join(root, rel);

describe('folder rules', () => {
  it('forbids components importing machines or the router', () => {
    const src = "import { notProvided } from '../../machines/notProvided';\nimport { Link } from 'react-router-dom';";
    const problems = checkFile(at('src/components/X/X.tsx'), src);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/presentational/);
  });

  it("forbids import('zod'), which ships all of zod, but not a static import of it", () => {
    expect(checkFile(at('app/routes/login.tsx'), "const z = await import('zod');")).toHaveLength(1);
    expect(checkFile(at('src/features/auth/rules.ts'), "import { z } from 'zod';")).toHaveLength(0);
  });

  it('forbids fetch anywhere in src but src/services/http.ts', () => {
    expect(checkFile(at('src/features/auth/a.machine.ts'), 'const r = await fetch("/api");')).toHaveLength(1);
    expect(checkFile(at('src/features/auth/client.ts'), 'const r = await fetch("/api");')).toHaveLength(1);
    expect(checkFile(at('src/services/http.ts'), 'const r = await fetch("/api");')).toHaveLength(0);
    expect(checkFile(at('src/domain/x.ts'), '// we never fetch("/x") here\nexport const a = 1;')).toHaveLength(0);
  });

  it('forbids the platform’s fetch (globalThis.fetch, window.fetch, bare fetch) in app/ and src/ but http.ts', () => {
    const client = at('src/features/billing/client.ts');
    const problems = checkFile(client, 'const f = options.fetch ?? ((i, o) => globalThis.fetch(i, o));');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /src\/features\/billing\/client\.ts: uses the platform's fetch: only src\/services\/http\.ts/,
    );
    expect(checkFile(client, 'export function c({ fetch: f = (...a) => globalThis.fetch(...a) }) {}')).toHaveLength(1);
    expect(checkFile(client, 'const f = window.fetch;')).toHaveLength(1);
    expect(checkFile(client, "const f = globalThis['fetch'];")).toHaveLength(1);
    expect(checkFile(at('app/apiFetch.ts'), 'const r = await globalThis.fetch(input, init);')).toHaveLength(1);
    expect(checkFile(at('app/analyticsSetup.ts'), 'request((input, init) => fetch(input, init), url);')).toHaveLength(
      1,
    );
    // an injected fetch, the http.ts default and code outside the client are fine
    expect(
      checkFile(client, 'const r = await options.fetch(url);\nconst f = options.fetch ?? platformFetch;'),
    ).toHaveLength(0);
    expect(checkFile(at('src/services/http.ts'), 'export const f = (i, o) => globalThis.fetch(i, o);')).toHaveLength(0);
    expect(checkFile(at('server/features/billing/providers/paystack.ts'), 'await globalThis.fetch(url);')).toHaveLength(
      0,
    );
  });

  it('keeps EventSource, WebSocket and XMLHttpRequest in their service, and sendBeacon in http.ts', () => {
    const bell = at('app/notificationStream.ts');
    expect(checkFile(bell, 'const s = new EventSource(url);')).toEqual([
      expect.stringMatching(/app\/notificationStream\.ts: uses EventSource: only src\/services\/stream\.ts/),
    ]);
    expect(checkFile(bell, 'const s = new globalThis.WebSocket(url);')).toHaveLength(1);
    expect(checkFile(at('src/features/billing/client.ts'), 'const x = new XMLHttpRequest();')).toHaveLength(1);
    expect(checkFile(at('src/services/analytics.ts'), 'navigator.sendBeacon(url, body);')).toHaveLength(1);
    // their homes, a type, a comment and server code are fine
    expect(checkFile(at('src/services/stream.ts'), 'const s = new EventSource(url);')).toHaveLength(0);
    expect(checkFile(at('src/services/http.ts'), 'navigator.sendBeacon(url, body);')).toHaveLength(0);
    expect(
      checkFile(bell, 'let s: EventSource | null = null; // new EventSource(url) lives in stream.ts'),
    ).toHaveLength(0);
    expect(
      checkFile(at('server/features/notifications/bellStream.ts'), 'const s = new EventSource(url);'),
    ).toHaveLength(0);
  });

  it('keeps src/ away from app/ and React out of the domain', () => {
    expect(checkFile(at('src/domain/x.ts'), "import { useState } from 'react';")).toHaveLength(1);
    expect(checkFile(at('src/features/site/X.tsx'), "import { router } from '../../../app/router';")).toHaveLength(1);
  });

  it('keeps stories away from the server and the assembled app', () => {
    expect(
      checkFile(at('stories/features/auth/a.stories.tsx'), "import { x } from '../../../server/app';"),
    ).toHaveLength(1);
    expect(
      checkFile(at('stories/features/auth/a.stories.tsx'), "import { x } from '../../../app/router';"),
    ).toHaveLength(1);
  });
  it('keeps the development-only sandbox out of production code; the entry points load it lazily', () => {
    const stat = "import { paystackSandbox } from '../../sandbox';";
    // a feature, the app and a type-only import are all refused
    expect(checkFile(at('server/features/billing/payRoutes.ts'), stat)).toEqual([
      expect.stringMatching(/payRoutes\.ts: imports '\.\.\/\.\.\/sandbox' \(server\/sandbox\/\): .*development-only/),
    ]);
    expect(checkFile(at('server/app.ts'), "import type { Sandbox } from './sandbox';")).toHaveLength(1);
    expect(checkFile(at('server/app.ts'), "const s = await import('./sandbox');")).toHaveLength(1);
    expect(checkFile(at('server/start.ts'), "import { createSandbox } from './sandbox';")).toHaveLength(1);
    // the entry points' lazy import, the sandbox itself, tests and scripts are fine
    expect(checkFile(at('server/start.ts'), "const s = await import('./sandbox');")).toHaveLength(0);
    expect(checkFile(at('server/cluster.ts'), "const s = await import('./sandbox/server');")).toHaveLength(0);
    expect(checkFile(at('server/sandbox/api.ts'), "import { fail } from './requests';")).toHaveLength(0);
    expect(
      checkFile(at('tests/server/harness.ts'), "import { paystackSandbox } from '../../server/sandbox';"),
    ).toHaveLength(0);
  });
  it('lets billing and subscriptions depend on each other in one direction per side', () => {
    // server: billing credits subscriptions; subscriptions takes only billing's types
    expect(
      checkFile(at('server/features/billing/settlement.ts'), "import { creditSubscription } from '../subscriptions';"),
    ).toHaveLength(0);
    expect(
      checkFile(at('server/features/subscriptions/renewal.ts'), "import { subscriptionPayments } from '../billing';"),
    ).toEqual([
      expect.stringMatching(/renewal\.ts: imports '\.\.\/billing' \(server\/features\/billing\/\): .*credits/),
    ]);
    expect(
      checkFile(
        at('server/features/subscriptions/renewal.ts'),
        "import type { SubscriptionPayments } from '../billing';",
      ),
    ).toHaveLength(0);
    // client: the renewal page embeds billing's payment steps; billing never imports subscriptions
    expect(
      checkFile(at('src/features/subscriptions/ConnectedRenewal.tsx'), "import { PaymentProblem } from '../billing';"),
    ).toHaveLength(0);
    expect(
      checkFile(at('src/features/billing/ConnectedPackages.tsx'), "import { renewalMachine } from '../subscriptions';"),
    ).toEqual([expect.stringMatching(/ConnectedPackages\.tsx: imports '\.\.\/subscriptions' .*never imports/)]);
  });
});

describe('kind rules inside a feature', () => {
  it('names kinds from file names', () => {
    expect(kindOf('src/features/auth/login.machine.ts')).toBe('machine');
    expect(kindOf('src/features/auth/login.view.ts')).toBe('view');
    expect(kindOf('src/features/auth/LoginScreen.tsx')).toBe('ui');
    expect(kindOf('src/features/auth/AuthLayout.css.ts')).toBe('ui');
    expect(kindOf('src/features/auth/useFocusOnEnter.ts')).toBe('hook');
    expect(kindOf('src/features/auth/client.ts')).toBe('client');
    expect(kindOf('src/features/auth/tokenStore.ts')).toBe('browser');
    expect(kindOf('src/features/auth/contract.ts')).toBe('pure');
    expect(kindOf('src/features/auth/index.ts')).toBe('index');
    expect(kindOf('src/features/auth/ConnectedLogin.tsx')).toBe('connected');
  });

  it('a connected screen runs its machine but takes its services and navigation as props', () => {
    const file = at('src/features/auth/ConnectedLogin.tsx');
    expect(
      checkFile(
        file,
        "import { provideLogin } from './login.machine';\nimport { LoginScreen } from './LoginScreen';\nimport { useMachineView } from '../../machines/useMachineView';",
      ),
    ).toHaveLength(0);
    expect(checkFile(file, "import { createAuthClient } from './client';")[0]).toMatch(/client module/);
    expect(checkFile(file, "import { browserTokenStore } from './tokenStore';")).toHaveLength(1);
    expect(checkFile(file, "import { useNavigate } from 'react-router-dom';")).toHaveLength(1);
  });

  it('a machine imports no UI, client, storage or router', () => {
    const file = at('src/features/auth/login.machine.ts');
    expect(checkFile(file, "import { LoginScreen } from './LoginScreen';")[0]).toMatch(/ui module/);
    expect(checkFile(file, "import { createAuthClient } from './client';")[0]).toMatch(/client module/);
    expect(checkFile(file, "import { browserTokenStore } from './tokenStore';")[0]).toMatch(/browser module/);
    expect(checkFile(file, "import { useNavigate } from 'react-router-dom';")).toHaveLength(1);
    expect(checkFile(file, "import { setup } from 'xstate';\nimport { rules } from './rules';")).toHaveLength(0);
  });

  it('a screen or a view imports machines only as types', () => {
    for (const file of [at('src/features/auth/LoginScreen.tsx'), at('src/features/auth/login.view.ts')]) {
      expect(checkFile(file, "import type { LoginSnapshot } from './login.machine';")).toHaveLength(0);
      expect(checkFile(file, "import { loginMachine } from './login.machine';")[0]).toMatch(/for its value/);
    }
  });

  it('a screen does not fetch, store or route', () => {
    const file = at('src/features/auth/LoginScreen.tsx');
    expect(checkFile(file, "import { createAuthClient } from './client';")).toHaveLength(1);
    expect(checkFile(file, "import { browserTokenStore } from './tokenStore';")).toHaveLength(1);
    expect(checkFile(file, "import { Link } from 'react-router-dom';")).toHaveLength(1);
  });

  it('pure modules (contract, messages, rules) have no React, machines or clients', () => {
    const file = at('src/features/auth/rules.ts');
    expect(checkFile(file, "import { useState } from 'react';")).toHaveLength(1);
    expect(checkFile(file, "import { setup } from 'xstate';")).toHaveLength(1);
    expect(checkFile(file, "import { createAuthClient } from './client';")).toHaveLength(1);
    expect(checkFile(file, "import { z } from 'zod';\nimport { paths } from '../../domain/paths';")).toHaveLength(0);
  });
});

describe('feature rules', () => {
  it('a feature reaches another only through its index.ts, and only where the table allows', () => {
    expect(FEATURE_DEPENDENCIES.account).toContain('auth');
    expect(FEATURE_DEPENDENCIES.auth).not.toContain('account');
    const account = at('src/features/account/AccountScreen.tsx');
    expect(checkFile(account, "import { displayName } from '../auth';")).toHaveLength(0);
    expect(checkFile(account, "import { displayName } from '../auth/index';")).toHaveLength(0);
    expect(checkFile(account, "import { displayName } from '../auth/session';")[0]).toMatch(/only through its index/);
    const auth = at('src/features/auth/LoginScreen.tsx');
    expect(checkFile(auth, "import { AccountScreen } from '../account';")[0]).toMatch(/may not depend on 'account'/);
  });

  it('holds on the server side too', () => {
    const file = at('server/features/account/routes.ts');
    expect(checkFile(file, "import { bearerAuth } from '../auth';")).toHaveLength(0);
    expect(checkFile(file, "import { bearerAuth } from '../auth/bearer';")[0]).toMatch(/only through its index/);
    expect(checkFile(at('server/features/auth/routes.ts'), "import { x } from '../account';")).toHaveLength(1);
  });

  it('lets a server tables.ts reference another feature’s tables.ts (foreign keys), and nothing else of it', () => {
    const tables = at('server/features/billing/tables.ts');
    expect(checkFile(tables, "import { users } from '../auth/tables';")).toHaveLength(0);
    expect(checkFile(tables, "import { x } from '../auth/routes';")[0]).toMatch(/only through its index/);
    expect(checkFile(at('server/features/billing/routes.ts'), "import { users } from '../auth/tables';")[0]).toMatch(
      /only through its index/,
    );
    // the table still decides which features may depend on which
    expect(
      checkFile(at('server/features/notifications/tables.ts'), "import { x } from '../billing/tables';")[0],
    ).toMatch(/may not depend on 'billing'/);
  });

  it('money leans one way: subscriptions and billing write to notifications, which imports neither', () => {
    const bell = at('server/features/notifications/routes.ts');
    expect(checkFile(bell, "import { payments } from '../billing';")[0]).toMatch(
      /feature 'notifications' may not depend on 'billing'/,
    );
    expect(checkFile(bell, "import { x } from '../subscriptions';")).toHaveLength(1);
    expect(checkFile(at('server/features/notifications/tables.ts'), "import { x } from '../billing';")).toHaveLength(1);
    expect(
      checkFile(at('server/features/billing/settlement.ts'), "import { insertNotification } from '../notifications';"),
    ).toHaveLength(0);
    expect(
      checkFile(
        at('server/features/subscriptions/reminders.ts'),
        "import { insertNotification } from '../notifications';",
      ),
    ).toHaveLength(0);
    // and only through the index: the bell's writer, not its tables
    expect(
      checkFile(
        at('server/features/billing/settlement.ts'),
        "import { notifications } from '../notifications/tables';",
      )[0],
    ).toMatch(/only through its index/);
    // the same table holds in the client: the bell knows nothing of payments
    expect(checkFile(at('src/features/notifications/client.ts'), "import { x } from '../billing';")).toHaveLength(1);
  });

  it('shared code never imports a feature', () => {
    expect(checkFile(at('src/components/X/X.tsx'), "import { x } from '../../features/auth';")[0]).toMatch(
      /shared code never imports a feature/,
    );
    expect(checkFile(at('src/domain/money.ts'), "import { x } from '../features/auth/rules';")).not.toHaveLength(0);
    expect(checkFile(at('src/services/http.ts'), "import type { x } from '../features/auth/contract';")).toHaveLength(
      1,
    );
    expect(checkFile(at('server/http/errors.ts'), "import { x } from '../features/auth';")).toHaveLength(1);
  });

  it('the server takes only contracts, messages and rules from client features, and src/domain', () => {
    const file = at('server/features/auth/routes.ts');
    for (const ok of ['contract', 'messages', 'rules']) {
      expect(checkFile(file, `import { x } from '../../../src/features/auth/${ok}';`)).toHaveLength(0);
    }
    expect(checkFile(file, "import { x } from '../../../src/domain/roles';")).toHaveLength(0);
    expect(checkFile(file, "import { x } from '../../../src/features/auth/login.machine';")).not.toHaveLength(0);
    expect(checkFile(file, "import { x } from '../../../src/features/auth/client';")).not.toHaveLength(0);
  });
});

describe('money is converted only in src/domain/format/money.ts', () => {
  it('fails a division or multiplication by 100 on a line about money, anywhere in src, app and server', () => {
    const problems = checkFile(
      at('server/features/billing/routes.ts'),
      'const body = { amount: Math.round(r.amount * 100) };',
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^server\/features\/billing\/routes\.ts:1: converts money by hand .*only src\/domain\/format\/money\.ts does/,
    );
    expect(
      checkFile(at('src/features/billing/x.view.ts'), 'export const a = 1;\nconst p = plan.priceMonthly / 100;')[0],
    ).toMatch(/x\.view\.ts:2:/);
    expect(checkFile(at('app/x.tsx'), 'const c = (pesewas: number) => (pesewas / 100).toFixed(2);')).toHaveLength(1);
    expect(checkFile(at('server/features/analytics/x.ts'), 'const cents = 100 * cedis;')).toHaveLength(1);
    expect(
      moneyConversions('src/features/billing/rules.ts', 'return Math.round((amountPesewas * percent) / 100);'),
    ).toHaveLength(1);
  });

  it('lets percentages, longer numbers, comments, the money module and the allow comment pass', () => {
    const ok = (rel: string, source: string) => expect(moneyConversions(rel, source)).toEqual([]);
    ok('src/features/account/rules.ts', 'const percent = Math.round((done / all) * 100);');
    ok('server/http/metrics.ts', 'const rank = Math.ceil((p / 100) * sorted.length);');
    ok('src/features/billing/x.ts', 'const amount = price * 1000 + fee / 100.5 + total * 100_000;');
    ok('src/features/billing/x.ts', '// the amount is pesewas: never amount / 100 here\nconst a = 1;');
    ok('src/features/billing/x.ts', '/* amount * 100\n   is what we avoid */ const a = 1;');
    ok('src/domain/format/money.ts', 'export const pesewasToCedis = (pesewas: number) => pesewas / 100;');
    ok('src/features/x/rules.ts', '// not money: a share of revenue, in percent\nconst share = (revenue / all) * 100;');
    ok('src/features/x/rules.ts', 'const share = (revenue / all) * 100; // not money: a share, in percent');
    ok('server/sandbox/assets.ts', 'const js = `(item.amount / 100).toFixed(2)`;');
    // tests, stories and scripts are not checked: fixtures may spell amounts any way they need
    ok('tests/x.test.ts', 'const amount = price / 100;');
  });
});

describe('import cycles', () => {
  it('finds each cycle once and ignores acyclic graphs', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
      ['e', ['e']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('keeps React files and stylesheets out of what the server loads, however far down the chain', () => {
    const graph = new Map([
      ['server/app.ts', ['src/features/a/contract.ts', 'server/x.ts']],
      ['server/x.ts', ['src/features/b/rules.ts']],
      ['src/features/a/contract.ts', ['src/features/b/index.ts']],
      ['src/features/b/index.ts', ['src/features/b/rules.ts', 'src/features/b/Screen.tsx']],
      ['src/features/b/rules.ts', []],
      ['src/features/b/Screen.tsx', ['src/features/b/Screen.css.ts']],
    ]);
    expect(serverReachesUi(graph)).toEqual([
      'server/app.ts: reaches src/features/b/Screen.tsx (server/app.ts -> src/features/a/contract.ts -> src/features/b/index.ts -> src/features/b/Screen.tsx): the server runs without the style compiler',
    ]);
    graph.set('src/features/b/index.ts', ['src/features/b/rules.ts']);
    expect(serverReachesUi(graph)).toEqual([]);
  });

  it('keeps src/components/private to the components', () => {
    const privateImport = (from: string) => `import { cx } from '${from}';`;
    expect(checkFile(at('src/components/Button/Button.tsx'), privateImport('../private/cx'))).toHaveLength(0);
    expect(checkFile(at('src/components/private/field/FieldParts.tsx'), privateImport('../cx'))).toHaveLength(0);
    const fromScreen = checkFile(at('src/features/auth/LoginScreen.tsx'), privateImport('../../components/private/cx'));
    expect(fromScreen).toHaveLength(1);
    expect(fromScreen[0]).toMatch(/only src\/components may import it/);
    expect(checkFile(at('app/routes/x.tsx'), privateImport('../../src/components/private/cx'))).toHaveLength(1);
    expect(
      checkFile(at('stories/components/X.stories.tsx'), privateImport('../../src/components/private/cx')),
    ).toHaveLength(1);
    expect(
      checkFile(at('src/features/site/x.tsx'), "import type { Tone } from '../../components/private/tone';"),
      'type-only imports count too',
    ).toHaveLength(1);
  });

  it('checks an @/ import (src/ from anywhere) like the relative import it stands for', () => {
    const screen = at('src/features/auth/LoginScreen.tsx');
    for (const [aliased, relative] of [
      ["import { cx } from '@/components/private/cx';", "import { cx } from '../../components/private/cx';"],
      ["import { loginClient } from '@/features/auth/client';", "import { loginClient } from './client';"],
      ["import { plans } from '@/features/billing/plans';", "import { plans } from '../billing/plans';"],
    ] as const) {
      const problems = checkFile(screen, aliased);
      expect(problems, aliased).toHaveLength(1);
      expect(problems[0]?.replace(aliased.split("'")[1] as string, 'X')).toBe(
        checkFile(screen, relative)[0]?.replace(relative.split("'")[1] as string, 'X'),
      );
    }
    expect(checkFile(at('src/domain/x.ts'), "import { Button } from '@/components/Button/Button';")).toHaveLength(1);
    expect(checkFile(screen, "import { Button } from '@/components';")).toHaveLength(0);
    // the cycle check follows it too
    const graph = importGraph([at('src/features/auth/rules.ts')], () => "import { paths } from '@/domain/paths';");
    expect(graph.get('src/features/auth/rules.ts')).toEqual(['src/domain/paths.ts']);
  });

  it('lets features, the app and stories import the design system only through src/components/index.ts', () => {
    const deep = checkFile(
      at('src/features/auth/LoginScreen.tsx'),
      "import { Button } from '../../components/Button/Button';",
    );
    expect(deep).toHaveLength(1);
    expect(deep[0]).toMatch(/one public entry/);
    expect(
      checkFile(at('src/features/auth/LoginScreen.tsx'), "import { Button } from '@/components/Button/Button';"),
    ).toHaveLength(1);
    expect(
      checkFile(at('app/routes/x.tsx'), "import type { ButtonProps } from '../../src/components/Button/Button';"),
    ).toHaveLength(1);
    expect(
      checkFile(at('stories/components/X.stories.tsx'), "import { Card } from '../../src/components/Card/Card';"),
    ).toHaveLength(1);
    expect(
      checkFile(at('src/features/x/a.css.ts'), "import { focusTarget } from '../../components/focus/focusTarget.css';"),
    ).toHaveLength(1);
    for (const entry of ["'@/components'", "'../../components'", "'../../components/index'"]) {
      expect(
        checkFile(at('src/features/auth/LoginScreen.tsx'), `import { Button } from ${entry};`),
        entry,
      ).toHaveLength(0);
    }
    expect(checkFile(at('app/routes/x.tsx'), "import { Button } from '../../src/components';")).toHaveLength(0);
    const lazyMenu = "const UserMenu = lazy(() => import('../src/components/UserMenu/UserMenu'));";
    expect(checkFile(at('app/AccountArea.tsx'), lazyMenu), 'a lazy component keeps its own chunk').toHaveLength(0);
    // the design system itself uses its own files
    expect(checkFile(at('src/components/Modal/Modal.tsx'), "import { Button } from '../Button/Button';")).toHaveLength(
      0,
    );
  });

  it('keeps the token documentation module out of src', () => {
    const docs = "import { primitiveTokens } from '../../theme/tokens.generated';";
    expect(checkFile(at('src/components/Modal/Modal.css.ts'), docs)).toHaveLength(1);
    const fromStories = "import { primitiveTokens } from '../../src/theme/tokens.generated';";
    expect(checkFile(at('stories/foundations/TokenDocs.tsx'), fromStories)).toHaveLength(0);
  });
});

describe('what the plan catalogue loads', () => {
  /** Every module `file` reaches through static value imports (repository paths). */
  function reach(file: string): Set<string> {
    const seen = new Set<string>();
    const queue = [file];
    while (queue.length) {
      const next = queue.shift() as string;
      if (seen.has(next) || !/\.tsx?$/.test(next)) continue;
      seen.add(next);
      const graph = importGraph([at(next)], (f) => readFileSync(f, 'utf8'));
      queue.push(...(graph.get(next) ?? []));
    }
    return seen;
  }

  it('the plan client (loaded by / and /packages after hydration) does not reach the billing contract', () => {
    const reached = reach('app/planClient.ts');
    expect(reached).toContain('src/features/billing/planContract.ts');
    expect(reached).not.toContain('src/features/billing/contract.ts');
    // and the billing client does: the check can fail
    expect(reach('app/billingClient.ts')).toContain('src/features/billing/contract.ts');
  });
});
