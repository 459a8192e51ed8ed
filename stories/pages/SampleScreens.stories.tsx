/**
 * Over 300 lines on purpose: the two sample pages (plans, billing dashboard) and their sample data are
 * read together to check the design-system components fit; splitting them would scatter one review.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type BillingCycle, BillingCycleToggle } from '../../src/components/BillingCycleToggle/BillingCycleToggle';
import { Button } from '../../src/components/Button/Button';
import { Card } from '../../src/components/Card/Card';
import { DashboardShell } from '../../src/components/DashboardShell/DashboardShell';
import { DashboardSidebar } from '../../src/components/DashboardSidebar/DashboardSidebar';
import { DataTable, type DataTableColumn } from '../../src/components/DataTable/DataTable';
import { Hero } from '../../src/components/Hero/Hero';
import { Money } from '../../src/components/Money/Money';
import { NotificationBell } from '../../src/components/NotificationBell/NotificationBell';
import { PageFrame } from '../../src/components/PageFrame/PageFrame';
import { PlanCard } from '../../src/components/PlanCard/PlanCard';
import { Section } from '../../src/components/Section/Section';
import { SiteFooter } from '../../src/components/SiteFooter/SiteFooter';
import { SiteHeader } from '../../src/components/SiteHeader/SiteHeader';
import { StatGrid, StatTile } from '../../src/components/StatTile/StatTile';
import { StatusBadge } from '../../src/components/StatusBadge/StatusBadge';
import { UserMenu } from '../../src/components/UserMenu/UserMenu';
import { formatDate } from '../../src/domain/format/date';
import { yearlySavingsPercent } from '../../src/domain/format/money';
import { paths } from '../../src/domain/paths';
import { footerColumns, primaryNav } from '../../src/features/site/navigation';
import { vars } from '../../src/theme/theme.css';
import { dashboardItems } from './dashboardItems';
import { sampleContact, sampleSocial } from './footerData';
import { samplePlans } from './plans';
import { NOW, type PaymentRow, payments, notifications as sampleNotifications } from './sampleData';

const navigate = fn().mockName('navigate');
const brandName = 'SkyLink Ghana';

/** Best yearly saving across the plans, by (12 x monthly - yearly) / (12 x monthly). */
const bestSaving = Math.max(...samplePlans.map((p) => yearlySavingsPercent(p.priceMonthly, p.priceYearly)));

function PlansPage({ signedIn }: { signedIn: boolean }) {
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const account = signedIn ? (
    <UserMenu
      name="Ama Mensah"
      email="ama.mensah@example.com"
      items={[
        { id: 'dashboard', label: 'Dashboard', href: paths.dashboard },
        { id: 'profile', label: 'Profile', isDisabled: true },
        { id: 'settings', label: 'Settings', isDisabled: true },
        { id: 'sign-out', label: 'Sign Out', tone: 'danger' },
      ]}
    />
  ) : (
    <Button href={paths.login} size="sm">
      Sign In
    </Button>
  );
  return (
    <PageFrame
      header={
        <SiteHeader
          brandName={brandName}
          currentPath={paths.packages}
          homeHref={paths.home}
          items={primaryNav}
          account={account}
        />
      }
      footer={
        <SiteFooter
          brandName={brandName}
          year={2026}
          tagline="Satellite internet for homes, students and businesses across Ghana."
          contact={sampleContact}
          social={sampleSocial}
          columns={footerColumns}
        />
      }
    >
      <Hero
        align="center"
        eyebrow="Packages"
        title="Choose your internet plan"
        lead="Unlimited data on every plan. Pay monthly, or yearly and save."
      />
      <Section title="Plans and prices" align="center" id="plans" tone="sunken">
        <div style={{ display: 'flex', justifyContent: 'center' }}>
          <BillingCycleToggle value={cycle} onChange={setCycle} savingsLabel={`Save up to ${bestSaving}%`} />
        </div>
        <div
          style={{
            display: 'grid',
            gap: vars.space['6'],
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 17rem), 1fr))',
            alignItems: 'stretch',
          }}
        >
          {samplePlans.map((plan) => (
            <PlanCard
              key={plan.name}
              {...plan}
              cycle={cycle}
              isSignedOut={!signedIn}
              loginHref={paths.login}
              signupHref={paths.signup}
              onSelect={fn()}
            />
          ))}
        </div>
      </Section>
    </PageFrame>
  );
}

const paymentColumns: DataTableColumn<PaymentRow>[] = [
  {
    id: 'date',
    header: 'Date',
    cell: (r) => <time dateTime={r.date.toISOString()}>{formatDate(r.date)}</time>,
    sortValue: (r) => r.date,
    firstSortDirection: 'descending',
  },
  { id: 'description', header: 'Description', cell: (r) => r.description, isRowHeader: true },
  { id: 'channel', header: 'Method', cell: (r) => r.channel },
  {
    id: 'amount',
    header: 'Amount',
    cell: (r) => <Money amount={r.amount} />,
    sortValue: (r) => r.amount,
    align: 'end',
    firstSortDirection: 'descending',
  },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => <StatusBadge status={r.status} size="sm" srPrefix="" />,
    sortValue: (r) => r.status,
  },
];

