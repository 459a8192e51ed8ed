import { useId } from 'react';
import { Alert, Button, Inline, Link, Skeleton, SkeletonGroup, StatGrid, StatTile } from '@/components';
import * as styles from './AdminSecurity.css';
import { SECURITY_MESSAGES as m } from './messages';
import type { SystemStatusView } from './systemStatus.view';

export interface SystemStatusScreenProps {
  view: SystemStatusView;
  onRefresh: () => void;
}

/**
 * The console's System Status section: health tiles (database, uptime, response time, error rate,
 * payment provider breaker, mail with a link to the outbox when mail is kept there, version), refreshed every
 * 30 s and on demand. Presentational:
 * ConnectedSystemStatus.tsx drives it.
 */
export function SystemStatusScreen({ view, onRefresh }: SystemStatusScreenProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <Inline gap="3" align="center" justify="between">
        <h2 id={titleId} className={styles.title}>
          {m.statusTitle}
        </h2>
        <div className={styles.headerActions}>
          <p className={styles.meta}>
            {view.checkedAt ? `${view.checkedAt}. ` : ''}
            {view.refreshNote}
          </p>
          <Button
            variant="secondary"
            onPress={onRefresh}
            isPending={view.isRefreshing || view.isLoading}
            pendingLabel={m.refreshing}
          >
            {m.refresh}
          </Button>
        </div>
      </Inline>
      {view.isLoading ? (
        <SkeletonGroup label={m.loadingStatus}>
          <Skeleton lines={3} />
        </SkeletonGroup>
      ) : null}
      {view.error ? (
        <Alert tone="danger" title={m.loadFailed}>
          {view.error === m.loadFailed ? null : view.error}
        </Alert>
      ) : null}
      {view.staleNotice ? <Alert tone="warning">{view.staleNotice}</Alert> : null}
      {view.tiles ? (
        <StatGrid aria-label={m.statusTitle}>
          {view.tiles.map((tile) => (
            <StatTile
              key={tile.id}
              label={tile.label}
              value={tile.value}
              hint={
                tile.link ? (
                  <>
                    {tile.hint} <Link href={tile.link.href}>{tile.link.label}</Link>
                  </>
                ) : (
                  tile.hint || undefined
                )
              }
              tone={tile.tone}
            />
          ))}
        </StatGrid>
      ) : null}
    </section>
  );
}
