import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { paths } from '../../../src/domain/paths';
import { provideSession, type Session } from '../../../src/features/auth/authSession.machine';
import { userSchema } from '../../../src/features/auth/contract';
import { SessionStatus } from '../../../src/features/auth/SessionStatus';
import type { TokenSet } from '../../../src/features/auth/session';
import { sessionText as text, toSessionView } from '../../../src/features/auth/session.view';
import { useMachineView } from '../../../src/machines/useMachineView';
import { clearLiveAnnouncer, createGate, never } from './flowKit';

const goToRoot = fn();
const clearStoredData = fn();
let logoutGate = createGate();

const user = userSchema.parse({
  id: 'u-1',
  email: 'demo@example.com',
  fullName: 'Ama Demo',
  role: 'user',
  isEmailVerified: true,
});

/** Tokens that expire `minutes` from now. */
const tokens = (minutes: number): TokenSet => ({
  accessToken: 'access',
  refreshToken: 'refresh',
  expiresAt: Date.now() + minutes * 60_000,
  tokenType: 'Bearer',
});

interface Props {
  /** What restoreSession finds in storage (null: nothing). */
  restore: () => Promise<Session | null>;
  refresh: () => Promise<TokenSet>;
}

function ConnectedSession({ restore, refresh }: Props) {
  const [view, send] = useMachineView(
    () =>
      provideSession({
        restoreSession: restore,
        refreshTokens: refresh,
        logout: () => logoutGate.wait(),
        clearStoredAuth: () => {},
        clearStoredData: () => clearStoredData(),
        goToRoot: () => goToRoot(),
      }),
    toSessionView,
  );
  return <SessionStatus view={view} onSignOut={() => send({ type: 'auth.logout' })} />;
}

const meta = {
  title: 'Flows/Auth/Session',
  component: ConnectedSession,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The real app-wide `authSession` machine driving the session panel, with storage restore, token refresh and logout mocked: restore on start, sign out (clearing stored data, then to the site root), and a failed refresh ending the session.',
      },
    },
  },
  args: {
    restore: async () => ({ user, tokens: tokens(60) }),
    refresh: async () => tokens(60),
  } as Props,
  beforeEach: () => {
    clearLiveAnnouncer();
    logoutGate = createGate();
    goToRoot.mockClear();
    clearStoredData.mockClear();
  },
} satisfies Meta<typeof ConnectedSession>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingStored: Story = {
  name: 'Nothing stored (initializing -> anonymous)',
  parameters: { machine: 'authSession', state: 'anonymous.visitor' },
  args: { restore: async () => null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: text.signedOutTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.signIn })).toHaveAttribute('href', paths.login);
  },
};

export const RestoredThenSignsOut: Story = {
  name: 'Restored, then signs out (authenticated -> loggingOut -> anonymous)',
  parameters: { machine: 'authSession', state: 'anonymous.signedOut' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ama Demo')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.signOut }));
    await expect(await canvas.findByRole('progressbar', { name: text.signingOut })).toBeInTheDocument();
    logoutGate.open();
    await expect(await canvas.findByRole('heading', { name: text.signedOutTitle })).toBeVisible();
    await expect(clearStoredData).toHaveBeenCalledTimes(1);
    await expect(goToRoot).toHaveBeenCalledTimes(1);
  },
};

export const Restored: Story = {
  name: 'Restored session (authenticated.refresh.waiting)',
  parameters: { machine: 'authSession', state: 'authenticated.refresh.waiting' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('demo@example.com')).toBeVisible();
    await expect(canvas.getByText(text.verified)).toBeVisible();
    await expect(canvas.queryByText(text.refreshing)).not.toBeInTheDocument();
  },
};

export const RefreshPending: Story = {
  name: 'Token close to expiry is refreshed at once (authenticated.refresh.refreshing)',
  parameters: { machine: 'authSession', state: 'authenticated.refresh.refreshing' },
  args: { restore: async () => ({ user, tokens: tokens(2) }), refresh: never<TokenSet> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(text.refreshing);
    await expect(canvas.getByText('Ama Demo')).toBeVisible();
  },
};

export const RefreshFails: Story = {
  name: 'Refresh fails: the session ends (refreshing -> loggingOut -> anonymous)',
  parameters: { machine: 'authSession', state: 'anonymous.expired' },
  args: {
    restore: async () => ({ user, tokens: tokens(2) }),
    refresh: async () => {
      throw new Error('Session expired');
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: text.signingOut })).toBeInTheDocument();
    logoutGate.open();
    await expect(await canvas.findByRole('heading', { name: text.signedOutTitle })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Session expired');
    await waitFor(() => expect(clearStoredData).toHaveBeenCalledTimes(1));
    await expect(goToRoot).not.toHaveBeenCalled();
  },
};

export const StillChecking: Story = {
  name: 'Storage check pending (initializing)',
  parameters: { machine: 'authSession', state: 'initializing' },
  args: { restore: never<Session | null> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: text.checking })).toBeInTheDocument();
  },
};
