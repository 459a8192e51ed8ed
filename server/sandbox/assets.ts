/**
 * The sandbox's browser side: the inline script (same global API as Paystack's: legacy
 * `PaystackPop.setup({...}).openIframe()` and v2 `new PaystackPop().newTransaction({...})` /
 * `resumeTransaction(accessCode, callbacks)`), the checkout page it opens in an iframe overlay, and the
 * /sandbox/phone page. Our CSP forbids inline script, so every page loads its script from a file and
 * passes data in data-* attributes; styles are inline (style-src allows them).
 * Longer than 300 lines: it holds the browser side of the fake Paystack as text: the inline script, the
 * checkout page and the phone page, which must stay byte-for-byte what the sandbox serves.
 */
import { cedisDecimal } from '../../src/domain/format/money';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

export const INLINE_JS = `/* SkyLink sandbox: a fake Paystack inline script (development and tests only). */
(function () {
  'use strict';
  var script = document.currentScript;
  var base = (script && script.src ? new URL(script.src).origin : location.origin) + '/sandbox/paystack';

  function invalid(items) {
    var err = new Error('Invalid transaction parameters');
    err.name = 'Invalid transaction parameters';
    err.issues = items;
    throw err;
  }
  function check(o) {
    var items = [];
    if (!o || typeof o.key !== 'string' || !o.key) items.push('Required parameter missing: key');
    if (!o || (!o.email && !o.customerCode)) items.push('Required parameter missing: email');
    if (!o || o.amount === undefined || o.amount === null) items.push('Required parameter missing: amount');
    else if (isNaN(Number(o.amount))) items.push('Invalid parameter type: amount');
    if (items.length) invalid(items);
  }

  /** Paystack's PopupTransaction: what newTransaction/resumeTransaction return (checkout() resolves with it);
   * id, customer and accessCode are filled in when the checkout has loaded the transaction (onLoad). */
  function Transaction(accessCode) {
    this.id = null;
    this.status = null;
    this.accessCode = accessCode || null;
    this.customer = null;
    this.errors = [];
    this.response = null;
    this.isActive = true;
  }

  var current = null;
  function overlay(pop, tx, cb) {
    if (current) current.cancel();
    var shade = document.createElement('div');
    shade.setAttribute('data-sandbox-paystack', 'overlay');
    shade.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center';
    var frame = document.createElement('iframe');
    frame.title = 'Sandbox Paystack checkout';
    frame.src = base + '/checkout/' + encodeURIComponent(tx.accessCode) + '?embed=1';
    frame.style.cssText = 'width:min(440px,96vw);height:min(640px,96vh);border:0;border-radius:8px;background:#fff';
    shade.appendChild(frame);
    document.body.appendChild(shade);
    var done = false;
    function close() {
      window.removeEventListener('message', onMessage);
      if (shade.parentNode) shade.parentNode.removeChild(shade);
      if (current && current.tx === tx) current = null;
    }
    function end(status) {
      done = true;
      tx.isActive = false;
      if (status) tx.status = status;
      close();
    }
    function onMessage(event) {
      if (event.source !== frame.contentWindow || !event.data || event.data.source !== 'sandbox-paystack') return;
      if (done) return;
      if (event.data.event === 'loaded') {
        // as Paystack's: onLoad gets the transaction's id (a number), not the access code
        pop.isLoaded = true;
        tx.id = event.data.id;
        tx.customer = event.data.customer || {};
        if (cb.onLoad) cb.onLoad({ id: tx.id, customer: tx.customer, accessCode: tx.accessCode });
        return;
      }
      // An invalid or expired access code: Paystack's checkout calls onError; without one, the page's Cancel closes.
      if (event.data.event === 'error') {
        var error = { type: 'setup', message: event.data.message };
        tx.errors.push(error);
        if (!cb.onError) return;
        end(null);
        cb.onError(error);
        return;
      }
      if (event.data.event === 'success') {
        end('success');
        tx.response = event.data.transaction;
        if (cb.onSuccess) cb.onSuccess(event.data.transaction);
      } else {
        end('abandoned');
        if (cb.onCancel) cb.onCancel();
      }
    }
    window.addEventListener('message', onMessage);
    // cancelTransaction: as Paystack's, the checkout goes and onCancel is called
    current = { tx: tx, cancel: function () { if (!done) { end(null); if (cb.onCancel) cb.onCancel(); } } };
  }

  /** newTransaction's first step (Paystack's checkout makes the transaction with the public key); then the
   * checkout opens. opened(tx) once it is on the page; failed(error) when the transaction could not be made. */
  function start(pop, o, cb, tx, opened, failed) {
    var body = {
      key: o.key, email: o.email, amount: Number(o.amount), currency: o.currency || 'GHS',
      reference: o.reference || o.ref, metadata: o.metadata
    };
    if (!body.reference) delete body.reference;
    fetch(base + '/inline/init', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (res) { return res.json(); })
      .then(function (answer) {
        if (!answer || !answer.status) throw new Error((answer && answer.message) || 'Could not start the transaction');
        tx.accessCode = answer.data.access_code;
        overlay(pop, tx, cb);
        if (opened) opened(tx);
      })
      .catch(function (err) {
        var error = { type: 'setup', message: err.message };
        tx.errors.push(error);
        tx.isActive = false;
        if (cb.onError) cb.onError(error); else if (window.console) console.error(err);
        if (failed) failed(err);
      });
  }
  function callbacks(o) {
    return { onSuccess: o.onSuccess, onCancel: o.onCancel, onLoad: o.onLoad, onError: o.onError };
  }

  function PaystackPop() {
    // a property, as in Paystack's bundle (its prototype's isLoaded() is hidden by it): true once a checkout loaded
    this.isLoaded = false;
  }
  PaystackPop.prototype.newTransaction = function (o) {
    check(o);
    var tx = new Transaction(o.accessCode);
    if (o.accessCode) overlay(this, tx, callbacks(o));
    else start(this, o, callbacks(o), tx);
    return tx;
  };
  PaystackPop.prototype.resumeTransaction = function (accessCode, cb) {
    var tx = new Transaction(accessCode);
    overlay(this, tx, cb || {});
    return tx;
  };
  /** As Paystack's: resolves with the transaction once the checkout is open (NOT when it is paid: payment
   * comes only through onSuccess); rejects, after onError, when the transaction could not be set up. */
  PaystackPop.prototype.checkout = function (o) {
    var self = this;
    check(o);
    return new Promise(function (resolve, reject) {
      start(self, o, callbacks(o), new Transaction(null), resolve, reject);
    });
  };
  PaystackPop.prototype.cancelTransaction = function () { if (current) current.cancel(); };
  PaystackPop.prototype.preloadTransaction = function (o) {
    var self = this;
    check(o);
    return function () { self.newTransaction(o); };
  };
  /** Legacy v1 API (deprecated alias, as in Paystack's v2 bundle). */
  PaystackPop.setup = function (o) {
    if (window.console) console.warn('PaystackPop.setup is deprecated; use new PaystackPop().newTransaction()');
    var pop = new PaystackPop();
    var tx = new Transaction(null);
    tx.openIframe = function () {
      check(o);
      start(pop, o, { onSuccess: o.callback, onCancel: o.onClose, onError: o.onError }, tx);
    };
    return tx;
  };
  window.PaystackPop = PaystackPop;
})();
`;

