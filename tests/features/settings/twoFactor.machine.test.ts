import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';
import { toTwoFactorView } from '../../../src/features/settings/TwoFactorPanel';
import { provideTwoFactor } from '../../../src/features/settings/twoFactor.machine';

const setupAnswer = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' };

function start(
  enabled: boolean,
  enable: (code: string) => Promise<string[]>,
  disable = async (_code: string) => 'off',
) {
  const calls: string[] = [];
  const actor = createActor(
    provideTwoFactor({
      startSetup: async () => setupAnswer,
      enable: (code) => {
        calls.push(`enable ${code}`);
        return enable(code);
      },
      disable: (code) => {
        calls.push(`disable ${code}`);
        return disable(code);
      },
    }),
    { input: { enabled } },
  ).start();
  return { actor, calls };
}

describe('twoFactor machine (settings)', () => {
  it('starts from the account record: off or on', () => {
    expect(start(false, async () => []).actor.getSnapshot().value).toBe('off');
    expect(start(true, async () => []).actor.getSnapshot().value).toBe('on');
  });

  it('sets up, refuses a malformed code without sending it, then turns on and shows the codes once', async () => {
    const { actor, calls } = start(false, async () => ['ab2cd-ef3gh']);
    actor.send({ type: 'setup.start' });
    await waitFor(actor, (s) => s.matches('enrolling'));
    expect(toTwoFactorView(actor.getSnapshot())).toMatchObject({ status: 'enrolling', secret: setupAnswer.secret });
    actor.send({ type: 'code.change', value: '12' });
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().context.codeError).toBe(AUTH_MESSAGES.codeFormat);
    expect(calls).toEqual([]);
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.matches('codes'));
    expect(calls).toEqual(['enable 123456']);
    expect(toTwoFactorView(actor.getSnapshot())).toEqual({ status: 'codes', recoveryCodes: ['ab2cd-ef3gh'] });
    actor.send({ type: 'codes.done' });
    expect(actor.getSnapshot().value).toBe('on');
    expect(actor.getSnapshot().context.recoveryCodes).toEqual([]);
  });

  it('a refused code stays in enrolment with the server text and an empty field', async () => {
    const { actor } = start(false, async () => {
      throw new Error(AUTH_MESSAGES.codeRejected);
    });
    actor.send({ type: 'setup.start' });
    await waitFor(actor, (s) => s.matches('enrolling'));
    actor.send({ type: 'code.change', value: '000000' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.matches('enrolling') && s.context.codeError !== null);
    expect(actor.getSnapshot().context).toMatchObject({ code: '', codeError: AUTH_MESSAGES.codeRejected });
  });

  it('turns off with a code and says so', async () => {
    const { actor, calls } = start(
      true,
      async () => [],
      async () => AUTH_MESSAGES.twoFactorTurnedOff,
    );
    actor.send({ type: 'code.change', value: '654321' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.matches('off'));
    expect(calls).toEqual(['disable 654321']);
    expect(toTwoFactorView(actor.getSnapshot())).toMatchObject({
      status: 'off',
      message: AUTH_MESSAGES.twoFactorTurnedOff,
    });
  });
});
