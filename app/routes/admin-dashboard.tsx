/**
 * /admin-dashboard (admins only): the admin console. Until the console lands (another branch), the
 * security branch shows its two sections here so they can be seen and tested end to end; the lead
 * rewires this file at merge (the console embeds app/admin/SecuritySection and SystemStatusSection).
 */
import SecuritySection from '../admin/SecuritySection';
import SystemStatusSection from '../admin/SystemStatusSection';

export function Component() {
  return (
    <div style={{ maxWidth: '72rem', margin: '0 auto', padding: '1.5rem 1rem', display: 'grid', gap: '2.5rem' }}>
      <h1>Admin Dashboard</h1>
      <SystemStatusSection />
      <SecuritySection />
    </div>
  );
}
