/**
 * The admin console page: hands the console's connected screens (stats, billing reconciliation, audit log,
 * system settings, the scheduler's queues and the test clock under System Status, and the other admin features' Security, System Status and people screens) the API
 * clients' services from app/admin/services.ts, and signs out through the session.
 */
import { useSearchParams } from 'react-router-dom';
import { isAdmin } from '../../src/domain/roles';
import type { SystemSettings } from '../../src/domain/systemSettings';
import {
  AdminConsoleScreen,
  CONSOLE_SECTIONS,
  type ConsoleSection,
} from '../../src/features/adminConsole/AdminConsoleScreen';
import type { AuditLogDeps } from '../../src/features/adminConsole/auditLog.machine';
import {
  ConnectedAuditLog,
  ConnectedConsoleStats,
  ConnectedJobQueues,
  ConnectedSystemSettings,
  ConnectedTestClock,
} from '../../src/features/adminConsole/ConnectedConsoleSections';
import { ReconcileSection } from '../../src/features/adminConsole/ReconcileSection';
import { defaultPeriod } from '../../src/features/adminConsole/rules';
import { useReconcilePanel } from '../../src/features/adminConsole/useReconcilePanel';
import { ConnectedSecurity } from '../../src/features/adminSecurity/ConnectedSecurity';
import { ConnectedSystemStatus } from '../../src/features/adminSecurity/ConnectedSystemStatus';
import { ConnectedPeople } from '../../src/features/adminUsers/ConnectedPeople';
import { displayName } from '../../src/features/auth/session';
import { peopleDeps, securityServices, systemStatusServices, useViewer } from '../admin/services';
import { useSession, useSessionSelector, useSessionUser } from '../auth/session';
import { consoleClient } from '../consoleClient';
import { saveFile } from '../saveFile';

const statsServices = { loadStats: () => consoleClient.stats() };

const auditServices: AuditLogDeps = {
  loadPage: (q) =>
    consoleClient.audit({
      filter: q.filter,
      level: q.level ?? undefined,
      search: q.search,
      page: q.page,
      pageSize: q.pageSize,
    }),
  exportCsv: async (q) =>
    saveFile({
      ...(await consoleClient.auditCsv({ filter: q.filter, level: q.level ?? undefined, search: q.search })),
      contentType: 'text/csv;charset=utf-8',
    }),
};

const systemSettingsServices = {
  loadSettings: () => consoleClient.settings(),
  saveSettings: (values: SystemSettings) => consoleClient.saveSettings(values),
};

const testClockServices = {
  readClock: () => consoleClient.testClock(),
  advanceClock: (seconds: number) => consoleClient.advanceTestClock(seconds),
};

const jobQueuesServices = {
  readQueues: () => consoleClient.jobs(),
  retryJob: (job: { name: string; id: string }) => consoleClient.retryJob(job),
};

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

export default function AdminConsolePage() {
  const session = useSession();
  const user = useSessionUser();
  const viewer = useViewer();
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
      {section === 'overview' ? <ConnectedConsoleStats services={statsServices} /> : null}
      {section === 'users' ? <ConnectedPeople services={peopleDeps} scope="users" viewer={viewer} /> : null}
      {section === 'reconcile' ? <Reconcile /> : null}
      {section === 'security' ? <ConnectedSecurity services={securityServices} /> : null}
      {section === 'status' ? <ConnectedSystemStatus services={systemStatusServices} /> : null}
      {section === 'status' ? <ConnectedJobQueues services={jobQueuesServices} /> : null}
      {section === 'status' ? <ConnectedTestClock services={testClockServices} /> : null}
      {section === 'audit' ? <ConnectedAuditLog services={auditServices} /> : null}
      {section === 'settings' ? <ConnectedSystemSettings services={systemSettingsServices} /> : null}
    </AdminConsoleScreen>
  );
}
