/**
 * User Management of /admin-dashboard (connected container, no props): the people machine over every
 * account (status filter all/active/inactive/pending, role filter), with the real API.
 */
import { PeopleScreen } from '../../src/features/adminUsers/PeopleScreen';
import { providePeople } from '../../src/features/adminUsers/people.machine';
import { toPeopleView } from '../../src/features/adminUsers/people.view';
import { useMachineView } from '../../src/machines/useMachineView';
import { peopleDeps, useViewer } from './peopleServices';

export default function UserManagement() {
  const viewer = useViewer();
  const [view, send] = useMachineView(() => providePeople(peopleDeps), toPeopleView, {
    input: { scope: 'users', viewer },
  });
  return <PeopleScreen view={view} onEvent={send} />;
}
