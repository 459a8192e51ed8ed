/** A minimal static file server for the built Storybook (visual tests only). */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const root = join(import.meta.dirname, '..', '..', 'storybook-static');
const port = Number(process.env.VISUAL_PORT ?? 6106);
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
};

if (!existsSync(join(root, 'index.json'))) {
  console.error('storybook-static is missing: run `npm run build-storybook` first.');
  process.exit(1);
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let path = normalize(join(root, decodeURIComponent(url.pathname)));
  if (!path.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
  if (!existsSync(path)) {
    res.writeHead(404).end('Not found');
    return;
  }
  // Cacheable for the run: the tests reuse one browser page per worker, so the preview bundle is
  // fetched once instead of once per screenshot.
  res.writeHead(200, {
    'Content-Type': types[extname(path)] ?? 'application/octet-stream',
    'Cache-Control': 'public, max-age=3600',
  });
  createReadStream(path).pipe(res);
}).listen(port, () => console.info(`storybook-static on http://localhost:${port}`));
