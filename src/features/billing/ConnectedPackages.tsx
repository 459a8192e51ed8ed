/**
 * The packages page (/packages, public and prerendered), connected: the packages machine with navigation and
 * analytics, driving PackagesScreen. On the page the machine (with xstate) loads after hydration (RunMachine's
 * `load`): the prerendered markup is the initial view, signed out; the session, known only after mount,
 * follows as an event. Flow stories pass the module already imported (`machine`), so it runs from the first
 * render. The route and the flow stories render this same component.
 */
import { useEffect } from 'react';
import type { Plan } from '../../domain/plans';
import { type MachineNow, RunMachine } from '../../machines/RunMachine';
import { PackagesScreen } from './PackagesScreen';
import type { PackagesDeps, PackagesEvent } from './packages.machine';
import {
  initialPackagesView,
  type PackagesView,
  previewPackages,
  toPackagesView,
  withCatalogue,
} from './packages.view';

type MachineModule = typeof import('./packages.machine');

const load = (): Promise<MachineModule> => import('./packages.machine');

export interface ConnectedPackagesProps {
  services: PackagesDeps;
  signedIn: boolean;
  /** the plans the server answered (the catalogue module's until then); the view's own when not given */
  catalogue?: readonly Plan[];
  /** the machine's module already imported (flow stories): it runs from the first render */
  machine?: MachineNow<MachineModule>;
}

export function ConnectedPackages({ services, signedIn, catalogue, machine }: ConnectedPackagesProps) {
  return (
    <RunMachine
      load={load}
      now={machine}
      provide={(module) => module.providePackages(services)}
      view={toPackagesView}
      options={{ input: { signedIn: false } }}
      initialView={initialPackagesView()}
      preview={previewPackages}
    >
      {(view, send) => (
        <PackagesWithSession view={catalogue ? withCatalogue(view, catalogue) : view} send={send} signedIn={signedIn} />
      )}
    </RunMachine>
  );
}

/** The screen, with the session told to the machine whenever it changes. */
function PackagesWithSession({
  view,
  send,
  signedIn,
}: {
  view: PackagesView;
  send: (event: PackagesEvent) => void;
  signedIn: boolean;
}) {
  useEffect(() => send({ type: 'session.change', signedIn }), [send, signedIn]);
  return (
    <PackagesScreen
      view={view}
      onCycleChange={(cycle) => send({ type: 'cycle.change', cycle })}
      onSubscribe={(planId) => send({ type: 'plan.subscribe', planId })}
      onPlanViewed={(planId) => send({ type: 'plan.viewed', planId })}
    />
  );
}
