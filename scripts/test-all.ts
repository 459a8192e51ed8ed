/**
 * `npm test`: every check, one stage after another. Each stage runs even when an earlier one failed (a
 * failing story must not hide what e2e would have said), the table at the end gives each stage's result
 * and time, and the exit code is non-zero when any stage failed.
 *
 *   tsx scripts/test-all.ts [stage ...]     (no argument: every stage, in the order below)
 */
import { spawn } from 'node:child_process';

const STAGES = [
  'lint',
  'typecheck',
  'test:unit',
  'test:server:pg',
  'test:stories',
  'test:e2e',
  'test:e2e:cluster',
  'test:visual',
] as const;

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(STAGES as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Unknown stage(s): ${unknown.join(', ')}. Stages: ${STAGES.join(', ')}`);
  process.exit(2);
}
const stages = asked.length > 0 ? asked : [...STAGES];

function run(stage: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', stage], { stdio: 'inherit' });
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const results: { stage: string; ok: boolean; seconds: number }[] = [];
const started = Date.now();
for (const stage of stages) {
  console.info(`\n▶ npm run ${stage}`);
  const at = Date.now();
  const code = await run(stage);
  results.push({ stage, ok: code === 0, seconds: (Date.now() - at) / 1000 });
  console.info(
    `■ ${stage}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${((Date.now() - at) / 1000).toFixed(1)} s`,
  );
}

const total = (Date.now() - started) / 1000;
const width = Math.max(...results.map((r) => r.stage.length));
console.info(`\n${'stage'.padEnd(width)}  result     time`);
for (const r of results) {
  console.info(`${r.stage.padEnd(width)}  ${r.ok ? 'passed' : 'FAILED'}   ${r.seconds.toFixed(1).padStart(6)} s`);
}
console.info(
  `${'all'.padEnd(width)}  ${results.every((r) => r.ok) ? 'passed' : 'FAILED'}   ${total.toFixed(1).padStart(6)} s`,
);
process.exit(results.every((r) => r.ok) ? 0 : 1);
