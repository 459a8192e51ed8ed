/** The admin panel's Outbox tab, connected: the adminOutbox machine over the admin API (outside production). */
import { useEffect, useState } from 'react';
import { provideAdminOutbox } from '../../src/features/admin/adminOutbox.machine';
import { toAdminOutboxView } from '../../src/features/admin/adminOutbox.view';
import { OutboxTab } from '../../src/features/admin/OutboxTab';
import { useMachineView } from '../../src/machines/useMachineView';
import { adminClient } from '../adminClient';

export function PanelOutbox() {
  const [view, send] = useMachineView(
    () => provideAdminOutbox({ loadOutbox: (filter) => adminClient.outbox(filter) }),
    toAdminOutboxView,
  );
  const [now, setNow] = useState(() => Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: relative times move on with each answer
  useEffect(() => setNow(Date.now()), [view.kind]);
  return (
    <OutboxTab
      view={view}
      origin={window.location.origin}
      now={now}
      onRefresh={() => send({ type: 'outbox.refresh' })}
      onRetry={() => send({ type: 'outbox.retry' })}
      onFilter={(text) => send({ type: 'filter.submit', text })}
      onShowAll={() => send({ type: 'filter.clear' })}
    />
  );
}
