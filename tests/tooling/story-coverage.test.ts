/**
 * State coverage of the stories (docs/architecture.md): for every machine in src (`*.machine.ts`), every
 * state node has at least one story tagged `parameters: { machine: '<name>', state: '<dot.path>' }`,
 * and every tag names a machine and state that exist (a renamed state leaves no stale story).
 *
 * The machine name is the file name before `.machine.ts` (login.machine.ts -> 'login'); the state
 * is the node's path from the root joined with dots ('sent.resending'). Story files are read as
 * text, so this runs in node without a browser.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assign, createMachine, setup } from 'xstate';

const root = resolve(import.meta.dirname, '../..');

/** The part of a state node this test needs (xstate's StateNode satisfies it). */
interface StateNodeLike {
  path: string[];
  states: Record<string, StateNodeLike>;
}

interface StoryTag {
  machine: string;
  state: string;
  file: string;
}

/** Every state node below the root as a dot path, parents before children. */
function statePaths(node: StateNodeLike): string[] {
  const out: string[] = [];
  for (const child of Object.values(node.states)) {
    out.push(child.path.join('.'));
    out.push(...statePaths(child));
  }
  return out;
}

const tagPatterns = [
  /\bmachine:\s*(['"`])(?<machine>[\w-]+)\1\s*,\s*state:\s*(['"`])(?<state>[\w.-]+)\3/g,
  /\bstate:\s*(['"`])(?<state>[\w.-]+)\1\s*,\s*machine:\s*(['"`])(?<machine>[\w-]+)\3/g,
];

/** The `{ machine, state }` tags written in a story file's text. */
function parseStoryTags(text: string, file = '<inline>'): StoryTag[] {
  const tags: StoryTag[] = [];
  for (const pattern of tagPatterns) {
    for (const m of text.matchAll(pattern)) {
      const { machine, state } = m.groups as { machine: string; state: string };
      tags.push({ machine, state, file });
    }
  }
  return tags;
}

interface CoverageReport {
  /** `machine: state` pairs no story is tagged with */
  missing: string[];
  /** tags whose machine or state does not exist */
  unknown: string[];
}

/** Compare the state nodes of named machines with the story tags. */
function coverage(machines: Record<string, StateNodeLike>, tags: StoryTag[]): CoverageReport {
  const missing: string[] = [];
  const unknown: string[] = [];
  for (const [name, rootNode] of Object.entries(machines)) {
    for (const path of statePaths(rootNode)) {
      if (!tags.some((t) => t.machine === name && t.state === path)) missing.push(`${name}: ${path}`);
    }
  }
  for (const tag of tags) {
    const rootNode = machines[tag.machine];
    if (!rootNode || !statePaths(rootNode).includes(tag.state)) {
      unknown.push(`${tag.machine}: ${tag.state} (${tag.file})`);
    }
  }
  return { missing, unknown };
}

function walkFiles(dir: string, accept: (file: string) => boolean): string[] {
  const out: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const entry of entries) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...walkFiles(full, accept));
    else if (accept(full)) out.push(full);
  }
  return out;
}

function isMachine(value: unknown): value is { root: StateNodeLike } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    typeof (value as { root: unknown }).root === 'object' &&
    typeof (value as { provide?: unknown }).provide === 'function'
  );
}

async function loadMachines(): Promise<Record<string, StateNodeLike>> {
  const files = walkFiles(join(root, 'src'), (f) => f.endsWith('.machine.ts'));
  const machines: Record<string, StateNodeLike> = {};
  for (const file of files) {
    const name = file.replace(/^.*[\\/]/, '').replace(/\.machine\.ts$/, '');
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const found = Object.values(mod).filter(isMachine);
    if (found.length !== 1) {
      throw new Error(`${relative(root, file)} should export exactly one machine, found ${found.length}`);
    }
    machines[name] = (found[0] as { root: StateNodeLike }).root;
  }
  return machines;
}

function loadStoryTags(): StoryTag[] {
  const files = walkFiles(join(root, 'stories'), (f) => /\.stories\.tsx?$/.test(f));
  return files.flatMap((file) => parseStoryTags(readFileSync(file, 'utf8'), relative(root, file)));
}

describe('the coverage helpers (they can fail)', () => {
  const fake = setup({}).createMachine({
    id: 'fake',
    initial: 'form',
    states: {
      form: { on: { 'form.submit': 'sent' } },
      sent: {
        initial: 'idle',
        states: { idle: { on: { 'resend.request': 'resending' } }, resending: {} },
      },
      done: { type: 'final' },
    },
  });

  it('lists nested states as dot paths', () => {
    expect(statePaths(fake.root)).toEqual(['form', 'sent', 'sent.idle', 'sent.resending', 'done']);
  });

  it('reads tags in either key order, with any quote', () => {
    const text = `
      export const A = { parameters: { machine: 'fake', state: 'form' } };
      export const B = { parameters: { state: "sent.idle", machine: "fake" } };
      export const C = { parameters: { layout: 'fullscreen' } };`;
    expect(parseStoryTags(text, 'x.stories.tsx')).toEqual([
      { machine: 'fake', state: 'form', file: 'x.stories.tsx' },
      { machine: 'fake', state: 'sent.idle', file: 'x.stories.tsx' },
    ]);
  });

  it('reports a state that has no story', () => {
    const tags = parseStoryTags(`
      { machine: 'fake', state: 'form' } { machine: 'fake', state: 'sent' }
      { machine: 'fake', state: 'sent.idle' } { machine: 'fake', state: 'done' }`);
    expect(coverage({ fake: fake.root }, tags)).toEqual({ missing: ['fake: sent.resending'], unknown: [] });
  });

  it('reports a story tagged with a state or machine that does not exist', () => {
    const tags = [
      ...statePaths(fake.root).map((state) => ({ machine: 'fake', state, file: 'ok' })),
      { machine: 'fake', state: 'sending', file: 'stale.stories.tsx' },
      { machine: 'gone', state: 'idle', file: 'old.stories.tsx' },
    ];
    expect(coverage({ fake: fake.root }, tags)).toEqual({
      missing: [],
      unknown: ['fake: sending (stale.stories.tsx)', 'gone: idle (old.stories.tsx)'],
    });
  });

  it('sees parallel regions and context-only machines', () => {
    const parallel = createMachine({
      type: 'parallel',
      context: { n: 0 },
      states: { a: { on: { go: { actions: assign({ n: 1 }) } } }, b: {} },
    });
    expect(coverage({ p: parallel.root }, []).missing).toEqual(['p: a', 'p: b']);
  });
});

describe('every state of every machine in src has a story', async () => {
  const machines = await loadMachines();
  const tags = loadStoryTags();

  it('finds the machines', () => {
    expect(Object.keys(machines).length).toBeGreaterThan(0);
  });

  for (const [name, rootNode] of Object.entries(machines).sort(([a], [b]) => a.localeCompare(b))) {
    it(`${name}: every state node has a story`, () => {
      expect(coverage({ [name]: rootNode }, tags).missing).toEqual([]);
    });
  }

  it('no story is tagged with a state that does not exist', () => {
    expect(coverage(machines, tags).unknown).toEqual([]);
  });
});
