/**
 * How the site build groups modules into files. Left to itself, Rolldown puts every module shared between the
 * app's start (`app/start.tsx`) and any module it imports lazily into a file of its own, although the start is
 * always loaded first (rolldown/rolldown#10731: Rollup recognises such already-loaded modules, Rolldown does
 * not yet). Each small file is compressed alone and costs a request: the prerendered home page fetched 67
 * scripts, 25 of them for the shell.
 *
 * So the build runs Rolldown's chunking once in memory (`shellGroups`) and then builds with two groups taken
 * from its result:
 *
 * - `client`: the files the entry imports (React DOM and React), evaluated in the entry's task;
 * - `start`: the files the start imports (router, shell, the session's first parts), evaluated in the task after.
 *
 * A group takes only modules that were evaluated in the same task already, so no task grows; the modules the
 * pages import lazily keep Rolldown's own chunking. (The module graph alone is not enough: following imports
 * through a library's index reaches every module it re-exports, most of which tree-shaking drops.)
 */

/** The parts of Rolldown's output chunks read here. */
export interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: readonly string[];
  moduleIds?: readonly string[];
}

export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}

/** The files a chunk imports statically, transitively, itself included. */
function importClosure(byFile: Map<string, ChunkInfo>, from: ChunkInfo): ChunkInfo[] {
  const seen = new Map<string, ChunkInfo>();
  const todo = [from];
  while (todo.length) {
    const chunk = todo.pop() as ChunkInfo;
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports ?? []) {
      const next = byFile.get(file);
      if (next) todo.push(next);
    }
  }
  return [...seen.values()];
}

/** The `client` and `start` groups, from the chunks of a build without them. */
export function shellGroups(output: readonly ChunkInfo[]): ChunkGroup[] {
  const chunks = output.filter((c) => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/app/index.html'));
  const start = chunks.find((c) => c.facadeModuleId?.endsWith('/app/start.tsx'));
  if (!entry || !start)
    throw new Error('the entry (app/index.html) or app/start.tsx is gone: update scripts/site/chunks.ts');
  const modulesOf = (files: ChunkInfo[]) => new Set(files.flatMap((c) => c.moduleIds ?? []));
  const entryFiles = importClosure(byFile, entry);
  const clientModules = modulesOf(entryFiles.filter((c) => c !== entry));
  const entryFileNames = new Set(entryFiles.map((c) => c.fileName));
  const startModules = modulesOf(importClosure(byFile, start).filter((c) => !entryFileNames.has(c.fileName)));
  // the start itself stays a file of its own: it awaits its route modules at its top level, and they import from
  // the group, so the start inside the group would wait for modules that wait for it
  startModules.delete(start.facadeModuleId as string);
  return [
    { name: 'client', test: (id) => clientModules.has(id), priority: 2 },
    { name: 'start', test: (id) => startModules.has(id), priority: 1 },
  ];
}
