import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cookiePolicy, privacyPolicy, termsAndConditions } from '../../../src/features/legal/documents';
import { LegalDocument } from '../../../src/features/legal/LegalDocument';

const meta = {
  title: 'Screens/Legal/Legal document',
  component: LegalDocument,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The legal pages (/terms-conditions, /privacy-policy, /cookie-policy): content as data (src/features/legal/documents.ts) in one document with a table of contents.',
      },
    },
  },
  args: { document: termsAndConditions },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(canvas.getByText('Last updated: November 18, 2024')).toBeVisible();
    const toc = canvas.getByRole('navigation', { name: 'Table of contents' });
    const links = within(toc).getAllByRole('link');
    await expect(links).toHaveLength(termsAndConditions.sections.length);
    await expect(links[0]).toHaveAttribute('href', '#eligibility');
    await expect(canvas.getByText(/14-day money-back guarantee/)).toBeVisible();
    await expect(canvas.getByText(/pause your subscription for up to 3 months/)).toBeVisible();
    await expect(canvas.getByText(/capped at \$50/)).toBeVisible();
    await expect(canvas.getByText(/at least 18 years old/)).toBeVisible();
  },
};

export const Privacy: Story = {
  args: { document: privacyPolicy },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText(/take effect 30 days after we notify you/)).toBeVisible();
    await expect(canvas.getByText(/opt out of promotional messages/)).toBeVisible();
    await expect(canvas.getByText(/not for children under 13/)).toBeVisible();
  },
};

export const Cookies: Story = {
  args: { document: cookiePolicy },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
    await expect(canvas.getByText(/accept, reject or set your preferences/)).toBeVisible();
  },
};

export const Mobile: Story = { ...Terms, globals: { viewport: { value: 'mobile' } } };
