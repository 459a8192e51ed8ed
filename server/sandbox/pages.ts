/**
 * The sandbox's browser side, reachable with the public key or none: the inline script and its
 * transaction start (as Paystack's popup makes one with the public key), the checkout page and its
 * status, pay and cancel calls, and the "phone" (/sandbox/phone) that lists pending prompts and answers
 * them. The pages themselves are text in assets.ts.
 */
import { Hono } from 'hono';
import { sameSitePath } from '../../src/domain/paths';
import { maskPhone } from '../../src/features/billing/rules';
import { CHECKOUT_JS, type CheckoutForm, checkoutPage, INLINE_JS, PHONE_JS, phonePage } from './assets';
import { SANDBOX_CARDS } from './data';
import { fail, full, html, js, okJson, readBody, validateTransaction } from './requests';
import type { SandboxStore, SandboxTransaction } from './store';

/**
 * Where the checkout page sends the browser after a hosted checkout: the callback's path and query on
 * this origin (the sandbox is mounted on our own server), with the provider's parameters. Null when
 * it would leave the origin: a callback whose path is '//host/…' ('https://site/.//host/…' resolves to
 * one) is a path here but another host to the browser.
 */
function returnPath(callbackUrl: string, origin: string, params: Record<string, string>): string | null {
  let url: URL;
  try {
    url = new URL(callbackUrl, origin);
  } catch {
    return null;
  }
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return sameSitePath(url.pathname + url.search);
}