export const CHECKOUT_JS = `/* SkyLink sandbox checkout (development and tests only). */
(function () {
  'use strict';
  var root = document.getElementById('checkout');
  if (!root) return;
  var embedded = new URLSearchParams(location.search).get('embed') === '1';
  // The page's buttons come disabled: a press before this script has attached its handlers would do
  // nothing (Cancel) or submit the form natively (the card number in the URL). Enabled once they are.
  function ready() { Array.prototype.forEach.call(root.querySelectorAll('button'), function (b) { b.disabled = false; }); }
  function post(message) { if (embedded && window.parent !== window) window.parent.postMessage(Object.assign({ source: 'sandbox-paystack' }, message), location.origin); }
  var error = root.getAttribute('data-error');
  if (error) {
    // An invalid or expired access code: tell the inline script (onError); Cancel closes the overlay.
    document.getElementById('cancel').addEventListener('click', function () { post({ event: 'close' }); });
    ready();
    post({ event: 'error', message: error });
    return;
  }
  var code = root.getAttribute('data-access-code');
  var base = '/sandbox/paystack/checkout/' + encodeURIComponent(code);
  var status = document.getElementById('status');
  function say(text) { status.textContent = text; }
  function finish(state) {
    if (state.status === 'success') {
      say('Payment successful');
      post({ event: 'success', transaction: state.transaction });
      if (!embedded && state.return_url) location.assign(state.return_url);
    } else if (state.status === 'failed') {
      say('Payment failed: ' + (state.message || state.gateway_response || 'declined'));
      if (!embedded && state.return_url) setTimeout(function () { location.assign(state.return_url); }, 1500);
    } else {
      say(state.message || 'Waiting for approval on the phone...');
      setTimeout(poll, 1000);
    }
  }
  function poll() {
    fetch(base + '/status').then(function (r) { return r.json(); }).then(function (a) { finish(a.data); });
  }
  function pay(payload) {
    say('Processing...');
    fetch(base + '/pay', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })
      .then(function (r) { return r.json(); })
      .then(function (a) { if (!a.status) say(a.message); else finish(a.data); })
      .catch(function () { say('Network error'); });
  }
  // only the forms of the transaction's channels are on the page
  var cardForm = document.getElementById('card-form');
  if (cardForm) cardForm.addEventListener('submit', function (e) {
    e.preventDefault();
    var f = e.target;
    pay({ method: 'card', card_number: f.card_number.value, cvv: f.cvv.value, pin: f.pin.value || undefined });
  });
  var momoForm = document.getElementById('momo-form');
  if (momoForm) momoForm.addEventListener('submit', function (e) {
    e.preventDefault();
    var f = e.target;
    pay({ method: 'mobile_money', phone: f.phone.value, provider: f.provider.value });
  });
  document.getElementById('cancel').addEventListener('click', function () {
    fetch(base + '/cancel', { method: 'POST' }).then(function (r) { return r.json(); }).then(function (a) {
      post({ event: 'close' });
      if (!embedded && a.data && a.data.return_url) location.assign(a.data.return_url);
      else if (!embedded) say('Payment cancelled');
    });
  });
  ready();
  post({ event: 'loaded', id: Number(root.getAttribute('data-transaction-id')), customer: { email: root.getAttribute('data-email') } });
})();
`;

