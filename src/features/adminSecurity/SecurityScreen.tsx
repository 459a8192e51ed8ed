import { useId, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  DataTable,
  Inline,
  Modal,
  Skeleton,
  SkeletonGroup,
  Stack,
  TextArea,
  useOnOpen,
} from '@/components';
import * as styles from './AdminSecurity.css';
import { REASON_MAX } from './contract';
import { SECURITY_MESSAGES as m } from './messages';
import { reasonError } from './rules';
import type { ActionTarget } from './security.machine';
import type { ActionDialogView, FailedSignInRow, LockedAccountRow, SecurityView, SessionRow } from './security.view';

export interface SecurityScreenProps {
  view: SecurityView;
  onRefresh: () => void;
  onUnlock: (target: ActionTarget) => void;
  onRevoke: (target: ActionTarget) => void;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** The confirmation of an unlock or revoke: the question, a reason (required), the server's refusal. */
function ReasonDialog({
  dialog,
  onConfirm,
  onCancel,
}: {
  dialog: ActionDialogView | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const formId = useId();
  const open = dialog !== null;
  useOnOpen(open, () => {
    setReason('');
    setFieldError(null);
  });
  return (
    <Modal
      isOpen={open}
      onOpenChange={(next) => {
        if (!next && !dialog?.isPending) onCancel();
      }}
      title={dialog?.title ?? ''}
      role="alertdialog"
      size="sm"
      isDismissable={false}
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={dialog?.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            isPending={dialog?.isPending}
            pendingLabel={dialog?.pendingLabel}
          >
            {dialog?.confirmLabel ?? ''}
          </Button>
        </>
      }
    >
      <Stack
        method="post"
        id={formId}
        noValidate
        as="form"
        gap="3"
        onSubmit={(event) => {
          event.preventDefault();
          const error = reasonError(reason);
          setFieldError(error);
          if (!error) onConfirm(reason);
        }}
      >
        <p className={styles.question}>{dialog?.question}</p>
        {dialog?.error ? <Alert tone="danger">{dialog.error}</Alert> : null}
        <TextArea
          label={m.reasonLabel}
          description={m.reasonDescription}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setFieldError(null);
          }}
          errorMessage={fieldError ?? undefined}
          isRequired
          rows={3}
          maxLength={REASON_MAX}
        />
      </Stack>
    </Modal>
  );
}

/**
 * The console's Security section: locked accounts (Unlock), failed sign-ins, active sessions (Revoke),
 * each action confirmed with a reason. Presentational: ConnectedSecurity.tsx drives it.
 */
export function SecurityScreen({ view, onRefresh, onUnlock, onRevoke, onConfirm, onCancel }: SecurityScreenProps) {
  const titleId = useId();
  const lists = view.lists;
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <Inline gap="3" align="center" justify="between">
        <h2 id={titleId} className={styles.title}>
          {m.securityTitle}
        </h2>
        <Button
          variant="secondary"
          onPress={onRefresh}
          isPending={view.isRefreshing || view.isLoading}
          pendingLabel={m.refreshing}
        >
          {m.refresh}
        </Button>
      </Inline>
      {view.isLoading ? (
        <SkeletonGroup label={m.loadingSecurity}>
          <Skeleton lines={4} />
        </SkeletonGroup>
      ) : null}
      {view.error ? (
        <Alert tone="danger" title={m.loadFailed}>
          {view.error === m.loadFailed ? null : view.error}
        </Alert>
      ) : null}
      {view.notice ? (
        <Alert tone="success" announce="status">
          {view.notice}
        </Alert>
      ) : null}
      {lists ? (
        <>
          <p className={styles.meta}>{lists.policy}</p>
          <Card title={m.lockedTitle} headingLevel={3}>
            <DataTable<LockedAccountRow>
              caption={m.lockedTitle}
              hideCaption
              rows={lists.lockedAccounts}
              getRowId={(row) => row.id}
              emptyText={m.lockedEmpty}
              columns={[
                { id: 'name', header: 'Account', isRowHeader: true, cell: (row) => row.name },
                { id: 'email', header: 'Email', cell: (row) => row.email },
                { id: 'failures', header: 'Failed sign-ins', align: 'end', cell: (row) => row.failures },
                {
                  id: 'until',
                  header: 'Locked until',
                  cell: (row) => <time dateTime={row.untilIso}>{row.until}</time>,
                },
                {
                  id: 'action',
                  header: 'Action',
                  cell: (row) => (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`${m.unlock} ${row.email}`}
                      onPress={() => onUnlock({ id: row.id, label: row.email })}
                    >
                      {m.unlock}
                    </Button>
                  ),
                },
              ]}
            />
          </Card>
          <Card title={m.failedSignInsTitle} headingLevel={3} description={m.failedSignInsNote}>
            <DataTable<FailedSignInRow>
              caption={m.failedSignInsTitle}
              hideCaption
              rows={lists.failedSignIns}
              getRowId={(row) => row.id}
              emptyText={m.failedSignInsEmpty}
              columns={[
                { id: 'at', header: 'Time', cell: (row) => <time dateTime={row.atIso}>{row.at}</time> },
                {
                  id: 'who',
                  header: 'Account',
                  isRowHeader: true,
                  cell: (row) => (
                    <>
                      {row.who}
                      {row.whoDetail ? <span className={styles.muted}> ({row.whoDetail})</span> : null}
                    </>
                  ),
                },
                { id: 'address', header: 'Address', cell: (row) => row.address },
              ]}
            />
          </Card>
          <Card title={m.sessionsTitle} headingLevel={3} description={lists.sessionSummary}>
            <DataTable<SessionRow>
              caption={m.sessionsTitle}
              hideCaption
              rows={lists.sessions}
              getRowId={(row) => row.id}
              emptyText={m.sessionsEmpty}
              columns={[
                {
                  id: 'user',
                  header: 'User',
                  isRowHeader: true,
                  cell: (row) => (
                    <>
                      {row.name} <span className={styles.muted}>({row.email})</span>
                    </>
                  ),
                },
                { id: 'role', header: 'Role', cell: (row) => row.role },
                { id: 'created', header: 'Signed in', cell: (row) => row.created },
                { id: 'refresh', header: 'Last refresh', cell: (row) => row.lastRefresh },
                {
                  id: 'action',
                  header: 'Action',
                  cell: (row) =>
                    row.current ? (
                      <Badge tone="info">{m.thisSession}</Badge>
                    ) : (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`${m.revoke} session of ${row.email} (signed in ${row.created})`}
                        onPress={() => onRevoke({ id: row.id, label: row.email })}
                      >
                        {m.revoke}
                      </Button>
                    ),
                },
              ]}
            />
          </Card>
        </>
      ) : null}
      <ReasonDialog dialog={view.dialog} onConfirm={onConfirm} onCancel={onCancel} />
    </section>
  );
}
