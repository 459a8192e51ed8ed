import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, headlessShellPath } from '../../../scripts/chromium';
import { TEST_SANDBOX_PUBLIC_KEY } from '../../support/sandboxKeys';
import { type BillingHarness, billingHarness } from '../features/billing/support';

/**
 * The sandbox inline script and its checkout in a real browser, under our CSP (no inline script,
 * frames of our own origin only): PaystackPop.setup(...).openIframe() and new PaystackPop().newTransaction().
 */
let h: BillingHarness;
let server: ReturnType<typeof serve>;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  h = await billingHarness();
  await new Promise<void>((ready) => {
    server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: headlessShellPath(), args: chromiumArgs });
}, 30_000);
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((done) => server.close(() => done()));
  await h.close();
});

async function pageWithInlineScript() {
  const page = await browser.newPage();
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  // Any page of ours carries the strict CSP; load the inline script as the payment page would.
  await page.goto(`${origin}/sandbox/phone`);
  await page.addScriptTag({ url: '/sandbox/paystack/inline.js' });
  return { page, violations };
}

/** What the page's callbacks recorded in window.result, once they have. */
async function result(page: Page) {
  await page.waitForFunction(() => (window as unknown as { result?: unknown }).result !== undefined);
  return page.evaluate(() => (window as unknown as { result?: unknown }).result);
}

/** Pay in the checkout overlay with Paystack's test card. */
async function payByTestCard(page: Page) {
  const frame = page.frameLocator('iframe[title="Sandbox Paystack checkout"]');
  await frame.getByLabel('Card number').fill('4084084084084081');
  await frame.getByLabel('CVV').fill('408');
  await frame.getByRole('button', { name: 'Pay with card' }).click();
}

/** Press a Cancel button of the checkout overlay; what the callbacks recorded. */
async function cancelInCheckout(page: Page, button: string) {
  await page.frameLocator('iframe[title="Sandbox Paystack checkout"]').getByRole('button', { name: button }).click();
  return result(page);
}

