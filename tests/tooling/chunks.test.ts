import { describe, expect, it } from 'vitest';
import { type ChunkInfo, shellGroups } from '../../scripts/site/chunks';

/** A first pass as Rolldown chunks a site like ours: the entry, React DOM, the start and its pieces, a page. */
const firstPass: ChunkInfo[] = [
  {
    type: 'chunk',
    fileName: 'index.js',
    isEntry: true,
    facadeModuleId: '/site/app/index.html',
    imports: ['client.js', 'preload.js'],
    moduleIds: ['/site/app/index.html', '/site/app/main.tsx'],
  },
  { type: 'chunk', fileName: 'client.js', imports: ['react.js'], moduleIds: ['/nm/react-dom/client.js'] },
  { type: 'chunk', fileName: 'react.js', moduleIds: ['/nm/react/index.js'] },
  { type: 'chunk', fileName: 'preload.js', moduleIds: ['\0vite/preload-helper.js'] },
  {
    type: 'chunk',
    fileName: 'start.js',
    facadeModuleId: '/site/app/start.tsx',
    imports: ['router.js', 'button.js', 'react.js'],
    moduleIds: ['/site/app/start.tsx', '/site/app/router.tsx'],
  },
  { type: 'chunk', fileName: 'router.js', imports: ['react.js'], moduleIds: ['/nm/react-router/index.mjs'] },
  { type: 'chunk', fileName: 'button.js', moduleIds: ['/site/src/ui/Button.tsx'] },
  {
    type: 'chunk',
    fileName: 'home.js',
    facadeModuleId: '/site/app/routes/home.tsx',
    imports: ['button.js', 'field.js'],
    moduleIds: ['/site/app/routes/home.tsx'],
  },
  { type: 'chunk', fileName: 'field.js', moduleIds: ['/site/src/ui/TextField.tsx'] },
  { type: 'asset', fileName: 'start.css' },
];

const grouped = (id: string) =>
  shellGroups(firstPass)
    .filter((group) => group.test(id))
    .map((group) => group.name);

describe('the shell groups of the site build', () => {
  it("put the entry's imports together, to be evaluated in the entry's task", () => {
    expect(grouped('/nm/react-dom/client.js')).toEqual(['client']);
    expect(grouped('/nm/react/index.js')).toEqual(['client']);
    expect(grouped('\0vite/preload-helper.js')).toEqual(['client']);
  });

  it("put the start's imports together, also the ones a page imports too, but none the entry loads", () => {
    expect(grouped('/site/app/router.tsx')).toEqual(['start']);
    expect(grouped('/nm/react-router/index.mjs')).toEqual(['start']);
    expect(grouped('/site/src/ui/Button.tsx')).toEqual(['start']);
  });

  it('leave the entry, the start itself and what only the pages load to Rolldown', () => {
    // the start awaits its pages at its top level, and they import from the group: inside it, it would wait for itself
    for (const id of [
      '/site/app/main.tsx',
      '/site/app/start.tsx',
      '/site/app/routes/home.tsx',
      '/site/src/ui/TextField.tsx',
    ]) {
      expect(grouped(id)).toEqual([]);
    }
  });

  it('stop the build when the entry or the start cannot be found', () => {
    expect(() => shellGroups(firstPass.filter((chunk) => chunk.fileName !== 'start.js'))).toThrow(/app\/start\.tsx/);
  });
});
