import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { paths } from '../../../src/domain/paths';
import { ErrorScreen, errorScreenText } from '../../../src/features/site/ErrorScreen';
import { NotFoundScreen, notFoundText } from '../../../src/features/site/NotFoundScreen';

const meta = {
  title: 'Screens/Status pages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn();
const onBack = fn();

export const ErrorScreenDefault: Story = {
  name: 'Error screen',
  render: () => <ErrorScreen onRetry={onRetry} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: errorScreenText.title })).toBeVisible();
    await expect(canvas.getByText(errorScreenText.body)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(onRetry).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  },
};

export const ErrorScreenWithDetails: Story = {
  name: 'Error screen (development details)',
  render: () => (
    <ErrorScreen onRetry={onRetry} details="TypeError: Cannot read properties of undefined (reading 'plan')" />
  ),
};

export const ErrorScreenDark: Story = {
  name: 'Error screen (dark)',
  parameters: { theme: 'dark' },
  render: () => <ErrorScreen onRetry={onRetry} />,
};

export const NotFound: Story = {
  name: '404 page',
  render: () => <NotFoundScreen onBack={onBack} path="/plans/unknown" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: notFoundText.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', paths.dashboard);
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await expect(onBack).toHaveBeenCalled();
  },
};

export const NotFoundMobile: Story = {
  name: '404 page (mobile)',
  globals: { viewport: { value: 'mobile' } },
  render: () => <NotFoundScreen onBack={onBack} path="/a/very/long/path/that/does/not/exist/on/this/site" />,
};

export const NotFoundDark: Story = {
  name: '404 page (dark)',
  parameters: { theme: 'dark' },
  render: () => <NotFoundScreen onBack={onBack} />,
};
