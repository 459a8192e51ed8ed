/**
 * Longer than 300 lines: the public site's journeys (navigation, forms, coverage, consent and analytics) share
 * one set of page helpers; split by page they would repeat them.
 */
import { expect, type Page, test } from '@playwright/test';
import { demoCustomer } from './support/accounts';
import { driveAnalyticsClock, passAnalyticsFlush } from './support/analytics';
import { expectFocusShown } from './support/focus';

/** The services mailbox (src/domain/brand.ts) and the seeded administrator who may read the outbox. */
const SERVICES = 'services@skylinkghana.com';
const admin = { email: 'ops@example.com', password: 'Admin#Pass2026' };

async function outboxSubjects(page: Page, to: string): Promise<{ subject: string; text: string }[]> {
  const login = await page.request.post('/api/auth/login', { data: admin });
  const { access_token } = (await login.json()) as { access_token: string };
  const response = await page.request.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  return ((await response.json()) as { messages: { subject: string; text: string }[] }).messages;
}

/** Hold every script of the page until the returned function is called: the page is its prerendered HTML alone. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('public pages', () => {
  for (const [path, h1, h2s] of [
    ['/', 'Fast, reliable satellite internet across Ghana', ['Choose your package', 'Get in touch']],
    ['/services', 'Internet services for every need', ['Our Plans', 'Features']],
    [
      '/about',
      'We believe in data and communication',
      ['Our Mission', 'Core Values', 'Our Journey', 'Leadership Team'],
    ],
    ['/support', 'How can we help you today?', ['Frequently Asked Questions', 'Resources', 'Still Need Help?']],
    ['/contact', 'Contact Us', ['Send us a message', 'Business Address']],
  ] as const) {
    test(`${path} renders its headings`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      for (const h2 of h2s) await expect(page.getByRole('heading', { level: 2, name: h2, exact: true })).toBeVisible();
    });
  }

  test("/about shows our illustrations: the mission picture and each leader's portrait", async ({ page }) => {
    await page.goto('/about');
    const mission = page.getByRole('img', {
      name: 'Our installation team mounting a satellite dish on a rooftop in Accra',
    });
    const portraits = page.getByRole('list', { name: 'Leadership Team' }).locator('img');
    await mission.scrollIntoViewIfNeeded();
    await portraits.last().scrollIntoViewIfNeeded();
    await expect(portraits).toHaveCount(6);
    for (const img of [mission, ...(await portraits.all())]) {
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('a hash scrolls to its section, leaving room for the header', async ({ page }) => {
    await page.goto('/support#faq');
    const faq = page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' });
    await expect(faq).toBeInViewport();
    await expect.poll(async () => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.goto('/');
    await page.getByRole('link', { name: 'See Packages' }).click();
    await expect(page).toHaveURL(/#packages$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your package' })).toBeInViewport();
  });

  test('See Packages, Scroll to explore, Home and the logo scroll to their target every time, on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // each scroll jumps (reduced motion), so the next step does not race a smooth scroll still under way
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const packages = page.getByRole('heading', { level: 2, name: 'Choose your package' });
    const top = page.getByRole('heading', { level: 1 });
    const scrollAway = async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(top).not.toBeInViewport();
    };
    // twice each: the second press is to the address already shown (/#packages, or / with no hash)
    for (const name of ['See Packages', 'Scroll to explore']) {
      for (let round = 0; round < 2; round += 1) {
        await scrollAway();
        await page.getByRole('link', { name, exact: true }).first().click();
        await expect(page).toHaveURL(/\/#packages$/);
        await expect(packages).toBeInViewport();
      }
    }
    const menu = page.getByRole('button', { name: 'Menu' });
    for (let round = 0; round < 2; round += 1) {
      await scrollAway();
      if (await menu.isVisible()) await menu.click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(top).toBeInViewport();
    }
    for (let round = 0; round < 2; round += 1) {
      await scrollAway();
      await page.getByRole('banner').getByRole('link').first().click();
      await expect(top).toBeInViewport();
    }
  });

  // The scripts start after the first paint: a tap that comes first is kept and replayed (/theme-boot.js, app/main.tsx)
  test('a question tapped before the scripts run opens once they arrive', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/support', { waitUntil: 'commit' });
    const question = page.getByRole('button', { name: 'Is there a data cap?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false'); // nothing has taken the page yet
    release();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false'); // replayed once, not twice
  });

  // A visitor who scrolls before the scripts run keeps their place when the page hydrates: the page used to jump
  // back to the top, moving a plan's Login link from under a press that had started on it (the click then went
  // elsewhere and nothing happened, 1 visit in 6 in e2e).
  test('a page scrolled before the scripts run stays where the visitor left it', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/packages', { waitUntil: 'commit' });
    const login = page.getByRole('article', { name: 'Standard Internet' }).getByRole('link', { name: 'Login' });
    await login.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    release();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible(); // hydrated
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await login.click();
    await expect(page).toHaveURL(/\/login\?from=/);
  });

  // The browser build sets the answers' hidden state during hydration (scripts/site/plugins.ts,
  // disclosureHydration): closed answers stay findable in the page (until-found), and open and close as before.
  test('the answers of the hydrated FAQ are hidden until found, and open and close', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible(); // hydrated
    const question = page.getByRole('button', { name: 'Is there a data cap?' });
    const answer = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
    await expect(answer).toHaveAttribute('hidden', 'until-found');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await expect(answer).not.toHaveAttribute('hidden');
    await question.click();
    await expect(answer).toBeHidden();
    await expect(answer).toHaveAttribute('hidden', 'until-found');
  });

  test('Enter in the sign-in form before the scripts run sends nothing in the URL, then signs in', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: /Email/ }).fill(demoCustomer.email);
    await page.getByRole('textbox', { name: /Password/ }).fill(demoCustomer.password);
    await page.getByRole('textbox', { name: /Password/ }).press('Enter');
    await expect(page).toHaveURL(/\/login$/); // the browser did not submit it as a GET (password in the URL)
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('contact forms', () => {
  test('the home page form reaches the inbox and thanks the visitor after a second', async ({ page }) => {
    const stamp = Date.now();
    await page.goto('/#contact');
    await page.waitForLoadState('networkidle'); // the form's chunk (below the fold) has hydrated
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: /Full Name/ }).fill('Ama Mensah');
    await form.getByRole('textbox', { name: /Email Address/ }).fill(`ama.${stamp}@example.com`);
    await form.getByRole('combobox', { name: /Subject/ }).selectOption('billing');
    await form.getByRole('textbox', { name: /Message/ }).fill(`Home form ${stamp}`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank you for your message!')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Full Name/ })).toHaveValue('');
    const mail = (await outboxSubjects(page, SERVICES)).find((m) => m.text.includes(`Home form ${stamp}`));
    expect(mail?.subject).toBe('New Contact Form Message: Billing Question');
  });

  test('what a visitor types into the home form before the scripts have run is kept and sent', async ({ page }) => {
    const stamp = Date.now();
    // hold every script until the visitor has typed: the form is the prerendered HTML alone
    const release = await holdScripts(page);
    // (module scripts are deferred: DOMContentLoaded itself waits for them, so only the first bytes)
    await page.goto('/#contact', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form).toBeVisible();
    await form.getByRole('textbox', { name: /Full Name/ }).fill('Esi Before Hydration');
    release();
    await page.waitForLoadState('networkidle');
    await expect(form.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Esi Before Hydration');
    await form.getByRole('textbox', { name: /Email Address/ }).fill(`esi.${stamp}@example.com`);
    await form.getByRole('combobox', { name: /Subject/ }).selectOption('billing');
    await form.getByRole('textbox', { name: /Message/ }).fill(`Early typing ${stamp}`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank you for your message!')).toBeVisible();
    const mail = (await outboxSubjects(page, SERVICES)).find((m) => m.text.includes(`Early typing ${stamp}`));
    expect(mail?.text).toContain('Esi Before Hydration');
  });

  for (const [path, form, field, value] of [
    ['/login', 'Welcome back', /Email/, 'early@example.com'],
    ['/', 'Check coverage in your area', /City or address/, 'Tamale'],
    ['/ai-coverage', null, /^Address/, 'Bolgatanga'],
  ] as const) {
    test(`${path}: a field filled before the scripts ran keeps its text once the page is live`, async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      const scope = form ? page.getByRole('form', { name: form }) : page.locator('main');
      const input = scope.getByRole('textbox', { name: field }).first();
      await input.fill(value);
      release();
      await page.waitForLoadState('networkidle');
      // typing once more goes through React: the field holds both parts only if React kept the first
      await input.press('End');
      await input.pressSequentially('!');
      await expect(input).toHaveValue(`${value}!`);
    });
  }

  test('the contact page form reaches the inbox and shows Message Sent!', async ({ page }) => {
    const stamp = Date.now();
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Phone is required').first()).toBeVisible();
    await form.getByRole('textbox', { name: /Full Name/ }).fill('Kofi Boateng');
    await form.getByRole('textbox', { name: /Email Address/ }).fill(`kofi.${stamp}@example.com`);
    await form.getByRole('textbox', { name: /Phone Number/ }).fill('024 123 4567');
    await form.getByRole('textbox', { name: /Subject/ }).fill(`Farm office ${stamp}`);
    await form.getByRole('textbox', { name: /Message/ }).fill('Internet for a farm office near Kumasi.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    const mail = (await outboxSubjects(page, SERVICES)).find((m) => m.subject.includes(`Farm office ${stamp}`));
    expect(mail?.text).toContain('Service Type: Residential');
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page.getByRole('textbox', { name: /Full Name/ })).toHaveValue('');
  });

  test('when the server cannot be reached, the message goes to the mail client instead', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await page.goto('/contact');
    await page.getByRole('textbox', { name: /Full Name/ }).fill('Yaw Darko');
    await page.getByRole('textbox', { name: /Email Address/ }).fill('yaw@example.com');
    await page.getByRole('textbox', { name: /Phone Number/ }).fill('0201234567');
    await page.getByRole('textbox', { name: /Subject/ }).fill('Offline question');
    await page.getByRole('textbox', { name: /Message/ }).fill('Is Tamale covered?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'There was an error sending your message. Please try again or contact us directly.',
    );
    const href = (await page.getByRole('link', { name: 'Email us instead' }).getAttribute('href')) ?? '';
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.searchParams.get('subject')).toBe('New Contact Form Message: Offline question');
    expect(url.searchParams.get('body')).toContain('Is Tamale covered?');
  });
});

test.describe('cookies and analytics', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the cookie choice survives a reload and can be changed from the footer', async ({ page }) => {
    await page.goto('/about');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle'); // the banner's chunk has loaded and read the choice
    await expect(banner).toBeHidden();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner.getByRole('checkbox', { name: /Analytics cookies/ })).toBeChecked();
  });

  test('while the banner is open it is the first stop in keyboard order, before and after the scripts run', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/support', { waitUntil: 'commit' });
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(banner.locator(':focus')).toHaveCount(1);
    release();
    await page.waitForLoadState('networkidle');
    await page.locator('body').focus();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    await expect(banner.locator(':focus')).toHaveCount(1);
  });

  // The banner is prerendered (it painted seconds after the page and was the late LCP element of /login):
  // /theme-boot.js makes it work before the app's scripts, and the live banner takes its place.
  test('the prerendered banner shows before the scripts run, and Accept there is kept', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' }); // module scripts are deferred: only the first bytes
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    release();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('textbox', { name: /Email/ })).toBeEditable();
    await expect(banner).toBeHidden();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner.getByRole('checkbox', { name: /Analytics cookies/ })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(1);
  });

  test('Accept pressed on the prerendered banner while the live one loads is kept, and the banner stays away', async ({
    page,
  }) => {
    // The app has read that no choice is stored and is fetching the live banner; hold that fetch meanwhile.
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route(/\/assets\/CookieBanner-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest(/\/assets\/CookieBanner-[^/]+\.js$/);
    await page.goto('/about');
    await asked;
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    release();
    await page.waitForLoadState('networkidle');
    await expect(banner).toBeHidden();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(banner).toBeHidden();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner.getByRole('checkbox', { name: /Analytics cookies/ })).toBeChecked();
  });

  test('Preferences pressed before the scripts run opens the preferences when they arrive', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' }); // module scripts are deferred: only the first bytes
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Preferences' }).click();
    release();
    await expect(banner.getByRole('checkbox', { name: /Analytics cookies/ })).not.toBeChecked();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(1);
    await banner.getByRole('button', { name: 'Save preferences' }).click();
    await expect(banner).toBeHidden();
  });

  test('the live banner takes the place of the prerendered one, keeping focus on the same control', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' }); // module scripts are deferred: only the first bytes
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Reject' }).focus();
    release();
    await expect(page.locator('[data-prerendered-banner]')).toHaveCount(0);
    await expect(banner).toHaveCount(1);
    await expect(banner.getByRole('button', { name: 'Reject' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden(); // hidden by /theme-boot.js before the first paint, then dropped
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-prerendered-banner]')).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('no banner: nothing could record the choice', async ({ page }) => {
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    });
  });

  test('with analytics accepted, events reach /api/events', async ({ page }) => {
    const batches: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/events')) batches.push(request.postData() ?? '');
    });
    await page.goto('/');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.goto('/about'); // pagehide: the shutdown batch leaves by beacon
    await expect.poll(() => batches.join('\n')).toContain('page_view');
    expect(batches.join('\n')).toContain('"market":"Ghana"');
  });

  test('with Do Not Track set, no event is sent even after Accept', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
    await driveAnalyticsClock(page);
    const batches: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/events')) batches.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await page.goto('/about');
    await passAnalyticsFlush(page); // the clock moves past the 5 s a batch would wait
    expect(batches).toEqual([]);
  });
});

test.describe('contact forms on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

  test('after sending, the outcome takes focus and is in view (home thanks, Message Sent!)', async ({ page }) => {
    const stamp = Date.now();
    await page.goto('/#contact');
    await page.waitForLoadState('networkidle');
    const home = page.getByRole('form', { name: 'Send us a message' });
    await home.getByRole('textbox', { name: /Full Name/ }).fill('Esi Ofori');
    await home.getByRole('textbox', { name: /Email Address/ }).fill(`esi.${stamp}@example.com`);
    await home.getByRole('combobox', { name: /Subject/ }).selectOption('billing');
    await home.getByRole('textbox', { name: /Message/ }).fill(`Phone home form ${stamp}`);
    await home.getByRole('button', { name: 'Send Message' }).tap();
    await expectFocusShown(page, 'Thank you for your message!');

    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: /Full Name/ }).fill('Esi Ofori');
    await form.getByRole('textbox', { name: /Email Address/ }).fill(`esi.${stamp}@example.com`);
    await form.getByRole('textbox', { name: /Phone Number/ }).fill('024 123 4567');
    await form.getByRole('textbox', { name: /Subject/ }).fill(`Phone contact ${stamp}`);
    await form.getByRole('textbox', { name: /Message/ }).fill('A line for a shop in Tamale.');
    await form.getByRole('button', { name: 'Send Message' }).tap();
    await expectFocusShown(page, 'Message Sent!');
  });
});
