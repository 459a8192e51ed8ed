/**
 * The admin console page: builds the console's machines with the API client (stats, billing
 * reconciliation, audit log, system settings), embeds the other admin features' containers (app/admin/*), and signs out through the session.
 */
import { useSearchParams } from 'react-router-dom';
import { isAdmin } from '../../src/domain/roles';
import {
  AdminConsoleScreen,
  CONSOLE_SECTIONS,
  type ConsoleSection,
} from '../../src/features/adminConsole/AdminConsoleScreen';
import { provideAuditLog } from '../../src/features/adminConsole/auditLog.machine';
import {
  AuditLogSection,
  OverviewSection,
  SystemSettingsSection,
} from '../../src/features/adminConsole/ConsoleSections';
import { toAuditLogView, toStatsView, toSystemSettingsView } from '../../src/features/adminConsole/console.view';
import { provideConsoleStats } from '../../src/features/adminConsole/consoleStats.machine';
import { ReconcileSection } from '../../src/features/adminConsole/ReconcileSection';
import { defaultPeriod } from '../../src/features/adminConsole/rules';
import { provideSystemSettings } from '../../src/features/adminConsole/systemSettings.machine';
import { useReconcilePanel } from '../../src/features/adminConsole/useReconcilePanel';
import { displayName } from '../../src/features/auth/session';
import { useMachineView } from '../../src/machines/useMachineView';
import { SecuritySection } from '../admin/SecuritySection';
import { SystemStatusSection } from '../admin/SystemStatusSection';
import UserManagement from '../admin/UserManagement';
import { useSession, useSessionSelector, useSessionUser } from '../auth/session';
import { consoleClient } from '../consoleClient';

function Overview() {
  const [view, send] = useMachineView(
    () => provideConsoleStats({ loadStats: () => consoleClient.stats() }),
    toStatsView,
  );
  return (
    <OverviewSection
      view={view}
      onRefresh={() => send({ type: 'stats.refresh' })}
      onRetry={() => send({ type: 'stats.retry' })}
    />
  );
}

function saveText(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function AuditLogs() {
  const [view, send] = useMachineView(
    () =>
      provideAuditLog({
        loadPage: (q) =>
          consoleClient.audit({
            filter: q.filter,
            level: q.level ?? undefined,
            search: q.search,
            page: q.page,
            pageSize: q.pageSize,
          }),
        exportCsv: async (q) => {
          const file = await consoleClient.auditCsv({
            filter: q.filter,
            level: q.level ?? undefined,
            search: q.search,
          });
          saveText(file.filename, file.text);
          return file.filename;
        },
      }),
    toAuditLogView,
  );
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

function Reconcile() {
  const panel = useReconcilePanel(
    () => ({
      runReconcile: (period) => consoleClient.reconcile(period),
      creditPayment: (reference) => consoleClient.credit(reference),
    }),
    defaultPeriod(new Date()),
  );
  return <ReconcileSection {...panel} />;
}

function Settings() {
  const [view, send] = useMachineView(
    () =>
      provideSystemSettings({
        loadSettings: () => consoleClient.settings(),
        saveSettings: (values) => consoleClient.saveSettings(values),
      }),
    toSystemSettingsView,
  );
  return (
    <SystemSettingsSection
      view={view}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value } as never)}
      onSubmit={() => send({ type: 'form.submit' })}
      onRetry={() => send({ type: 'settings.retry' })}
    />
  );
}

export default function AdminConsolePage() {
  const session = useSession();
  const user = useSessionUser();
  const signingOut = useSessionSelector((s) => s.matches('loggingOut'), false);
  // The section lives in the URL (?section=audit) like the panel's tab, so links and Back work.
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  const section: ConsoleSection = CONSOLE_SECTIONS.find((id) => id === asked) ?? 'overview';
  if (!user) return null;
  return (
    <AdminConsoleScreen
      user={{ name: displayName(user), isAdmin: isAdmin(user) }}
      section={section}
      onSelectSection={(next) => setParams(next === 'overview' ? {} : { section: next })}
      onLogout={() => session.send({ type: 'auth.logout' })}
      isSigningOut={signingOut}
    >
      {section === 'overview' ? <Overview /> : null}
      {section === 'users' ? <UserManagement /> : null}
      {section === 'reconcile' ? <Reconcile /> : null}
      {section === 'security' ? <SecuritySection /> : null}
      {section === 'status' ? <SystemStatusSection /> : null}
      {section === 'audit' ? <AuditLogs /> : null}
      {section === 'settings' ? <Settings /> : null}
    </AdminConsoleScreen>
  );
}
