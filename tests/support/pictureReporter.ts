/**
 * No picture baseline outlives its story. After a run of the whole storybook project (every stories file, no
 * name filter, nothing failed or skipped), a baseline in a `__screenshots__` folder under stories/ that no story
 * took (stories/support/storyPicture.ts records each picture it compares in the test's meta) fails the run; with
 * `-u` (the update run) it is deleted instead, and named either way. A partial run says nothing of the rest.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

const STORIES = 'stories';

export default class PictureReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const vitest = this.vitest;
    if (!vitest) return;
    const root = vitest.config.root;
    const modules = testModules.filter((m) => m.project.name === 'storybook');
    if (modules.length === 0 || vitest.config.testNamePattern) return;
    const ran = new Set(modules.map((m) => path.relative(root, m.moduleId)));
    const everyFile = files(path.join(root, STORIES), (f) => /\.stories\.tsx?$/.test(f)).map((f) =>
      path.relative(root, f),
    );
    if (everyFile.some((f) => !ran.has(f))) return;
    const taken = new Set<string>();
    for (const module of modules) {
      const shots = path.join(path.dirname(module.moduleId), '__screenshots__', path.basename(module.moduleId));
      for (const test of module.children.allTests()) {
        if (test.result().state !== 'passed') return;
        const picture = (test.meta() as { picture?: string }).picture;
        if (picture) taken.add(path.join(shots, `${picture}.png`));
      }
    }
    const leftovers = files(
      path.join(root, STORIES),
      (f) => f.endsWith('.png') && f.includes(`${path.sep}__screenshots__${path.sep}`),
    )
      .filter((f) => !taken.has(f))
      .map((f) => path.relative(root, f));
    if (leftovers.length === 0) return;
    if (vitest.config.snapshotOptions.updateSnapshot === 'all') {
      for (const f of leftovers) rmSync(path.join(root, f));
      console.info(
        `Deleted ${leftovers.length} picture baselines no story takes any more:\n  ${leftovers.join('\n  ')}`,
      );
      return;
    }
    console.error(
      `   Pictures  ${leftovers.length} baselines no story takes any more (npm run test:stories -- -u deletes them):\n  ${leftovers.join('\n  ')}`,
    );
    process.exitCode = 1;
  }
}

function files(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(dir, f))
    .filter(keep);
}
