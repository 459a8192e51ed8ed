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

/**
 * The browser the journeys and the server's browser tests drive: Debian's `chromium-headless-shell`, the old
 * headless mode without the full browser around it (no profile, extensions or browser UI). On these 2-core
 * machines eight fresh contexts, each opening two pages, took 3.3 s and 5.6 CPU-seconds in it against 7.6 s and
 * 15 CPU-seconds in Debian's full `chromium` (docs/development.md). CHROMIUM_HEADLESS_SHELL_PATH overrides.
 */
export function headlessShellPath(): string {
  const path = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium headless shell at ${path}. Install it with: apt-get update && apt-get install -y chromium-headless-shell (or set CHROMIUM_HEADLESS_SHELL_PATH).`,
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

/** The fonts the picture browser may find on the machine: Debian's fonts-dejavu-core, which .ci/run installs. */
export const PICTURE_SYSTEM_FONTS = '/usr/share/fonts/truetype/dejavu';

/**
 * The picture browser's environment: a fontconfig of its own that finds only PICTURE_SYSTEM_FONTS, so what a
 * story draws in a system font (a native file input's "No file chosen", a glyph Inter lacks) does not change with
 * the fonts a machine happens to have. With Debian's fonts-liberation installed beside DejaVu (apt's recommends
 * bring it), Chromium drew those texts in Liberation Sans, and 23 pictures in four stories files failed.
 * The system's alias rules (/etc/fonts/conf.d: sans-serif, serif, monospace) still apply.
 */
export function pictureChromiumEnv(): Record<string, string> {
  if (!existsSync(PICTURE_SYSTEM_FONTS)) {
    throw new Error(
      `No DejaVu fonts at ${PICTURE_SYSTEM_FONTS}, which the story pictures are drawn with. Install them with: apt-get install -y fonts-dejavu-core`,
    );
  }
  const dir = join(import.meta.dirname, '..', 'node_modules', '.cache', 'picture-chromium');
  const file = join(dir, 'fonts.conf');
  const conf = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    `  <dir>${PICTURE_SYSTEM_FONTS}</dir>`,
    `  <cachedir>${join(dir, 'fontconfig-cache')}</cachedir>`,
    '  <include ignore_missing="yes">/etc/fonts/conf.d</include>',
    '</fontconfig>',
    '',
  ].join('\n');
  if (!existsSync(file) || readFileSync(file, 'utf8') !== conf) {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, conf);
    renameSync(partial, file);
  }
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  return { ...env, FONTCONFIG_FILE: file };
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
