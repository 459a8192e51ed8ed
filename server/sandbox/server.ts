/**
 * The sandbox as its own HTTP service, for several app servers that must see the same transactions
 * (npm run start:cluster, the two-server tests). It listens on loopback only and posts its signed
 * webhooks over HTTP to `webhookUrl`, the way Paystack calls whichever server its load balancer picks.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { randomSandboxKey } from '../config';
import { createSandbox, type Sandbox } from '.';

export interface SandboxServer {
  /** http://127.0.0.1:port: give it to each app server as SANDBOX_ORIGIN */
  origin: string;
  sandbox: Sandbox;
  /** the keys the sandbox accepts and signs with: give them to each app server (PAYSTACK_*_KEY) */
  secretKey: string;
  publicKey: string;
  /** where the webhooks go from now on (a test learns its app server's port after the sandbox's) */
  setWebhookUrl: (url: string) => void;
  close: () => Promise<void>;
}

export async function startSandboxServer(options: {
  webhookUrl: string;
  port?: number;
  secretKey?: string;
  publicKey?: string;
  approveDelayMs?: number;
}): Promise<SandboxServer> {
  const secretKey = options.secretKey ?? randomSandboxKey('sk');
  const publicKey = options.publicKey ?? randomSandboxKey('pk');
  let webhookUrl = options.webhookUrl;
  const sandbox = createSandbox({
    secretKey,
    publicKey,
    clock: () => new Date(),
    approveDelayMs: options.approveDelayMs,
    // the sandbox ends a delivery our server answers late (Paystack's 30 s) and retries it later
    deliverWebhook: async (raw, signature, signal) => {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signature },
        body: raw,
        signal,
      });
      await res.body?.cancel();
      return res.status;
    },
  });
  return new Promise((resolve) => {
    const server = serve({ fetch: sandbox.routes.fetch, port: options.port ?? 0, hostname: '127.0.0.1' }, (info) => {
      resolve({
        origin: `http://127.0.0.1:${(info as AddressInfo).port}`,
        sandbox,
        secretKey,
        publicKey,
        setWebhookUrl: (url) => {
          webhookUrl = url;
        },
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
  });
}
