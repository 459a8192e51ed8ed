import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Columns,
  focusTarget,
  Inline,
  Link,
  RelativeTime,
  revealAfterCommit,
  Spinner,
  Stack,
  StatusBadge,
  TextField,
} from '@/components';
import { EMAIL_ADDRESS_MAX_LENGTH } from '../../domain/format/email';
import type { TimeInput } from '../../domain/format/relativeTime';
import * as styles from './AdminPanel.css';
import type { AdminOutboxView, OutboxLists } from './adminOutbox.view';
import type { OutboxMail, OutboxSms } from './contract';
import { ADMIN_MESSAGES as m, SMS_STATUS_LABELS } from './messages';
import { mailTextParts, type RecipientFilter } from './outbox';

export interface OutboxTabProps {
  view: AdminOutboxView;
  /** the site's origin (e.g. 'http://localhost:3000'): only links to it are links */
  origin: string;
  /** the current time, for '5 minutes ago' */
  now: TimeInput;
  onRefresh: () => void;
  onRetry: () => void;
  onFilter: (text: string) => void;
  onShowAll: () => void;
}

const FILTER_FIELD_ID = 'outbox-recipient';
const SMS_TONES = { queued: 'warning', sent: 'success', kept: 'info', failed: 'danger' } as const;
const SMS_ICONS = { queued: 'dash', sent: 'dash', kept: 'dash', failed: 'cross' } as const;

