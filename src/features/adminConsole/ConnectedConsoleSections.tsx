/**
 * The admin console's own sections driven by their machines: the Overview (console stats), the Audit Log
 * (filters, paging, CSV export), the System Settings form, the scheduler's queues and, outside production, the test clock. The console page renders them with the API
 * client; the console flow stories with mocks.
 */
import { useMachineView } from '../../machines/useMachineView';
import { type AuditLogDeps, provideAuditLog } from './auditLog.machine';
import { AuditLogSection, OverviewSection, SystemSettingsSection } from './ConsoleSections';
import { toAuditLogView, toStatsView, toSystemSettingsView } from './console.view';
import { type ConsoleStatsDeps, provideConsoleStats } from './consoleStats.machine';
import { JobQueuesSection } from './JobQueuesSection';
import { type JobQueuesDeps, provideJobQueues } from './jobQueues.machine';
import { toJobQueuesView } from './jobQueues.view';
import { provideSystemSettings, type SystemSettingsDeps } from './systemSettings.machine';
import { TestClockSection } from './TestClockSection';
import { provideTestClock, type TestClockDeps } from './testClock.machine';
import { toTestClockView } from './testClock.view';

export function ConnectedConsoleStats({ services }: { services: ConsoleStatsDeps }) {
  const [view, send] = useMachineView(() => provideConsoleStats(services), toStatsView);
  return (
    <OverviewSection
      view={view}
      onRefresh={() => send({ type: 'stats.refresh' })}
      onRetry={() => send({ type: 'stats.retry' })}
    />
  );
}

export function ConnectedAuditLog({ services }: { services: AuditLogDeps }) {
  const [view, send] = useMachineView(() => provideAuditLog(services), toAuditLogView);
  return (
    <AuditLogSection
      view={view}
      onFilterChange={(filter) => send({ type: 'filter.change', filter })}
      onLevelChange={(level) => send({ type: 'level.change', level })}
      onSearchChange={(value) => send({ type: 'search.change', value })}
      onSearchSubmit={() => send({ type: 'search.submit' })}
      onPageChange={(page) => send({ type: 'page.change', page })}
      onPageSizeChange={(pageSize) => send({ type: 'pageSize.change', pageSize })}
      onRetry={() => send({ type: 'audit.retry' })}
      onExport={() => send({ type: 'export.start' })}
    />
  );
}

export function ConnectedSystemSettings({ services }: { services: SystemSettingsDeps }) {
  const [view, send] = useMachineView(() => provideSystemSettings(services), toSystemSettingsView);
  return (
    <SystemSettingsSection
      view={view}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value } as never)}
      onSubmit={() => send({ type: 'form.submit' })}
      onRetry={() => send({ type: 'settings.retry' })}
    />
  );
}

export function ConnectedTestClock({ services }: { services: TestClockDeps }) {
  const [view, send] = useMachineView(() => provideTestClock(services), toTestClockView);
  return (
    <TestClockSection
      view={view}
      onDaysChange={(value) => send({ type: 'days.change', value })}
      onAdvance={() => send({ type: 'clock.advance' })}
      onRetry={() => send({ type: 'clock.retry' })}
    />
  );
}

export function ConnectedJobQueues({ services }: { services: JobQueuesDeps }) {
  const [view, send] = useMachineView(() => provideJobQueues(services), toJobQueuesView);
  return (
    <JobQueuesSection
      view={view}
      onRefresh={() => send({ type: 'queues.refresh' })}
      onRetryJob={(job) => send({ type: 'job.retry', ...job })}
      onRetryLoad={() => send({ type: 'queues.retry' })}
    />
  );
}
