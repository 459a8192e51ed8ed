/**
 * Two-factor sign-in in the Security section: set up (the key, the link and the confirming code), the
 * recovery codes once, and turning it off with a code. Rendered from the twoFactor machine's snapshot.
 */
import type { SnapshotFrom } from 'xstate';
import { Alert, Button, Form } from '@/components';
import { CodeField, EnrolmentKey, RecoveryCodeList } from '../auth';
import type { twoFactorMachine } from './twoFactor.machine';

export const twoFactorPanelText = {
  title: 'Two-factor authentication',
  offNote: 'Off. With it on, signing in also asks for a code from an authenticator app on your phone.',
  onNote: 'On. Signing in asks for a code from your authenticator app.',
  start: 'Set up two-factor authentication',
  starting: 'Preparing your key...',
  enrolIntro: 'Add this account to your authenticator app, then enter the 6-digit code it shows.',
  codeLabel: 'Authentication code',
  confirm: 'Turn on',
  confirming: 'Turning on...',
  cancel: 'Cancel',
  codesTitle: 'Save your recovery codes',
  codesDone: 'I have saved them',
  offLabel: 'Code to turn it off (or a recovery code)',
  turnOff: 'Turn off',
  turningOff: 'Turning off...',
} as const;

export type TwoFactorView =
  | { status: 'off'; message: string | null; error: string | null }
  | { status: 'starting' }
  | { status: 'enrolling'; secret: string; uri: string; code: string; codeError: string | null; busy: boolean }
  | { status: 'codes'; recoveryCodes: string[] }
  | { status: 'on'; code: string; codeError: string | null; busy: boolean };

export function toTwoFactorView(
  snapshot: Pick<SnapshotFrom<typeof twoFactorMachine>, 'context' | 'matches'>,
): TwoFactorView {
  const { context: c } = snapshot;
  if (snapshot.matches('starting')) return { status: 'starting' };
  const enabling = snapshot.matches('enabling');
  if ((snapshot.matches('enrolling') || enabling) && c.setup) {
    return {
      status: 'enrolling',
      secret: c.setup.secret,
      uri: c.setup.uri,
      code: c.code,
      codeError: c.codeError,
      busy: enabling,
    };
  }
  if (snapshot.matches('codes')) return { status: 'codes', recoveryCodes: [...c.recoveryCodes] };
  const disabling = snapshot.matches('disabling');
  if (snapshot.matches('on') || disabling)
    return { status: 'on', code: c.code, codeError: c.codeError, busy: disabling };
  return { status: 'off', message: c.message, error: c.error };
}

export interface TwoFactorPanelProps {
  view: TwoFactorView;
  onStart: () => void;
  onCancel: () => void;
  onCodeChange: (value: string) => void;
  onCodeSubmit: () => void;
  onCodesDone: () => void;
}

export function TwoFactorPanel({
  view,
  onStart,
  onCancel,
  onCodeChange,
  onCodeSubmit,
  onCodesDone,
}: TwoFactorPanelProps) {
  return (
    <section aria-labelledby="settings-two-factor">
      <h3 id="settings-two-factor">{twoFactorPanelText.title}</h3>
      {view.status === 'off' ? (
        <>
          {view.message ? <Alert tone="success">{view.message}</Alert> : null}
          {view.error ? <Alert tone="danger">{view.error}</Alert> : null}
          <p>{twoFactorPanelText.offNote}</p>
          <Button variant="secondary" onPress={onStart}>
            {twoFactorPanelText.start}
          </Button>
        </>
      ) : null}
      {view.status === 'starting' ? <Alert tone="info">{twoFactorPanelText.starting}</Alert> : null}
      {view.status === 'enrolling' ? (
        <Form aria-label={twoFactorPanelText.start} onSubmit={() => (view.busy ? undefined : onCodeSubmit())}>
          <p>{twoFactorPanelText.enrolIntro}</p>
          <EnrolmentKey secret={view.secret} uri={view.uri} />
          <CodeField
            id="settings-two-factor-code"
            label={twoFactorPanelText.codeLabel}
            value={view.code}
            error={view.codeError}
            onChange={onCodeChange}
          />
          <Button type="submit" isPending={view.busy} pendingLabel={twoFactorPanelText.confirming}>
            {twoFactorPanelText.confirm}
          </Button>
          <Button variant="ghost" onPress={onCancel} isDisabled={view.busy}>
            {twoFactorPanelText.cancel}
          </Button>
        </Form>
      ) : null}
      {view.status === 'codes' ? (
        <>
          <Alert tone="success">{twoFactorPanelText.codesTitle}</Alert>
          <RecoveryCodeList codes={view.recoveryCodes} />
          <Button onPress={onCodesDone}>{twoFactorPanelText.codesDone}</Button>
        </>
      ) : null}
      {view.status === 'on' ? (
        <Form aria-label={twoFactorPanelText.turnOff} onSubmit={() => (view.busy ? undefined : onCodeSubmit())}>
          <p>{twoFactorPanelText.onNote}</p>
          <CodeField
            id="settings-two-factor-off-code"
            focusOnAppear={false}
            label={twoFactorPanelText.offLabel}
            value={view.code}
            error={view.codeError}
            onChange={onCodeChange}
          />
          <Button type="submit" variant="secondary" isPending={view.busy} pendingLabel={twoFactorPanelText.turningOff}>
            {twoFactorPanelText.turnOff}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
