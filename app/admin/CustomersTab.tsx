/**
 * The Customers tab of /admin (connected container, no props): the people machine in the customers
 * scope with the real API, rendered by PeopleScreen (search, filters, paging, detail drawer, actions).
 */
import { PeopleScreen } from '../../src/features/adminUsers/PeopleScreen';
import { providePeople } from '../../src/features/adminUsers/people.machine';
import { toPeopleView } from '../../src/features/adminUsers/people.view';
import { useMachineView } from '../../src/machines/useMachineView';
import { peopleDeps, useViewer } from './peopleServices';

export default function CustomersTab() {
  const viewer = useViewer();
  const [view, send] = useMachineView(() => providePeople(peopleDeps), toPeopleView, {
    input: { scope: 'customers', viewer },
  });
  return <PeopleScreen view={view} onEvent={send} />;
}
