import { expect, type Page, test } from '@playwright/test';
import { expectFocusShown } from './support/focus';

/** The seeded administrator (server/features/auth/seed.ts): only administrators read coverage requests. */
const admin = { email: 'ops@example.com', password: 'Admin#Pass2026' };

async function adminToken(page: Page): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: admin });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function check(page: Page, address: string) {
  await page.waitForLoadState('networkidle'); // the checker's chunk has hydrated the prerendered form
  const input = page.getByRole('textbox', { name: 'City or address' });
  await input.fill(address);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
}

test.describe('coverage checker (home hero)', () => {
  test("'Osu, Accra' gives the same answer twice, computed in the browser", async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/coverage/')) calls.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Check', exact: true })).toBeDisabled();
    await check(page, 'Osu, Accra');
    const panel = page.getByRole('region', { name: 'Result for Osu, Accra' });
    await expect(panel).toContainText('SkyLink service is available');
    const first = await panel.textContent();

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('textbox', { name: 'City or address' })).toHaveValue('');
    await expect(panel).toBeHidden();

    await page.reload();
    await check(page, 'osu,  accra');
    await expect(page.getByRole('region', { name: 'Result for osu,  accra' })).toHaveText(first ?? '');
    expect(calls).toEqual([]);
  });

  test("'Paris, France': the server finds no place it knows, and a coverage request is stored", async ({ page }) => {
    const contact = `paris.${Date.now()}@example.com`;
    await page.goto('/');
    await check(page, 'Paris, France');
    const panel = page.getByRole('region', { name: 'Result for Paris, France' });
    await expect(panel.getByText("We couldn't find that place")).toBeVisible();
    await expect(panel.getByText(/^Check the spelling/)).toBeVisible();
    await expect(panel.getByText("We couldn't find that place")).toBeFocused(); // the outcome has focus; the visitor goes on from there

    await panel.getByRole('button', { name: 'Request coverage' }).click();
    await panel.getByRole('textbox', { name: /Email or phone/ }).fill(contact);
    await panel.getByRole('button', { name: 'Send request' }).click();
    await expect(panel.getByText(/We have recorded your request/)).toBeVisible();

    const token = await adminToken(page);
    const response = await page.request.get('/api/admin/coverage-requests', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    const { requests } = (await response.json()) as { requests: { address: string; contactInfo: string }[] };
    expect(requests).toContainEqual(expect.objectContaining({ address: 'Paris, France', contactInfo: contact }));
  });
});

test.describe('coverage checker on a phone (390 x 844): places of the gazetteer and a GhanaPost GPS code', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const address of ['Legon', 'Damongo, Savannah Region', 'GA-183-8164']) {
    test(`'${address}' gets a coverage result in the browser, with satellite`, async ({ page }) => {
      const calls: string[] = [];
      const gazetteer: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/coverage/')) calls.push(request.url());
        if (/\/assets\/ghanaPlaces-/.test(request.url())) gazetteer.push(request.url());
      });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(gazetteer).toEqual([]); // not in the page's first load, nor with the checker's machine
      await check(page, address);
      const panel = page.getByRole('region', { name: `Result for ${address}` });
      await expect(panel).toContainText('SkyLink service is available');
      await expect(panel.getByRole('heading', { name: 'Satellite' })).toBeVisible();
      await expectFocusShown(page, 'SkyLink service is available');
      expect(gazetteer).toHaveLength(1);
      expect(calls).toEqual([]);
    });
  }
});

test.describe('AI coverage tool', () => {
  test('the form defaults with an address give a recommendation', async ({ page }) => {
    await page.goto('/ai-coverage');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Coverage Recommendations' })).toBeVisible();
    const region = page.getByRole('combobox', { name: 'Region' });
    await expect(region).toHaveValue('Greater Accra');
    await expect(region.getByRole('option')).toHaveCount(16);
    await expect(page.getByRole('combobox', { name: 'Zone' })).toHaveValue('urban');
    await page.getByRole('button', { name: 'Get AI Recommendation' }).click();
    await expect(page.getByText('Address is required')).toBeVisible();

    await page.getByRole('textbox', { name: /Address/ }).fill('Osu, Accra');
    await page.getByRole('button', { name: 'Get AI Recommendation' }).click();
    const card = page.getByRole('region', { name: 'Recommended technology' });
    await expect(card.getByText('Fiber', { exact: true })).toBeVisible();
    await expect(card.getByText('95% confidence')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Satellite backup' })).toContainText('85 Mbps');
    await expect(page.getByRole('region', { name: 'Alternatives' }).getByRole('listitem')).toHaveCount(3);
  });
});
