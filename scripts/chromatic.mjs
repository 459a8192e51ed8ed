// `npm run chromatic`: publish the stories to Chromatic. Needs network and CHROMATIC_PROJECT_TOKEN;
// chromatic.config.json takes its projectId from CHROMATIC_PROJECT_ID (`${VAR}` placeholders are
// filled from the environment here, since the Chromatic CLI reads the file literally).
// Offline, `npm run test:stories` (each story's picture against its committed baseline) is the equivalent check.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('CHROMATIC_PROJECT_TOKEN is not set. Chromatic needs a project token and network access;');
  console.error('offline, run `npm run test:stories` (every story\u2019s picture against its committed baseline).');
  process.exit(1);
}
const raw = readFileSync('chromatic.config.json', 'utf8');
const filled = raw.replace(/\$\{(\w+)\}/g, (_, name) => {
  const value = process.env[name];
  if (!value) {
    console.error(`chromatic.config.json needs ${name} in the environment.`);
    process.exit(1);
  }
  return value;
});
const file = join(mkdtempSync(join(tmpdir(), 'chromatic-')), 'chromatic.config.json');
writeFileSync(file, filled);
const result = spawnSync('npx', ['chromatic', '--config-file', file, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
