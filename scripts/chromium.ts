import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

/**
 * Where the Debian Chromium lives. CHROMIUM_PATH overrides; /usr/bin/chromium is the default.
 * Playwright's own browser download cannot work on these machines, so we never fall back to it.
 */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}. Install it with: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  }
  return path;
}

/** Flags for headless Chromium as root on a machine without outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

/**
 * The browser that renders the story tests and takes and compares their pictures: a Chromium held by
 * package-lock (`@sparticuz/chromium`, a headless Chromium with its libraries inside the npm package), so a
 * Debian update of `chromium` cannot change how a story is drawn. Its binary is shipped Brotli-compressed; it
 * is unpacked once per version into node_modules/.cache (written under another name and renamed, so two
 * processes starting together never run a half-written file). PICTURE_CHROMIUM_PATH overrides.
 */
export function pictureChromiumPath(): string {
  if (process.env.PICTURE_CHROMIUM_PATH) return process.env.PICTURE_CHROMIUM_PATH;
  const root = join(import.meta.dirname, '..');
  const pkg = join(root, 'node_modules', '@sparticuz', 'chromium');
  const { version } = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as { version: string };
  const dir = join(root, 'node_modules', '.cache', 'picture-chromium', version);
  const executable = join(dir, 'chromium');
  if (!existsSync(executable)) {
    mkdirSync(dir, { recursive: true });
    const partial = `${executable}.${process.pid}.partial`;
    writeFileSync(partial, brotliDecompressSync(readFileSync(join(pkg, 'bin', 'chromium.br'))), { mode: 0o755 });
    renameSync(partial, executable);
  }
  return executable;
}

/**
 * Rendering that does not depend on the machine, for the pictures: Skia's baseline code path instead of the
 * one picked for the CPU (AVX2/AVX-512 anti-alias and blend slightly differently), sRGB output, grayscale
 * text anti-aliasing.
 */
export const pictureChromiumArgs = [
  ...chromiumArgs,
  '--disable-skia-runtime-opts',
  '--force-color-profile=srgb',
  '--disable-lcd-text',
];