describe('sandbox inline.js under our CSP', () => {
  it('legacy setup().openIframe(): pays by test card and calls back with the reference', async () => {
    const { page, violations } = await pageWithInlineScript();
    await page.evaluate((key) => {
      const w = window as unknown as {
        PaystackPop: { setup: (o: object) => { openIframe: () => void } };
        result?: unknown;
      };
      w.PaystackPop.setup({
        key,
        email: 'card@example.com',
        amount: 10000,
        currency: 'GHS',
        ref: 'SKY-BROWSER-1',
        callback: (r: unknown) => {
          w.result = r;
        },
        onClose: () => {
          w.result = 'closed';
        },
      }).openIframe();
    }, TEST_SANDBOX_PUBLIC_KEY);
    await payByTestCard(page);
    await page.waitForFunction(() => (window as unknown as { result?: unknown }).result !== undefined);
    const result = await page.evaluate(() => (window as unknown as { result?: unknown }).result);
    expect(result).toMatchObject({ reference: 'SKY-BROWSER-1', trxref: 'SKY-BROWSER-1', status: 'success' });
    expect(await page.locator('[data-sandbox-paystack="overlay"]').count()).toBe(0);
    expect(h.sandbox.view('SKY-BROWSER-1')).toMatchObject({ status: 'success', channel: 'card' });
    expect(violations).toEqual([]);
    await page.close();
  }, 30_000);

  it("the checkout's buttons are enabled only once its script has attached their handlers", async () => {
    const page = await browser.newPage();
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await page.route('**/sandbox/paystack/checkout.js', (route) => route.abort());
    await page.goto(`${origin}/sandbox/paystack/checkout/not-a-code`);
    await expect(cancel.isDisabled()).resolves.toBe(true); // a press now would do nothing
    await page.unroute('**/sandbox/paystack/checkout.js');
    await page.reload();
    await cancel.waitFor();
    await page.waitForFunction(() => !(document.getElementById('cancel') as HTMLButtonElement).disabled);
    await page.close();
  }, 30_000);

  it('v2 newTransaction(): cancel calls onCancel; bad parameters throw Invalid transaction parameters', async () => {
    const { page, violations } = await pageWithInlineScript();
    const thrown = await page.evaluate(() => {
      const w = window as unknown as { PaystackPop: new () => { newTransaction: (o: object) => void } };
      try {
        new w.PaystackPop().newTransaction({ email: 'x@example.com' });
        return null;
      } catch (err) {
        return (err as Error).message;
      }
    });
    expect(thrown).toBe('Invalid transaction parameters');
    await page.evaluate((key) => {
      const w = window as unknown as {
        PaystackPop: new () => { newTransaction: (o: object) => void };
        result?: unknown;
      };
      new w.PaystackPop().newTransaction({
        key,
        email: 'card@example.com',
        amount: 5000,
        onSuccess: () => {
          w.result = 'paid';
        },
        onCancel: () => {
          w.result = 'cancelled';
        },
      });
    }, TEST_SANDBOX_PUBLIC_KEY);
    expect(await cancelInCheckout(page, 'Cancel payment')).toBe('cancelled');
    expect(violations).toEqual([]);
    await page.close();
  }, 30_000);

  it("resumeTransaction() with an invalid access code calls onError, as Paystack's checkout does; without onError, Cancel closes", async () => {
    const { page, violations } = await pageWithInlineScript();
    const resumeUnknown = (withOnError: boolean) =>
      page.evaluate((onError) => {
        const w = window as unknown as {
          PaystackPop: new () => { resumeTransaction: (code: string, cb: object) => void };
          result?: unknown;
        };
        w.result = undefined;
        const record = (value: unknown) => {
          w.result = value;
        };
        new w.PaystackPop().resumeTransaction(
          'not-a-real-code',
          onError ? { onError: record } : { onCancel: () => record('cancelled') },
        );
      }, withOnError);
    await resumeUnknown(true);
    expect(await result(page)).toMatchObject({ message: 'This checkout link is not valid or has expired.' });
    expect(await page.locator('[data-sandbox-paystack="overlay"]').count()).toBe(0);
    await resumeUnknown(false);
    expect(await cancelInCheckout(page, 'Cancel')).toBe('cancelled');
    expect(violations).toEqual([]);
    await page.close();
  }, 30_000);

  it('resumeTransaction() returns the transaction; onLoad reports its id (a number), not the access code', async () => {
    const { page, violations } = await pageWithInlineScript();
    const seen = await page.evaluate(async (key) => {
      const init = await fetch('/sandbox/paystack/inline/init', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ key, email: 'resume@example.com', amount: 5000 }),
      });
      const code = ((await init.json()) as { data: { access_code: string } }).data.access_code;
      const w = window as unknown as {
        PaystackPop: new () => {
          resumeTransaction: (code: string, cb: object) => { id: unknown; accessCode: unknown; isActive: unknown };
        };
      };
      let returned: { id: unknown; accessCode: unknown; isActive: unknown } | undefined;
      const loaded = await new Promise<{ id: unknown; accessCode: unknown }>((onLoad) => {
        returned = new w.PaystackPop().resumeTransaction(code, { onLoad });
      });
      return { code, loaded, returnedId: returned?.id, returnedCode: returned?.accessCode, active: returned?.isActive };
    }, TEST_SANDBOX_PUBLIC_KEY);
    expect(typeof seen.loaded.id).toBe('number');
    expect(seen.loaded.id).not.toBe(seen.code);
    expect(seen.loaded.accessCode).toBe(seen.code);
    expect(seen).toMatchObject({ returnedId: seen.loaded.id, returnedCode: seen.code, active: true });
    expect(violations).toEqual([]);
    await page.close();
  }, 30_000);

  it('checkout() resolves when the checkout opens, before any payment; payment comes only through onSuccess', async () => {
    const { page, violations } = await pageWithInlineScript();
    const opened = await page.evaluate(async (key) => {
      const w = window as unknown as {
        PaystackPop: new () => { checkout: (o: object) => Promise<{ accessCode: unknown; status: unknown }> };
        result?: unknown;
      };
      const transaction = await new w.PaystackPop().checkout({
        key,
        email: 'checkout@example.com',
        amount: 7000,
        reference: 'SKY-BROWSER-CHECKOUT',
        onSuccess: (paid: unknown) => {
          w.result = paid;
        },
      });
      return {
        accessCode: transaction.accessCode,
        status: transaction.status,
        paidYet: w.result !== undefined,
        overlays: document.querySelectorAll('[data-sandbox-paystack="overlay"]').length,
      };
    }, TEST_SANDBOX_PUBLIC_KEY);
    expect(opened).toMatchObject({ status: null, paidYet: false, overlays: 1 });
    expect(typeof opened.accessCode).toBe('string');
    expect(h.sandbox.view('SKY-BROWSER-CHECKOUT')).toMatchObject({ status: 'abandoned' });
    await payByTestCard(page);
    expect(await result(page)).toMatchObject({ reference: 'SKY-BROWSER-CHECKOUT', status: 'success' });
    expect(violations).toEqual([]);
    await page.close();
  }, 30_000);
});
