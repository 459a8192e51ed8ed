/**
 * The people screen driven by its machine, in the customers scope (the admin panel's Customers tab) or
 * over every account (the console's User Management). The admin pages render it with the API client and
 * the signed-in administrator as viewer; the flow stories with mocks.
 */
import { useMachineView } from '../../machines/useMachineView';
import { PeopleScreen } from './PeopleScreen';
import { type PeopleDeps, type PeopleScope, providePeople } from './people.machine';
import { toPeopleView } from './people.view';
import type { Viewer } from './rules';

export interface ConnectedPeopleProps {
  services: PeopleDeps;
  scope: PeopleScope;
  /** the signed-in administrator (what they may do to whom) */
  viewer?: Viewer;
}

export function ConnectedPeople({ services, scope, viewer }: ConnectedPeopleProps) {
  const [view, send] = useMachineView(() => providePeople(services), toPeopleView, {
    input: { scope, viewer },
  });
  return <PeopleScreen view={view} onEvent={send} />;
}
