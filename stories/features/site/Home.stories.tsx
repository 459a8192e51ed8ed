import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { HomeScreen, homeClaims } from '../../../src/features/site/HomeScreen';
import { StoryRouting } from '../../support/routing';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  decorators: [
    (Story) => (
      <StoryRouting navigate={fn()}>
        <Story />
      </StoryRouting>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Fast, reliable satellite internet across Ghana',
    );
    const claims = within(canvas.getByRole('list', { name: 'Why customers choose us' })).getAllByRole('listitem');
    await expect(claims.map((c) => c.textContent)).toEqual(homeClaims.map((c) => `${c.label}${c.value}`));
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Check coverage with AI' })).toHaveAttribute('href', '/ai-coverage');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
