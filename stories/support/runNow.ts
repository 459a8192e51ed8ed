/**
 * A connected screen's machine module for a flow story, run from the first render (`useMachineView`)
 * instead of after hydration as on the app's public pages: play functions assert the machine's first
 * state at once.
 */
import type { MachineNow } from '../../src/machines/RunMachine';
import { useMachineView } from '../../src/machines/useMachineView';

export const runNow = <TModule>(module: TModule): MachineNow<TModule> => ({ module, useMachineView });
