import { Duplex } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { requestHeader } from './node';

/** Below this many bytes an answer goes out as it is: compressing a 40-byte JSON costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer in for an Accept-Encoding header: br when accepted, else gzip, else none
 * (a coding listed with q=0 is refused).
 */
export function chooseEncoding(accepted: string | undefined | null): Encoding | null {
  if (!accepted) return null;
  let gzipOk = false;
  let brOk = false;
  let star = false;
  for (const part of accepted.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const ok = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'br') brOk = ok;
    else if (name === 'gzip' || name === 'x-gzip') gzipOk = ok;
    else if (name === '*') star = ok;
  }
  if (brOk) return 'br';
  if (gzipOk || star) return 'gzip';
  return null;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Whether an answer of this type and size is worth compressing. */
export const worthCompressing = (byteLength: number, type: string) =>
  byteLength >= COMPRESS_THRESHOLD && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type);

/**
 * Compress whole bytes (off the event loop, in libuv's pool): quick settings for answers made per request,
 * the smallest output for files made once and kept (`static`). Brotli's quality 11 against 9 makes a
 * page ~10% smaller (/about 14.8 → 13.3 KB): with the response headers it then fits the first 10 TCP
 * segments a connection sends before its first acknowledgement, one round trip less before the first paint.
 * It costs ~140 ms for the largest page, once per process; the build writes the assets' copies itself
 * (scripts/site/precompress.ts).
 */
export function compressBytes(bytes: Uint8Array, encoding: Encoding, level: 'dynamic' | 'static'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(bytes, { level: level === 'static' ? 9 : 6 });
  return brotliAsync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: level === 'static' ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * Compression of answers, done only where it pays:
 * - nothing at all when the client does not accept br or gzip (no header read from the answer);
 * - nothing for answers already encoded (the static files carry their own precompressed bytes), for
 *   non-compressible types, `no-transform`, HEAD, 204/206/304, or a Content-Length under the threshold;
 * - an answer of unknown length (c.json, c.text) is read: under the threshold it goes out as it is, with
 *   its length; a whole body above it is compressed in one piece (with a Content-Length); a body still
 *   streaming after two chunks is compressed as a stream.
 * Event streams are never touched (their type is not compressible).
 */
export function compressAnswers({ threshold = COMPRESS_THRESHOLD } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const encoding = chooseEncoding(requestHeader(c, 'accept-encoding'));
    if (!encoding || c.req.method === 'HEAD') return;
    const res = c.res;
    const status = res.status;
    if (status === 204 || status === 206 || status === 304) return;
    const headers = res.headers;
    if (headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return;
    const type = headers.get('Content-Type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    if (/no-transform/i.test(headers.get('Cache-Control') ?? '')) return;
    const length = headers.get('Content-Length');
    if (length !== null && Number(length) < threshold) return;
    const vary = headers.get('Vary');
    if (vary !== '*' && !/accept-encoding/i.test(vary ?? '')) {
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    if (!res.body) return;
    const reader = res.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    let done = false;
    // A body made from a string or bytes arrives as one chunk and then the end.
    for (let i = 0; i < 2 && !done; i += 1) {
      const read = await reader.read();
      done = read.done;
      if (read.value) {
        chunks.push(read.value);
        size += read.value.byteLength;
      }
    }
    // Hono merges the old answer's headers into a new one unless the old one is cleared first; the new
    // answer is built from those same headers, so clearing loses nothing and saves a copy.
    const replace = (body: BodyInit | Uint8Array | null) => {
      c.res = undefined as unknown as Response;
      c.res = new Response(body as BodyInit | null, { status, statusText: res.statusText, headers });
    };
    if (done) {
      const bytes = concat(chunks);
      if (size < threshold) {
        headers.set('Content-Length', String(size));
        replace(bytes);
        return;
      }
      const packed = await compressBytes(bytes, encoding, 'dynamic');
      headers.set('Content-Encoding', encoding);
      headers.set('Content-Length', String(packed.byteLength));
      weakenEtag(headers);
      replace(packed);
      return;
    }
    const rest = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
      },
      async pull(controller) {
        const read = await reader.read();
        if (read.done) controller.close();
        else controller.enqueue(read.value);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    });
    headers.delete('Content-Length');
    headers.set('Content-Encoding', encoding);
    weakenEtag(headers);
    const stream = encoding === 'br' ? createBrotliCompress() : createGzip();
    replace(rest.pipeThrough(Duplex.toWeb(stream) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>));
  };
}

function weakenEtag(headers: Headers) {
  const etag = headers.get('ETag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
}
