/**
 * `npm test`: every check. Each stage runs even when an earlier one failed (a failing story must not hide what
 * e2e would have said), the table at the end gives each stage's result and time, and the exit code is non-zero
 * when any stage failed.
 *
 * Stages of one group run side by side, the groups one after another. A stage that keeps both cores busy
 * (two Vitest workers, two browser pages) has a group of its own: side by side such stages measured slower on a
 * quiet machine (test:unit beside test:server:pg 166 s against 92 s + 51 s one after the other, typecheck beside
 * lint 27.5 s against 22 s + 5 s), and a loaded browser is where timing flakes come from. The journeys on one
 * server and on two mostly wait, and share a group.
 * The first stage of a group prints as it runs; the others' output is held and printed whole, under its own
 * header, once that stage and the ones before it in the group have ended, so no two stages' lines interleave.
 *
 *   tsx scripts/test-all.ts [--sequential] [stage ...]
 *     no stage: every stage, in the order below; --sequential: one stage at a time (to compare times)
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const GROUPS = [
  ['lint'],
  ['typecheck'],
  ['test:unit'],
  ['test:server:pg'],
  ['test:stories'],
  ['test:e2e:build'],
  // Both mostly wait (page loads, the sandbox's approvals, the payment page's polls: 0.55 of a core at two
  // workers), so they run side by side, on their own ports and databases.
  ['test:e2e:journeys', 'test:e2e:cluster'],
] as const;
const STAGES: readonly string[] = GROUPS.flat();

const args = process.argv.slice(2);
const sequential = args.includes('--sequential');
const asked = args.filter((arg) => arg !== '--sequential');
const unknown = asked.filter((name) => !STAGES.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown stage(s): ${unknown.join(', ')}. Stages: ${STAGES.join(', ')} (option: --sequential)`);
  process.exit(2);
}
const wanted = (stage: string) => asked.length === 0 || asked.includes(stage);
const groups: string[][] = GROUPS.map((group) => group.filter(wanted))
  .filter((group) => group.length > 0)
  .flatMap((group) => (sequential ? group.map((stage) => [stage]) : [group]));

interface Result {
  stage: string;
  ok: boolean;
  code: number;
  seconds: number;
}

/**
 * The machine's busy CPU-seconds so far (all cores: user, nice, system, irq and softirq, at 100 ticks a second,
 * from /proc/stat); null where there is none. Read before and after a group, it says how much of the two cores
 * the group used, which its wall time alone does not (a browser a test runner starts is not always its child, so
 * the children's own counters miss it). On a CI machine nothing else runs.
 */
function busyCpuSeconds(): number | null {
  try {
    const [, user, nice, system, , , irq, softirq] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(
      /\s+/,
    );
    return [user, nice, system, irq, softirq].reduce((sum, n) => sum + Number(n), 0) / 100;
  } catch {
    return null;
  }
}

/** Run one stage; `live` prints its output as it comes, else it is kept and handed back. */
function run(stage: string, live: boolean): Promise<Result & { output: string }> {
  const at = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', stage], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      // held output is not a terminal: keep the colours the live stage would have had
      env: live || !process.stdout.isTTY ? process.env : { ...process.env, FORCE_COLOR: '1' },
    });
    let output = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    const done = (code: number) => resolve({ stage, ok: code === 0, code, seconds: (Date.now() - at) / 1000, output });
    child.once('error', (error) => {
      output += `${error.message}\n`;
      done(1);
    });
    child.once('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const ended = (r: Result) =>
  `■ ${r.stage}: ${r.ok ? 'passed' : `FAILED (exit ${r.code})`} in ${r.seconds.toFixed(1)} s`;

const results: Result[] = [];
const cpu: { group: string; seconds: number; cpu: number }[] = [];
const started = Date.now();
for (const group of groups) {
  const groupStarted = Date.now();
  const cpuBefore = busyCpuSeconds();
  const [first, ...others] = group as [string, ...string[]];
  const beside = (stage: string) => group.filter((s) => s !== stage).join(', ');
  console.info(`\n▶ npm run ${first}${others.length > 0 ? `   (beside it: ${others.join(', ')})` : ''}`);
  const runs = group.map((stage) => run(stage, stage === first));
  for (const [i, pending] of runs.entries()) {
    const result = await pending;
    if (i > 0) {
      console.info(`\n▶ npm run ${result.stage}   (ran beside ${beside(result.stage)}; its output as it ended)`);
      process.stdout.write(result.output.endsWith('\n') || result.output === '' ? result.output : `${result.output}\n`);
    }
    console.info(ended(result));
    results.push(result);
  }
  const cpuAfter = busyCpuSeconds();
  if (cpuBefore !== null && cpuAfter !== null) {
    cpu.push({ group: group.join(' + '), seconds: (Date.now() - groupStarted) / 1000, cpu: cpuAfter - cpuBefore });
  }
}

const total = (Date.now() - started) / 1000;
const width = Math.max(...results.map((r) => r.stage.length));
console.info(`\n${'stage'.padEnd(width)}  result     time`);
for (const r of results) {
  console.info(`${r.stage.padEnd(width)}  ${r.ok ? 'passed' : 'FAILED'}   ${r.seconds.toFixed(1).padStart(6)} s`);
}
console.info(
  `${'all'.padEnd(width)}  ${results.every((r) => r.ok) ? 'passed' : 'FAILED'}   ${total.toFixed(1).padStart(6)} s` +
    `${groups.some((g) => g.length > 1) ? '   (stages of a group ran side by side: the times add up to more)' : ''}`,
);
if (cpu.length > 0) {
  const cpuWidth = Math.max(...cpu.map((c) => c.group.length));
  console.info(`\n${'busy CPU of each group (2 cores: 2 s a second)'.padEnd(cpuWidth)}   cpu s   cores`);
  for (const c of cpu) {
    console.info(
      `${c.group.padEnd(cpuWidth)}  ${c.cpu.toFixed(1).padStart(6)}   ${(c.cpu / Math.max(c.seconds, 0.001)).toFixed(2)}`,
    );
  }
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
