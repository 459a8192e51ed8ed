import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '@/components';
import { CookieBanner, cookieText } from '../../../src/features/site/CookieBanner';
import { type ConsentChoice, provideCookieConsent } from '../../../src/features/site/cookieConsent.machine';
import { StoryRouting } from '../../support/routing';

const remember = fn();

/** The real cookieConsent machine, as the app shell wires it, with a footer 'Cookie settings' button. */
function ConnectedConsent({ stored }: { stored: ConsentChoice | null | 'unread' }) {
  const actor = useActorRef(provideCookieConsent({ remember }));
  const status = useSelector(actor, (s) => String(s.value));
  const draft = useSelector(actor, (s) => s.context.draftAnalytics);
  const choice = useSelector(actor, (s) => s.context.choice);
  if (stored !== 'unread' && status === 'loading') actor.send({ type: 'consent.loaded', choice: stored });
  return (
    <StoryRouting navigate={fn()}>
      <p>Analytics: {choice === null ? 'undecided' : choice.analytics ? 'accepted' : 'rejected'}</p>
      <Button variant="ghost" onPress={() => actor.send({ type: 'consent.reopen' })}>
        Cookie settings
      </Button>
      {status === 'asking' || status === 'customizing' ? (
        <CookieBanner
          view={status === 'customizing' ? { status, analytics: draft } : { status: 'asking' }}
          onAccept={() => actor.send({ type: 'consent.accept' })}
          onReject={() => actor.send({ type: 'consent.reject' })}
          onCustomize={() => actor.send({ type: 'consent.customize' })}
          onAnalyticsChange={(value) => actor.send({ type: 'consent.analytics', value })}
          onSave={() => actor.send({ type: 'consent.save' })}
        />
      ) : null}
    </StoryRouting>
  );
}

const meta = {
  title: 'Flows/Site/CookieBanner',
  component: ConnectedConsent,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The cookie banner driven by the real `cookieConsent` machine: fixed at the bottom over the page (nothing shifts), Accept, Reject and Preferences; the footer's 'Cookie settings' reopens the preferences. The app reads and writes the choice in localStorage from effects only.",
      },
    },
  },
  args: { stored: null },
  beforeEach: () => {
    remember.mockClear();
  },
} satisfies Meta<typeof ConnectedConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Loading: nothing shows before the stored choice is read',
  parameters: { machine: 'cookieConsent', state: 'loading' },
  args: { stored: 'unread' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: cookieText.label })).toBeNull();
  },
};

export const Asking: Story = {
  parameters: { machine: 'cookieConsent', state: 'asking' },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: cookieText.label });
    await expect(getComputedStyle(banner).position).toBe('fixed');
    await expect(canvas.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(remember).toHaveBeenCalledWith({ analytics: false });
    await expect(canvas.queryByRole('region', { name: cookieText.label })).toBeNull();
    await expect(canvas.getByText('Analytics: rejected')).toBeVisible();
  },
};

export const Customizing: Story = {
  parameters: { machine: 'cookieConsent', state: 'customizing' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Preferences' }));
    await expect(canvas.getByRole('checkbox', { name: /Essential cookies/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Analytics cookies/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await expect(remember).toHaveBeenCalledWith({ analytics: true });
  },
};

export const Decided: Story = {
  name: 'Decided: the footer reopens the preferences',
  parameters: { machine: 'cookieConsent', state: 'decided' },
  args: { stored: { analytics: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: cookieText.label })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie settings' }));
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: /Analytics cookies/ })).toBeChecked());
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(remember).toHaveBeenCalledWith({ analytics: true });
  },
};
