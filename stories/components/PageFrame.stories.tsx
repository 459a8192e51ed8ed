import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button, PageFrame, Section, SiteFooter, SiteHeader } from '@/components';
import { paths } from '../../src/domain/paths';
import { footerColumns, primaryNav } from '../../src/features/site/navigation';
import { withStoryRouting } from '../support/routing';

const header = (
  <SiteHeader
    brandName="SkyLink Ghana"
    currentPath={paths.about}
    homeHref={paths.home}
    items={primaryNav}
    account={
      <Button href={paths.login} size="sm">
        Sign In
      </Button>
    }
  />
);

const meta = {
  title: 'Components/PageFrame',
  component: PageFrame,
  args: {
    header,
    footer: <SiteFooter brandName="SkyLink Ghana" year={2026} columns={footerColumns} />,
    children: (
      <Section title="About us" description="We believe in data and communication.">
        <p style={{ margin: 0 }}>Page content.</p>
      </Section>
    ),
  },
  argTypes: { header: { control: false }, footer: { control: false }, children: { control: false } },
  decorators: [withStoryRouting],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The public page layout: the SkipLink first, the fixed header slot (the frame reserves its height), the `main` landmark (the skip link's target, focusable with tabindex -1) and the footer slot. Every public page renders inside one frame; signed-in dashboards use DashboardShell instead. SkipLink is hidden until focused and jumps past the navigation to main.",
      },
    },
  },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

export const SkipLinkFirst: Story = {
  name: 'Keyboard: the skip link comes first and targets main',
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    // It slides into view when focused.
    await waitFor(() => expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    // Following the in-page link would navigate the test frame, so check its target instead.
    const main = canvas.getByRole('main');
    await expect(skip).toHaveAttribute('href', `#${main.id}`);
    await expect(main).toHaveAttribute('tabindex', '-1');
  },
};

export const WithoutHeader: Story = { args: { header: undefined } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Dark: Story = { parameters: { theme: 'dark' } };
