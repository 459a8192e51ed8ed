import { Alert, Button, Columns, DataTable, Inline, Select, Spinner, StatGrid, StatTile } from '@/components';
import { formatDate } from '../../domain/format/date';
import * as styles from './AdminPanel.css';
import type { AdminNetworkView } from './adminNetwork.view';
import { COVERAGE_REQUEST_STATUSES, type CoverageRequestStatus, type ServedArea } from './contract';
import { DemandChart } from './DemandChart';
import { ADMIN_MESSAGES as m, REQUEST_STATUS_LABELS } from './messages';

export interface NetworkTabProps {
  view: AdminNetworkView;
  onRetry: () => void;
  onRefresh: () => void;
  onSetStatus: (id: string, status: CoverageRequestStatus) => void;
}

const statusOptions = COVERAGE_REQUEST_STATUSES.map((id) => ({ id, label: REQUEST_STATUS_LABELS[id] }));

function ServedAreas({ areas }: { areas: readonly ServedArea[] }) {
  const regions = [...new Set(areas.map((a) => a.region))].sort();
  return (
    <section className={styles.stack} aria-labelledby="served-areas-heading">
      <h3 id="served-areas-heading" className={styles.heading}>
        Served areas
      </h3>
      <p className={styles.muted}>
        {areas.length} towns in {regions.length} regions.
      </p>
      <ul className={styles.areas}>
        {areas.map((area) => (
          <li key={`${area.region}-${area.name}`}>
            {area.name} ({area.region}, {area.zone})
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The Network tab: coverage demand by region and by zone (plain-SVG bars, each with its table), the
 * served areas, and the coverage requests to follow up with a status change (announced).
 */
export function NetworkTab({ view, onRetry, onRefresh, onSetStatus }: NetworkTabProps) {
  return (
    <section className={styles.stack} aria-labelledby="admin-network-heading">
      <Inline gap="4" align="center" justify="between">
        <h2 id="admin-network-heading" className={styles.heading}>
          Network
        </h2>
        {view.kind === 'loaded' ? (
          <Button variant="secondary" size="sm" onPress={onRefresh} isDisabled={view.updatingId !== null}>
            {m.refresh}
          </Button>
        ) : null}
      </Inline>
      <div role="status">
        {view.kind === 'loading' ? <Spinner label={m.networkLoading} showLabel layout="block" /> : null}
        {view.kind === 'loaded' && view.notice?.tone === 'success' ? (
          <Alert tone="success" announce="none">
            {view.notice.text}
          </Alert>
        ) : null}
      </div>
      {view.kind === 'error' ? (
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
      ) : null}
      {view.kind === 'loaded' && view.notice?.tone === 'error' ? (
        <Alert tone="danger" announce="alert">
          {view.notice.text}
        </Alert>
      ) : null}
      {view.kind === 'loaded' ? (
        <>
          <StatGrid aria-label="Coverage demand totals">
            <StatTile label="Coverage requests" value={view.stats.totals.requests} />
            <StatTile label="Requests to follow up" value={view.stats.totals.openRequests} tone="warning" />
            <StatTile label="Coverage checks" value={view.stats.totals.checks} tone="info" />
            <StatTile label="Checks we serve" value={view.stats.totals.servedChecks} tone="success" />
          </StatGrid>
          <Columns gap="6" minItemWidth="24rem" align="start">
            <DemandChart title="Coverage demand by region" nameHeader="Region" rows={view.stats.byRegion} />
            <DemandChart title="Coverage demand by zone" nameHeader="Zone" rows={view.stats.byZone} />
          </Columns>
          <section className={styles.stack} aria-labelledby="follow-up-heading">
            <h3 id="follow-up-heading" className={styles.heading}>
              Requests to follow up
            </h3>
            <DataTable
              caption="Coverage requests to follow up"
              hideCaption
              rows={view.stats.followUp}
              getRowId={(r) => r.id}
              emptyText={m.noFollowUp}
              columns={[
                { id: 'address', header: 'Address', cell: (r) => r.address, isRowHeader: true },
                { id: 'region', header: 'Region', cell: (r) => r.region ?? 'Unknown' },
                { id: 'contact', header: 'Contact', cell: (r) => r.contactInfo },
                { id: 'date', header: 'Requested', cell: (r) => formatDate(r.createdAt) },
                {
                  id: 'status',
                  header: 'Status',
                  cell: (r) => (
                    <Select<CoverageRequestStatus>
                      label={`Status of the request for ${r.address}`}
                      options={statusOptions}
                      value={r.status}
                      isDisabled={view.updatingId !== null}
                      onChange={(status) => {
                        if (status && status !== r.status) onSetStatus(r.id, status);
                      }}
                    />
                  ),
                },
              ]}
            />
          </section>
          <ServedAreas areas={view.stats.servedAreas} />
        </>
      ) : null}
    </section>
  );
}
