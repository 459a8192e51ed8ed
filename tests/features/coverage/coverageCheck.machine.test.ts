import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { coverageCheckMachine } from '../../../src/features/coverage/coverageCheck.machine';
import { toCoverageCheckView } from '../../../src/features/coverage/coverageCheck.view';
import { GHANA_PLACES } from '../../../src/features/coverage/ghanaPlaces';
import { localCoverage } from '../../../src/features/coverage/locate';
import type { CoverageResult } from '../../../src/features/coverage/simulation';
import { controllable, flush, modelPaths, reachability, violations } from '../../support/modelHarness';

/** The server's answer for text naming no place it can find. */
const noCoverage: CoverageResult = {
  available: false,
  coverage: { percentage: 0, area: 'Paris, France', zone: 'unknown' },
};

function provided() {
  const { controls, actors, actions } = controllable(['checkCoverage', 'requestCoverage'], []);
  return { controls, machine: coverageCheckMachine.provide({ actors, actions } as never) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('coverage checker machine: model-based paths', () => {
  const events = [
    { type: 'address.change', value: 'Paris, France' },
    { type: 'address.change', value: '   ' },
    { type: 'check.submit' },
    { type: 'check.clear' },
    { type: 'request.open' },
    { type: 'contact.change', value: 'kofi@example.com' },
    { type: 'contact.change', value: 'nope' },
    { type: 'request.submit' },
    { type: 'xstate.done.actor.checkCoverage', output: noCoverage },
    { type: 'xstate.error.actor.checkCoverage', error: new Error('HTTP 500: Internal Server Error') },
    { type: 'xstate.done.actor.requestCoverage' },
    { type: 'xstate.error.actor.requestCoverage', error: new Error('Coverage request failed') },
  ];
  const paths = modelPaths(coverageCheckMachine, events as never).filter((p) => p.steps.length <= 8);

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(coverageCheckMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: the actors get the trimmed address and contact; Check never offered empty', () => {
    const failures = violations(coverageCheckMachine, paths, undefined, ({ state: snapshot, calls, log, steps }) => {
      const controls = { calls, log };
      const _path = { steps, state: snapshot };
      // what the actors were asked: the trimmed checked address, the trimmed contact
      for (const call of controls.calls) {
        if (call.src === 'checkCoverage') expect(call.input).toEqual({ address: 'Paris, France' });
        else expect(call.input).toEqual({ address: 'Paris, France', contactInfo: 'kofi@example.com' });
      }
      // the view never offers Check for an empty input, and never shows a result outside `result`
      const view = toCoverageCheckView(snapshot as never);
      if (view.status !== 'checking' && snapshot.context.address === '') expect(view.canCheck).toBe(false);
      if (!snapshot.matches('result')) expect(view.status).not.toBe('result');
      return [];
    });
    expect(failures).toEqual([]);
  });
});

describe('coverage checker machine: behaviour', () => {
  it("a blank check shows 'Please enter a valid address' and calls nothing", () => {
    const { controls, machine } = provided();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'address.change', value: '   ' });
    actor.send({ type: 'check.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fieldError).toBe('Please enter a valid address');
    expect(controls.calls).toEqual([]);
    actor.send({ type: 'address.change', value: ' Osu ' });
    expect(actor.getSnapshot().context.fieldError).toBeNull();
  });

  it('clear resets to idle and empties the input, even while checking', async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'address.change', value: 'Osu, Accra' });
    actor.send({ type: 'check.submit' });
    expect(actor.getSnapshot().value).toBe('checking');
    actor.send({ type: 'check.clear' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ address: '', result: null, error: null });
    // a late answer of the cancelled check changes nothing
    controls.pending.get('checkCoverage')?.resolve(noCoverage);
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a failed request keeps the form with the error; the request is sent for the checked address', async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'address.change', value: '  Paris, France ' });
    actor.send({ type: 'check.submit' });
    controls.pending.get('checkCoverage')?.resolve(noCoverage);
    await flush();
    actor.send({ type: 'request.open' });
    actor.send({ type: 'request.submit' });
    expect(actor.getSnapshot().context.contactError).toBe(
      'Enter an email address or a phone number so we can reach you',
    );
    actor.send({ type: 'contact.change', value: '0241234567' });
    actor.send({ type: 'request.submit' });
    expect(controls.calls[1]?.input).toEqual({ address: 'Paris, France', contactInfo: '0241234567' });
    controls.pending.get('requestCoverage')?.reject(new Error('Coverage request failed'));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ result: 'requesting' });
    expect(toCoverageCheckView(actor.getSnapshot())).toMatchObject({
      status: 'result',
      request: { status: 'form', error: 'Coverage request failed' },
    });
  });

  it.each(['Osu', 'Nkwanta'])(
    'offers no request where there is service (%s: satellite, city broadband or not)',
    async (town) => {
      const { controls, machine } = provided();
      const actor = createActor(machine, { input: {} }).start();
      actor.send({ type: 'address.change', value: town });
      actor.send({ type: 'check.submit' });
      controls.pending.get('checkCoverage')?.resolve(localCoverage(town, GHANA_PLACES, new Date(2026, 10, 22)));
      await flush();
      actor.send({ type: 'request.open' });
      expect(actor.getSnapshot().value).toEqual({ result: 'shown' });
    },
  );

  it("offers the request form where the place is not found ('We couldn't find that place')", async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'address.change', value: 'asdf qwerty' });
    actor.send({ type: 'check.submit' });
    controls.pending
      .get('checkCoverage')
      ?.resolve({ ...noCoverage, coverage: { ...noCoverage.coverage, area: 'asdf qwerty' } });
    await flush();
    actor.send({ type: 'request.open' });
    expect(actor.getSnapshot().value).toEqual({ result: 'requesting' });
  });
});
