import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteFooter } from '@/components';
import { footerColumns } from '../../src/features/site/navigation';
import { StoryRouting } from '../support/routing';
import { sampleContact, sampleSocial } from './fixtures/footerData';

const navigate = fn().mockName('navigate');

const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooter,
  args: {
    brandName: 'SkyLink Ghana',
    year: 2026,
    tagline: 'Satellite internet for homes, students and businesses across Ghana.',
    contact: sampleContact,
    social: sampleSocial,
    columns: footerColumns,
  },
  decorators: [
    (Story) => (
      <StoryRouting navigate={navigate}>
        <footer>
          <Story />
        </footer>
      </StoryRouting>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The site footer: brand and tagline, contact details (call and email links, address, hours), social links (icon links named 'SkyLink Ghana on Facebook', opening in a new tab), four link columns (Services, Support, Company, Legal), each a named navigation, and the copyright line. Legal links go to /privacy-policy, /cookie-policy and /terms-conditions. The year is a prop: the app passes the current year, stories a fixed one. Render once in PageFrame's footer slot; dashboards have no footer.",
      },
    },
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas }) => {
    for (const name of ['Services', 'Support', 'Company', 'Legal']) {
      await expect(canvas.getByRole('navigation', { name })).toBeInTheDocument();
    }
    const legal = canvas.getByRole('navigation', { name: 'Legal' });
    await expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(within(legal).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
    await expect(within(legal).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
    await expect(canvas.getByText('© 2026 SkyLink Ghana. All rights reserved.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call +233 30 123 4567' })).toHaveAttribute(
      'href',
      'tel:+233301234567',
    );
    await expect(canvas.getByRole('link', { name: 'support@skylink.example.com.gh' })).toHaveAttribute(
      'href',
      'mailto:support@skylink.example.com.gh',
    );
    const facebook = canvas.getByRole('link', { name: 'SkyLink Ghana on Facebook' });
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const KeyboardLinks: Story = {
  name: 'Keyboard: Tab reaches every link, Enter follows',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Call +233 30 123 4567' })).toHaveFocus();
    for (let i = 0; i < 6; i++) await userEvent.tab();
    const packages = canvas.getByRole('link', { name: 'Packages' });
    await expect(packages).toHaveFocus();
    await expect(packages.matches(':focus-visible')).toBe(true);
    navigate.mockClear();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/packages', undefined);
  },
};

export const Minimal: Story = {
  name: 'Without contact and social links',
  args: { contact: undefined, social: [], tagline: undefined },
};

export const Tablet: Story = { globals: { viewport: { value: 'tablet' } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Dark: Story = { parameters: { theme: 'dark' } };