/** Routes under /sandbox/paystack (mount there) that a browser calls. */
export function publicRoutes(store: SandboxStore, publicKey: string): Hono {
  const routes = new Hono();
  routes.get('/inline.js', () => js(INLINE_JS));
  routes.get('/checkout.js', () => js(CHECKOUT_JS));
  routes.get('/phone.js', () => js(PHONE_JS));

  /** The inline script's newTransaction/setup: a transaction made with the PUBLIC key (as Paystack's popup). */
  routes.post('/inline/init', async (c) => {
    const b = await readBody(c.req.raw);
    if (!b) return fail(400, 'Invalid request body');
    if (b.key !== publicKey) return fail(401, 'Invalid key');
    const v = validateTransaction(b);
    if (v instanceof Response) return v;
    const existing = v.reference ? store.peek(v.reference) : undefined;
    if (existing) {
      // Our server initialised this reference already: resume it when the parameters match.
      if (existing.amount !== v.amount || existing.status !== 'abandoned') {
        return fail(400, 'Duplicate Transaction Reference', { type: 'validation_error', code: 'duplicate_reference' });
      }
      return okJson('Access code retrieved', { access_code: existing.access_code, reference: existing.reference });
    }
    if (!store.makeRoom()) return full();
    const tx = store.add({ ...v, metadata: b.metadata, byMerchant: false });
    return okJson('Access code retrieved', { access_code: tx.access_code, reference: tx.reference });
  });

  /** The checkout's forms: the transaction's channels the sandbox has one for, in order; else card, then mobile money. */
  function checkoutForms(tx: SandboxTransaction): CheckoutForm[] {
    const forms = (tx.channels ?? []).filter((ch): ch is CheckoutForm => ch === 'card' || ch === 'mobile_money');
    return forms.length > 0 ? forms : ['card', 'mobile_money'];
  }

  routes.get('/checkout/:code', (c) => {
    const tx = store.byAccessCode(c.req.param('code'));
    if (!tx) return html(checkoutPage(null));
    store.settleByTime(tx);
    return html(
      checkoutPage({
        transactionId: tx.id,
        accessCode: tx.access_code,
        amount: tx.amount,
        currency: tx.currency,
        email: tx.customer.email,
        status: tx.status,
        cards: SANDBOX_CARDS.map(
          (card) => `${card.number} (CVV ${card.cvv}${card.pin ? `, PIN ${card.pin}` : ''}): ${card.behaviour}`,
        ),
        forms: checkoutForms(tx),
      }),
    );
  });

  /** The checkout page's state: the outcome and where a hosted checkout returns. */
  function checkoutState(tx: SandboxTransaction, origin: string) {
    store.settleByTime(tx);
    let returnUrl: string | null = null;
    const done = tx.status === 'success' || tx.status === 'failed';
    if (tx.callback_url && done) {
      returnUrl = returnPath(
        tx.callback_url,
        origin,
        tx.flutterwave
          ? {
              status: tx.status === 'success' ? 'successful' : 'failed',
              tx_ref: tx.reference,
              transaction_id: String(tx.id),
            }
          : { trxref: tx.reference, reference: tx.reference },
      );
    }
    return {
      status: tx.status,
      reference: tx.reference,
      message: tx.message ?? (tx.status === 'pending' ? 'Approve the prompt on the phone' : null),
      gateway_response: tx.gateway_response,
      // The object Paystack's inline callback receives (provider note §4.1).
      transaction: {
        reference: tx.reference,
        trans: String(tx.id),
        status: 'success',
        message: 'Approved',
        transaction: String(tx.id),
        trxref: tx.reference,
      },
      return_url: returnUrl,
    };
  }

  routes.get('/checkout/:code/status', (c) => {
    const tx = store.byAccessCode(c.req.param('code'));
    if (!tx) return fail(404, 'Transaction not found');
    return okJson('Status', checkoutState(tx, new URL(c.req.url).origin));
  });

  routes.post('/checkout/:code/pay', async (c) => {
    const tx = store.byAccessCode(c.req.param('code'));
    if (!tx) return fail(404, 'Transaction not found');
    if (tx.status !== 'abandoned') return fail(400, 'Transaction has already been attempted');
    const b = (await readBody(c.req.raw)) ?? {};
    if (!checkoutForms(tx).includes(b.method === 'mobile_money' ? 'mobile_money' : 'card')) {
      return fail(400, 'This payment channel is not available for this transaction');
    }
    if (b.method === 'mobile_money') {
      const phone = typeof b.phone === 'string' ? b.phone.replace(/\D/g, '') : '';
      if (!/^0\d{9}$/.test(phone)) return fail(400, 'Please enter a valid 10-digit mobile number starting with 0');
      const provider = typeof b.provider === 'string' ? b.provider : 'mtn';
      store.startMobileMoney(tx, phone, provider);
    } else {
      const number = typeof b.card_number === 'string' ? b.card_number.replace(/\D/g, '') : '';
      const card = SANDBOX_CARDS.find((x) => x.number === number);
      if (!card || b.cvv !== card.cvv) return fail(400, 'Invalid card details. Use a sandbox test card.');
      if (card.pin && b.pin !== card.pin) return fail(400, 'Incorrect PIN');
      tx.channel = 'card';
      tx.status = 'pending';
      store.finish(
        tx,
        card.outcome === 'success' ? 'success' : card.outcome === 'insufficient' ? 'insufficient' : 'declined',
      );
    }
    return okJson('Charge attempted', checkoutState(tx, new URL(c.req.url).origin));
  });

  routes.post('/checkout/:code/cancel', (c) => {
    const tx = store.byAccessCode(c.req.param('code'));
    if (!tx) return fail(404, 'Transaction not found');
    let returnUrl: string | null = null;
    if (tx.callback_url && tx.flutterwave) {
      returnUrl = returnPath(tx.callback_url, new URL(c.req.url).origin, { status: 'cancelled', tx_ref: tx.reference });
    }
    return okJson('Cancelled', { status: tx.status, reference: tx.reference, return_url: returnUrl });
  });

  /**
   * The "phone": pending approvals, for /sandbox/phone and tests. Anyone can read it, so it lists only
   * what a tester needs to pick and answer a prompt: reference, network, amount and the number masked
   * (055XXXX987), never the customer's email or whole number. `?phone=` (the whole number, as typed on
   * the payment page) shows only that number's prompts.
   */
  routes.get('/phone/pending', (c) => {
    const digits = c.req.query('phone')?.replace(/\D/g, '') ?? '';
    const wanted = digits.startsWith('233') ? `0${digits.slice(3)}` : digits;
    const pending = store
      .all()
      .filter((tx) => tx.status === 'pending' && tx.channel === 'mobile_money' && (!wanted || tx.phone === wanted))
      .map((tx) => ({
        reference: tx.reference,
        // '055XXXX987' (the product's masking): enough to tell one's own prompt from another's
        phone: maskPhone(tx.phone ?? ''),
        provider: tx.provider,
        amount: tx.amount,
        currency: tx.currency,
        created_at: tx.created_at,
      }));
    return okJson('Pending approvals', pending);
  });
  routes.post('/phone/:reference/:decision{approve|decline}', (c) => {
    const tx = store.find(c.req.param('reference'));
    if (tx?.status !== 'pending') return fail(404, 'No pending approval for this reference');
    store.finish(tx, c.req.param('decision') === 'approve' ? 'success' : 'declined');
    return okJson('Done', { reference: tx.reference, status: tx.status });
  });
  return routes;
}

/** The phone page itself, at /sandbox/phone. */
export const phonePageResponse = () => html(phonePage());
