/**
 * The admin panel's Outbox tab (outside production) driven by the adminOutbox machine: the mail and SMS
 * the server kept instead of sending them. Relative times ("5 minutes ago") are measured from the moment
 * each answer arrives; a story fixes that moment with `now`. The /admin route renders it with the admin
 * API client and the page's origin; the flow stories with a mocked API and a sample origin.
 */
import { useEffect, useState } from 'react';
import type { TimeInput } from '../../domain/format/relativeTime';
import { useMachineView } from '../../machines/useMachineView';
import { type AdminOutboxDeps, provideAdminOutbox } from './adminOutbox.machine';
import { toAdminOutboxView } from './adminOutbox.view';
import { OutboxTab } from './OutboxTab';

export interface ConnectedAdminOutboxProps {
  services: AdminOutboxDeps;
  /** the site's origin: only links to it are links in a mail */
  origin: string;
  /** a fixed "now" for the relative times (stories); without it, the time of the latest answer */
  now?: TimeInput;
}

export function ConnectedAdminOutbox({ services, origin, now }: ConnectedAdminOutboxProps) {
  const [view, send] = useMachineView(() => provideAdminOutbox(services), toAdminOutboxView);
  const [answeredAt, setAnsweredAt] = useState(() => Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: relative times move on with each answer
  useEffect(() => setAnsweredAt(Date.now()), [view.kind]);
  return (
    <OutboxTab
      view={view}
      origin={origin}
      now={now ?? answeredAt}
      onRefresh={() => send({ type: 'outbox.refresh' })}
      onRetry={() => send({ type: 'outbox.retry' })}
      onFilter={(text) => send({ type: 'filter.submit', text })}
      onShowAll={() => send({ type: 'filter.clear' })}
    />
  );
}
