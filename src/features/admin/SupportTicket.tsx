import {
  Alert,
  Button,
  Card,
  DescriptionList,
  Inline,
  Select,
  Spinner,
  Stack,
  StatusBadge,
  TextArea,
} from '@/components';
import { formatDateTime } from '../../domain/format/date';
import * as styles from './AdminPanel.css';
import { type AdminPerson, REPLY_MAX_LENGTH, TICKET_STATUSES, type TicketStatus } from './contract';
import { ADMIN_MESSAGES as m, TICKET_STATUS_LABELS } from './messages';
import { TICKET_TONES } from './SupportInbox';
import type { SupportTicketView } from './supportTicket.view';

export interface SupportTicketProps {
  view: SupportTicketView;
  /** who a ticket can be assigned to */
  assignees: readonly AdminPerson[];
  onRetry: () => void;
  onClose: () => void;
  onSetStatus: (status: TicketStatus) => void;
  onAssign: (assigneeId: string | null) => void;
  onDraftChange: (text: string) => void;
  onReply: () => void;
}

const UNASSIGNED = 'unassigned';
const statusOptions = TICKET_STATUSES.map((id) => ({ id, label: TICKET_STATUS_LABELS[id] }));

/**
 * One contact message: who wrote and what, its status and assignee (each change saved at once and
 * announced), the replies sent, and the reply form (mailed to the sender; the ticket becomes answered).
 */
export function SupportTicket({
  view,
  assignees,
  onRetry,
  onClose,
  onSetStatus,
  onAssign,
  onDraftChange,
  onReply,
}: SupportTicketProps) {
  const close = (
    <Button variant="secondary" size="sm" onPress={onClose}>
      Close message
    </Button>
  );
  if (view.kind === 'loading') {
    return (
      <Card title="Message" headingLevel={3} actions={close}>
        <div role="status">
          <Spinner label={m.ticketLoading} showLabel layout="block" />
        </div>
      </Card>
    );
  }
  if (view.kind === 'error') {
    return (
      <Card title="Message" headingLevel={3} actions={close}>
        <Alert
          tone="danger"
          announce="alert"
          title={view.message}
          actions={
            <Button variant="secondary" size="sm" onPress={onRetry}>
              {m.tryAgain}
            </Button>
          }
        />
      </Card>
    );
  }
  const { ticket } = view;
  const busy = view.updating || view.replying;
  const assigneeOptions = [
    { id: UNASSIGNED, label: 'Unassigned' },
    ...assignees.map((a) => ({ id: a.id, label: a.name })),
    ...(ticket.assignee && !assignees.some((a) => a.id === ticket.assignee?.id)
      ? [{ id: ticket.assignee.id, label: ticket.assignee.name }]
      : []),
  ];
  return (
    <Card title={ticket.subject} headingLevel={3} actions={close} as="article">
      <div className={styles.stack}>
        <div className={styles.start}>
          <StatusBadge label={TICKET_STATUS_LABELS[ticket.status]} tone={TICKET_TONES[ticket.status]} size="sm" />
        </div>
        <DescriptionList
          items={[
            { term: 'From', description: `${ticket.name} <${ticket.email}>` },
            ...(ticket.phone ? [{ term: 'Phone', description: ticket.phone }] : []),
            ...(ticket.company ? [{ term: 'Company', description: ticket.company }] : []),
            ...(ticket.serviceType ? [{ term: 'Service', description: ticket.serviceType }] : []),
            { term: 'Received', description: formatDateTime(ticket.createdAt) },
          ]}
        />
        <p className={styles.message}>{ticket.message}</p>
        <Inline gap="3" align="end">
          <Select<TicketStatus>
            label="Status"
            options={statusOptions}
            value={ticket.status}
            isDisabled={busy}
            onChange={(status) => {
              if (status && status !== ticket.status) onSetStatus(status);
            }}
          />
          <Select<string>
            label="Assignee"
            options={assigneeOptions}
            value={ticket.assignee?.id ?? UNASSIGNED}
            isDisabled={busy}
            onChange={(id) => {
              const next = !id || id === UNASSIGNED ? null : id;
              if (next !== (ticket.assignee?.id ?? null)) onAssign(next);
            }}
          />
        </Inline>
        <div role="status">
          {view.updating ? <Spinner label="Saving..." showLabel size="sm" /> : null}
          {view.notice?.tone === 'success' ? (
            <Alert tone="success" announce="none">
              {view.notice.text}
            </Alert>
          ) : null}
        </div>
        {view.notice?.tone === 'error' ? (
          <Alert tone="danger" announce="alert">
            {view.notice.text}
          </Alert>
        ) : null}
        {ticket.replies.length > 0 ? (
          <section className={styles.stack} aria-labelledby={`replies-${ticket.id}`}>
            <h4 id={`replies-${ticket.id}`} className={styles.heading}>
              Replies
            </h4>
            <Stack as="ol" gap="3">
              {ticket.replies.map((reply) => (
                <li key={reply.id} className={styles.reply}>
                  <p className={styles.muted}>
                    {reply.author?.name ?? 'A former administrator'}, {formatDateTime(reply.sentAt)}
                  </p>
                  <p className={styles.message}>{reply.body}</p>
                </li>
              ))}
            </Stack>
          </section>
        ) : null}
        <form
          method="post"
          className={styles.stack}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onReply();
          }}
        >
          <TextArea
            label={`Reply to ${ticket.name}`}
            description={`Mailed to ${ticket.email}; the message becomes answered.`}
            value={view.draft}
            onChange={onDraftChange}
            errorMessage={view.replyError || undefined}
            isRequired
            isDisabled={view.replying}
            rows={5}
            maxLength={REPLY_MAX_LENGTH}
          />
          <Inline gap="3" align="end">
            <Button type="submit" isPending={view.replying} pendingLabel="Sending reply...">
              Send reply
            </Button>
          </Inline>
        </form>
      </div>
    </Card>
  );
}
