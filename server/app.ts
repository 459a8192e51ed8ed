import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { Config } from './config';
import type { Database } from './db/client';
import { ping } from './db/client';
import { securityHeaders } from './http/security';
import { mountSite } from './http/static';

export interface AppDeps {
  config: Pick<Config, 'staticDir' | 'production'>;
  database: Database;
}

export const API_VERSION = '1.0.0';

/** Build the HTTP app: API routes under /api, then the built site with SPA fallback. */
export function createApp({ config, database }: AppDeps) {
  const app = new Hono();
  app.use('*', securityHeaders());
  app.use('*', compress());

  app.get('/api/health', async (c) => {
    const dbOk = await ping(database.db);
    return c.json(
      { status: dbOk ? 'ok' : 'degraded', version: API_VERSION, database: { kind: database.kind, ok: dbOk } },
      dbOk ? 200 : 503,
    );
  });

  app.all('/api/*', (c) =>
    c.json({ error: 'Not found', message: `No API route for ${c.req.method} ${c.req.path}` }, 404),
  );

  mountSite(app, config.staticDir);

  app.onError((err, c) => {
    if (err instanceof HTTPException) return c.json({ error: err.message, message: err.message }, err.status);
    console.error(err);
    return c.json({ error: 'Internal server error', message: 'Internal server error' }, 500);
  });
  return app;
}