const recipientOf = (filter: RecipientFilter) => (filter.kind === 'all' ? null : filter.to);
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A mail's or an SMS's text as text nodes and links to the site's own pages (never as HTML). */
function MessageText({ text, origin }: { text: string; origin: string }) {
  return (
    <p className={styles.message}>
      {mailTextParts(text, origin).map((part, index) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered
          <Link key={index} href={part.href}>
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

function MailItem({ mail, origin, now }: { mail: OutboxMail; origin: string; now: TimeInput }) {
  const headingId = `outbox-mail-${mail.id}`;
  return (
    <li>
      <article className={styles.outboxItem} aria-labelledby={headingId}>
        <h4 id={headingId} className={styles.outboxSubject}>
          {mail.subject}
        </h4>
        <p className={styles.outboxMeta}>
          <span>To {mail.to}</span>
          <RelativeTime value={mail.createdAt} now={now} muted />
        </p>
        <MessageText text={mail.text} origin={origin} />
      </article>
    </li>
  );
}

function SmsItem({ sms, origin, now }: { sms: OutboxSms; origin: string; now: TimeInput }) {
  const headingId = `outbox-sms-${sms.id}`;
  return (
    <li>
      <article className={styles.outboxItem} aria-labelledby={headingId}>
        <h4 id={headingId} className={styles.outboxSubject}>
          To {sms.to}
        </h4>
        <p className={styles.outboxMeta}>
          <StatusBadge
            label={SMS_STATUS_LABELS[sms.status]}
            tone={SMS_TONES[sms.status]}
            icon={SMS_ICONS[sms.status]}
            size="sm"
          />
          <span>{count(sms.attempts, 'attempt', 'attempts')}</span>
          <RelativeTime value={sms.createdAt} now={now} muted />
        </p>
        {sms.lastError ? <p className={styles.muted}>Last error: {sms.lastError}</p> : null}
        <MessageText text={sms.text} origin={origin} />
      </article>
    </li>
  );
}

/** One list (Mail or SMS) under its heading, with its count, or why it has nothing. */
function ListSection({
  id,
  title,
  items,
  emptyText,
}: {
  id: string;
  title: string;
  items: ReactNode[];
  emptyText: string;
}) {
  return (
    <section className={styles.stack} aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {title} ({items.length})
      </h3>
      {items.length > 0 ? (
        <Stack as="ol" gap="3">
          {items}
        </Stack>
      ) : (
        <p className={styles.muted}>{emptyText}</p>
      )}
    </section>
  );
}

function Lists({
  lists,
  filter,
  origin,
  now,
}: { lists: OutboxLists; filter: RecipientFilter } & Pick<OutboxTabProps, 'origin' | 'now'>) {
  return (
    <Columns gap="6" minItemWidth="24rem" align="start">
      <ListSection
        id="outbox-mail-heading"
        title="Mail"
        items={lists.mail.map((mail) => <MailItem key={mail.id} mail={mail} origin={origin} now={now} />)}
        emptyText={filter.kind === 'phone' ? m.noMailForPhone : m.noMail}
      />
      <ListSection
        id="outbox-sms-heading"
        title="SMS"
        items={lists.sms.map((sms) => <SmsItem key={sms.id} sms={sms} origin={origin} now={now} />)}
        emptyText={filter.kind === 'email' ? m.noSmsForEmail : m.noSms}
      />
    </Columns>
  );
}

type Outcome = 'summary' | 'alert';

/**
 * After something the administrator did (Filter, Show all, Refresh, Try again) is answered, focus and
 * scroll go to its outcome: the summary of what was found, or the error. A refused recipient takes them
 * to the field. The first load moves nothing: focus stays on the tab.
 */
function useOutcomeFocus(view: AdminOutboxView, refs: Record<Outcome, RefObject<HTMLElement | null>>) {
  const acted = useRef(false);
  useEffect(() => {
    if (!acted.current || view.kind === 'loading' || view.kind === 'filtering') return;
    acted.current = false;
    return revealAfterCommit(() => refs[view.kind === 'error' ? 'alert' : 'summary'].current);
  }, [view.kind, refs]);
  useEffect(() => {
    if (view.fieldError) return revealAfterCommit(() => document.getElementById(FILTER_FIELD_ID));
  }, [view.fieldError]);
  return <A extends unknown[]>(handler: (...args: A) => void) =>
    (...args: A) => {
      acted.current = true;
      handler(...args);
    };
}

/**
 * The Outbox tab (outside production): the mail and SMS the server kept instead of sending them, newest
 * first, each mail with its links to the site's pages (a verification or reset link opens its page), each
 * SMS with its status, attempts and last error; a filter by recipient and Refresh. In production the API
 * has no outbox and the tab says so. Loading, the outcome and errors are announced.
 */
export function OutboxTab({ view, origin, now, onRefresh, onRetry, onFilter, onShowAll }: OutboxTabProps) {
  const [text, setText] = useState(recipientOf(view.filter) ?? '');
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const refs = useRef({ summary: summaryRef, alert: alertRef }).current;
  const acting = useOutcomeFocus(view, refs);
  const recipient = recipientOf(view.filter);
  const busy = view.kind === 'loading' || view.kind === 'filtering';
  const lists: OutboxLists | null =
    view.kind === 'loaded' ? { mail: view.mail, sms: view.sms } : busy ? view.previous : null;
  const submit = acting((event: FormEvent) => {
    event.preventDefault();
    onFilter(text);
  });
  const showAll = acting(() => {
    setText('');
    onShowAll();
  });
  if (view.kind === 'unavailable') {
    return (
      <section className={styles.stack} aria-labelledby="admin-outbox-heading">
        <h2 id="admin-outbox-heading" className={styles.heading}>
          Outbox
        </h2>
        <Alert tone="info" announce="status" title={m.outboxUnavailable} />
      </section>
    );
  }
  return (
    <section className={styles.stack} aria-labelledby="admin-outbox-heading">
      <Inline gap="4" align="center" justify="between">
        <h2 id="admin-outbox-heading" className={styles.heading}>
          Outbox
        </h2>
        {view.kind === 'error' ? null : (
          <Button
            variant="secondary"
            size="sm"
            onPress={acting(onRefresh)}
            isDisabled={view.kind === 'filtering' || (view.kind === 'loading' && !view.previous)}
            isPending={view.kind === 'loading' && view.previous !== null}
            pendingLabel={m.outboxLoading}
          >
            {m.refresh}
          </Button>
        )}
      </Inline>
      <p className={styles.muted}>{m.outboxIntro}</p>
      <Inline method="post" as="form" gap="3" align="end" onSubmit={submit} aria-label="Filter the outbox">
        <TextField
          id={FILTER_FIELD_ID}
          label={m.outboxFilterLabel}
          description={m.outboxFilterHelp}
          type="search"
          value={text}
          onChange={setText}
          errorMessage={view.fieldError ?? undefined}
          maxLength={EMAIL_ADDRESS_MAX_LENGTH}
          autoComplete="off"
        />
        <Button
          type="submit"
          variant="secondary"
          isDisabled={view.kind === 'loading'}
          isPending={view.kind === 'filtering'}
          pendingLabel={m.outboxSearching(recipient ?? '')}
        >
          {m.outboxFilter}
        </Button>
        {recipient ? (
          <Button variant="ghost" onPress={showAll} isDisabled={busy}>
            {m.outboxShowAll}
          </Button>
        ) : null}
      </Inline>
      <div role="status">
        {view.kind === 'loading' ? <Spinner label={m.outboxLoading} showLabel layout="block" /> : null}
        {view.kind === 'filtering' ? (
          <Spinner label={recipient ? m.outboxSearching(recipient) : m.outboxLoading} showLabel layout="block" />
        ) : null}
        {view.kind === 'loaded' ? (
          <p ref={summaryRef} tabIndex={-1} className={`${styles.muted} ${focusTarget}`}>
            {count(view.mail.length, 'mail', 'mails')} and {count(view.sms.length, 'SMS', 'SMS')}
            {recipient ? ` to ${recipient}` : ''}, newest first.
          </p>
        ) : null}
        {view.kind === 'empty' ? (
          <p ref={summaryRef} tabIndex={-1} className={`${styles.muted} ${focusTarget}`}>
            {recipient ? m.outboxEmptyFor(recipient) : m.outboxEmpty}
          </p>
        ) : null}
      </div>
      {view.kind === 'error' ? (
        <div ref={alertRef} tabIndex={-1} className={focusTarget}>
          <Alert
            tone="danger"
            announce="alert"
            title={view.message}
            actions={
              <Button variant="secondary" size="sm" onPress={acting(onRetry)}>
                {m.tryAgain}
              </Button>
            }
          />
        </div>
      ) : null}
      {lists ? <Lists lists={lists} filter={view.filter} origin={origin} now={now} /> : null}
    </section>
  );
}