export const PHONE_JS = `/* SkyLink sandbox phone: approve or decline pending mobile money prompts. */
(function () {
  'use strict';
  var list = document.getElementById('pending');
  var filter = document.getElementById('filter');
  var phone = '';
  function render(items) {
    list.textContent = '';
    if (!items.length) { var p = document.createElement('li'); p.textContent = 'No pending approvals.'; list.appendChild(p); return; }
    items.forEach(function (item) {
      var li = document.createElement('li');
      li.textContent = item.phone + ' (' + item.provider + ') ' + 'GH\u20B5 ' + (item.amount / 100).toFixed(2) + ' ' + item.reference + ' ';
      ['approve', 'decline'].forEach(function (decision) {
        var b = document.createElement('button');
        b.type = 'button';
        b.textContent = decision === 'approve' ? 'Approve' : 'Decline';
        b.addEventListener('click', function () {
          fetch('/sandbox/paystack/phone/' + encodeURIComponent(item.reference) + '/' + decision, { method: 'POST' }).then(load);
        });
        li.appendChild(b);
      });
      list.appendChild(li);
    });
  }
  function load() {
    var query = phone ? '?phone=' + encodeURIComponent(phone) : '';
    fetch('/sandbox/paystack/phone/pending' + query).then(function (r) { return r.json(); }).then(function (a) { render(a.data || []); });
  }
  filter.addEventListener('submit', function (e) {
    e.preventDefault();
    phone = e.target.phone.value.trim();
    load();
  });
  load();
  setInterval(load, 2000);
})();
`;

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#111}h1{font-size:1.2rem}
form{display:grid;gap:8px;margin:12px 0;padding:12px;border:1px solid #ccc;border-radius:6px}
label{display:grid;gap:4px}input,select,button{font:inherit;padding:6px}small{color:#555}
.banner{background:#fff3cd;padding:6px 8px;border-radius:4px}`;

/** What an unknown or expired access code shows, and what onError receives. */
export const INVALID_CHECKOUT = 'This checkout link is not valid or has expired.';

export interface CheckoutView {
  /** the transaction's id (what onLoad reports) */
  transactionId: number;
  accessCode: string;
  amount: number;
  currency: string;
  email: string;
  status: string;
  cards: string[];
  /** the forms to show, in order (the transaction's `channels` the sandbox has forms for) */
  forms: CheckoutForm[];
}

export type CheckoutForm = 'card' | 'mobile_money';

const cardForm = (cards: string) => `<form id="card-form" aria-label="Pay with card">
<label>Card number <input name="card_number" inputmode="numeric" autocomplete="off" required></label>
<label>CVV <input name="cvv" inputmode="numeric" autocomplete="off" required></label>
<label>PIN (if the card needs one) <input name="pin" inputmode="numeric" autocomplete="off"></label>
<button type="submit" disabled>Pay with card</button>
<small>Test cards:</small><ul>${cards}</ul></form>`;

const MOBILE_MONEY_FORM = `<form id="momo-form" aria-label="Pay with mobile money">
<label>Mobile money number <input name="phone" inputmode="tel" placeholder="0241234987" required></label>
<label>Network <select name="provider"><option value="mtn">MTN</option><option value="vod">Telecel</option><option value="atl">AT</option></select></label>
<button type="submit" disabled>Pay with mobile money</button>
<small>0551234987 (Paystack's) is paid at once; 0241234987 approves after a few seconds; other numbers wait on /sandbox/phone.</small></form>`;

/**
 * The checkout page: the forms of the transaction's channels in its order, as Paystack's checkout shows only
 * the channels asked for; without channels (or none the sandbox has a form for) card first, as Paystack opens.
 */
export function checkoutPage(view: CheckoutView | null): string {
  if (!view) {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox checkout</title><style>${PAGE_STYLE}</style></head>
<body><main id="checkout" data-error="${INVALID_CHECKOUT}"><h1>Sandbox checkout</h1><p role="alert">${INVALID_CHECKOUT}</p>
<button type="button" id="cancel" disabled>Cancel</button></main><script src="/sandbox/paystack/checkout.js"></script></body></html>`;
  }
  const amount = `${escapeHtml(view.currency)} ${cedisDecimal(view.amount)}`;
  const cards = view.cards.map((c) => `<li>${escapeHtml(c)}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox checkout</title><style>${PAGE_STYLE}</style></head>
<body><main id="checkout" data-access-code="${escapeHtml(view.accessCode)}" data-transaction-id="${view.transactionId}" data-email="${escapeHtml(view.email)}">
<p class="banner">Sandbox: no real money moves. This imitates Paystack's checkout.</p>
<h1>Pay ${amount}</h1><p>${escapeHtml(view.email)}</p>
<p id="status" role="status" aria-live="polite">${view.status === 'abandoned' ? '' : `Status: ${escapeHtml(view.status)}`}</p>
${view.forms.map((form) => (form === 'card' ? cardForm(cards) : MOBILE_MONEY_FORM)).join('\n')}
<button type="button" id="cancel" disabled>Cancel payment</button>
</main><script src="/sandbox/paystack/checkout.js"></script></body></html>`;
}

export function phonePage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox phone</title><style>${PAGE_STYLE}</style></head>
<body><main><h1>Sandbox phone: pending mobile money approvals</h1>
<p class="banner">Development only. Approve or decline a prompt as the customer's phone would.</p>
<form id="filter" aria-label="Show one number's prompts">
<label>Mobile money number (leave empty for all) <input name="phone" inputmode="tel" placeholder="0244000111"></label>
<button type="submit">Show</button></form>
<ul id="pending" aria-live="polite"></ul></main><script src="/sandbox/paystack/phone.js"></script></body></html>`;
}