function DashboardPage({ rows }: { rows: PaymentRow[] }) {
  const [list, setList] = useState(sampleNotifications);
  const [active, setActive] = useState('billing');
  const [drawer, setDrawer] = useState(false);
  const paid = rows.filter((r) => r.status === 'paid');
  const total = paid.reduce((sum, r) => sum + r.amount, 0);
  return (
    <DashboardShell
      isSidebarOpen={drawer}
      onSidebarOpenChange={setDrawer}
      sidebar={
        <DashboardSidebar
          items={dashboardItems}
          activeId={active}
          onSelect={(id) => {
            setActive(id);
            setDrawer(false);
          }}
        />
      }
      header={
        <>
          <span
            style={{
              fontWeight: vars.font.weight.extrabold,
              flex: 1,
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {brandName}
          </span>
          <NotificationBell
            notifications={list}
            now={NOW}
            onMarkRead={(id) => setList((l) => l.map((n) => (n.id === id ? { ...n, isRead: true } : n)))}
            onMarkAllRead={() => setList((l) => l.map((n) => ({ ...n, isRead: true })))}
            onClear={() => setList([])}
          />
          <UserMenu
            name="Ama Mensah"
            email="ama.mensah@example.com"
            items={[
              { id: 'reset-password', label: 'Reset Password', isDisabled: true },
              { id: 'sign-out', label: 'Sign Out', tone: 'danger' },
            ]}
          />
        </>
      }
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: vars.space['6'],
          maxWidth: '72rem',
          marginInline: 'auto',
        }}
      >
        <h1 style={{ margin: 0 }}>Billing &amp; Payments</h1>
        <StatGrid aria-label="Billing summary">
          <StatTile label="Total this year" value={<Money amount={total} />} hint={`${paid.length} payments`} />
          <StatTile label="This month" value={<Money amount={100} />} tone="success" />
          <StatTile label="Average monthly" value={<Money amount={paid.length ? total / 11 : 0} />} tone="info" />
          <StatTile
            label="Pending payments"
            value={String(rows.filter((r) => r.status === 'pending').length)}
            tone="warning"
          />
        </StatGrid>
        <Card
          title="Payment history"
          headingLevel={2}
          actions={
            <Button size="sm" variant="secondary">
              Refresh
            </Button>
          }
        >
          <DataTable
            caption="Payment history"
            hideCaption
            columns={paymentColumns}
            rows={rows}
            getRowId={(r) => r.id}
            defaultSort={{ column: 'date', direction: 'descending' }}
            emptyText="No invoices found"
          />
        </Card>
      </div>
    </DashboardShell>
  );
}

const meta = {
  title: 'Pages/Sample screens',
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Screens composed only from the design-system components, to check they fit together: the plans page (SiteHeader, Hero, Section, BillingCycleToggle, PlanCard grid, SiteFooter inside PageFrame) with Student 100 / 1100, Home 850 / 9350 and Business 1200 / 13200 GHS (Student is Most Popular; each yearly price saves 8% by (12 x monthly - yearly) / (12 x monthly)), and the billing dashboard (DashboardShell with DashboardSidebar, a header with NotificationBell and UserMenu, StatTiles and the payment-history DataTable). They are samples, not the app's screens.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlansSignedOut: Story = {
  name: 'Plans: signed out',
  render: () => <PlansPage signedIn={false} />,
  play: async ({ canvas }) => {
    const student = canvas.getByRole('article', { name: 'Student' });
    await expect(within(student).getByText('Most Popular')).toBeVisible();
    await expect(student).toHaveTextContent('GH₵ 100.00/month');
    await expect(canvas.getByRole('article', { name: 'Home' })).toHaveTextContent('GH₵ 850.00/month');
    await expect(canvas.getByRole('article', { name: 'Business' })).toHaveTextContent('GH₵ 1,200.00/month');
    await expect(canvas.getAllByRole('button', { name: 'Login to Subscribe' })).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: 'Yearly Save up to 8%' })).toBeInTheDocument();
  },
};

export const PlansYearly: Story = {
  name: 'Plans: switch to yearly with the keyboard',
  render: () => <PlansPage signedIn />,
  play: async ({ canvas }) => {
    const monthly = canvas.getByRole('radio', { name: 'Monthly' });
    monthly.focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await expect(canvas.getByRole('article', { name: 'Student' })).toHaveTextContent('GH₵ 1,100.00/year');
    await expect(canvas.getByRole('article', { name: 'Student' })).toHaveTextContent('Save 8% (GH₵ 100.00 a year)');
    await expect(canvas.getByRole('article', { name: 'Home' })).toHaveTextContent('GH₵ 9,350.00/year');
    await expect(canvas.getByRole('article', { name: 'Business' })).toHaveTextContent('GH₵ 13,200.00/year');
    await expect(canvas.getByRole('button', { name: 'Subscribe: Student' })).toBeEnabled();
  },
};

export const PlansMobile: Story = {
  name: 'Plans: mobile',
  render: () => <PlansPage signedIn={false} />,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    for (const name of ['Student', 'Home', 'Business']) {
      const card = canvas.getByRole('article', { name });
      await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const PlansDark: Story = {
  name: 'Plans: dark',
  render: () => <PlansPage signedIn />,
  parameters: { theme: 'dark' },
};

export const DashboardBilling: Story = {
  name: 'Dashboard: payment history',
  render: () => <DashboardPage rows={payments} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Billing & Payments' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    const summary = canvas.getByRole('group', { name: 'Billing summary' });
    await expect(summary).toHaveTextContent('GH₵ 200.00');
    const table = canvas.getByRole('table', { name: 'Payment history' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('GH₵ 13,200.00');
  },
};

export const DashboardEmpty: Story = {
  name: 'Dashboard: no payments yet',
  render: () => <DashboardPage rows={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No invoices found')).toBeVisible();
  },
};

export const DashboardMobile: Story = {
  name: 'Dashboard: mobile with the sidebar drawer',
  render: () => <DashboardPage rows={payments} />,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Dashboard menu' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Dashboard menu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usage & Speed Coming Soon' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const DashboardDark: Story = {
  name: 'Dashboard: dark',
  render: () => <DashboardPage rows={payments} />,
  parameters: { theme: 'dark' },
};
