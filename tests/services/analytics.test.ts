import { describe, expect, it, vi } from 'vitest';
import { eventsRequestSchema } from '../../src/domain/analyticsContract';
import {
  analytics,
  browserTransport,
  createAnalytics,
  doNotTrack,
  type EventsBatch,
  installAnalytics,
} from '../../src/services/analytics';

function setup(allowed = { value: true }, device?: () => Record<string, string>) {
  let now = Date.parse('2026-11-22T10:00:00.000Z');
  const sent: { batch: EventsBatch; beacon: boolean }[] = [];
  let tick: (() => void) | null = null;
  const a = createAnalytics({
    now: () => now,
    page: () => ({ url: 'https://skylink.test/support', title: 'Support — SkyLink Ghana' }),
    send: (batch, { beacon }) => sent.push({ batch, beacon }),
    isAllowed: () => allowed.value,
    sessionId: 'session-1234',
    device,
    later: (_ms, task) => {
      expect(tick, 'one flush timer at a time').toBeNull();
      tick = task;
      return () => {
        tick = null;
      };
    },
  });
  const fire = () => {
    const task = tick;
    tick = null;
    task?.();
  };
  return { a, sent, advance: (ms: number) => (now += ms), tick: fire, pending: () => tick !== null, allowed };
}

describe('analytics wrapper', () => {
  it('sends nothing at all while analytics is not allowed (DNT or no consent)', () => {
    const { a, sent, tick } = setup({ value: false });
    a.pageView({ name: 'Home', path: '/', authenticated: false });
    a.track('button_clicked', { button: 'See Packages' });
    tick();
    a.shutdown();
    expect(sent).toEqual([]);
  });

  it('batches events with the product properties and flushes them on the timer', () => {
    const { a, sent, tick } = setup();
    a.pageView({ name: 'Support', path: '/support', referrer: '', loadTime: 120, authenticated: false });
    a.track('feature_used', { feature: 'faq' });
    expect(sent).toHaveLength(0);
    tick();
    expect(sent).toHaveLength(1);
    const { batch, beacon } = sent[0] as { batch: EventsBatch; beacon: boolean };
    expect(beacon).toBe(false);
    expect(eventsRequestSchema.safeParse(batch).success).toBe(true);
    expect(batch.events.map((e) => e.name)).toEqual(['app_launched', 'app_initialized', 'page_view', 'feature_used']);
    expect(batch.events[0]?.properties).toMatchObject({ version: '1.0.0', platform: 'web' });
    expect(batch.events[2]?.properties).toMatchObject({
      market: 'Ghana',
      service_type: 'satellite_internet',
      app_version: '1.0.0',
      user_id: null,
      page_url: 'https://skylink.test/support',
      page_title: 'Support — SkyLink Ghana',
      page_name: 'Support',
      page_path: '/support',
      load_time: 120,
      user_authenticated: false,
    });
  });

  it('reports app_initialized once, after app_launched, with the browser and the version (site spec §3)', () => {
    const { a, sent, tick } = setup({ value: true }, () => ({
      user_agent: 'Mozilla/5.0 (Linux; Android 14)',
      screen_resolution: '390x844',
      timezone: 'Africa/Accra',
      environment: 'production',
    }));
    a.pageView({ name: 'Home', path: '/', authenticated: false });
    a.pageView({ name: 'Support', path: '/support', authenticated: false });
    tick();
    const events = sent.flatMap((s) => s.batch.events);
    expect(events.map((e) => e.name)).toEqual(['app_launched', 'app_initialized', 'page_view', 'page_view']);
    expect(events[1]?.properties).toMatchObject({
      timestamp: '2026-11-22T10:00:00.000Z',
      user_agent: 'Mozilla/5.0 (Linux; Android 14)',
      screen_resolution: '390x844',
      timezone: 'Africa/Accra',
      environment: 'production',
      version: '1.0.0',
    });
  });

  it('identifies the user with updated_at and last_active, and forgets them on reset', () => {
    const { a, sent, tick } = setup();
    a.identify('user-42');
    a.track('dashboard_viewed');
    a.reset();
    a.track('button_clicked');
    tick();
    const events = sent.flatMap((s) => s.batch.events);
    const props = events.find((e) => e.name === 'user_properties')?.properties;
    expect(props).toMatchObject({
      user_id: 'user-42',
      updated_at: '2026-11-22T10:00:00.000Z',
      last_active: '2026-11-22T10:00:00.000Z',
    });
    expect(events.find((e) => e.name === 'dashboard_viewed')?.properties.user_id).toBe('user-42');
    expect(events.find((e) => e.name === 'button_clicked')?.properties.user_id).toBeNull();
  });

  it('shuts down with session_duration by beacon, then records nothing more', () => {
    const { a, sent, advance } = setup();
    a.track('feature_used');
    advance(90_000);
    a.shutdown();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.beacon).toBe(true);
    expect(sent[0]?.batch.events.at(-1)).toMatchObject({
      name: 'app_shutdown',
      properties: { session_duration: 90_000 },
    });
    a.track('feature_used');
    a.flush();
    expect(sent).toHaveLength(1);
  });

  it('keeps a flush timer only while events wait, so a quiet page runs nothing', () => {
    const { a, sent, tick, pending } = setup();
    expect(pending()).toBe(false);
    a.track('feature_used');
    expect(pending()).toBe(true);
    a.track('button_clicked');
    tick();
    expect(sent).toHaveLength(1);
    expect(pending()).toBe(false);
    a.track('feature_used');
    a.flush();
    expect(sent).toHaveLength(2);
    expect(pending()).toBe(false);
  });

  it('drops queued events when consent is withdrawn before the flush', () => {
    const { a, sent, tick, allowed } = setup();
    a.track('feature_used');
    allowed.value = false;
    tick();
    expect(sent).toEqual([]);
  });

  it('cuts a long text value to what the events API takes, so the batch is not refused', () => {
    const { a, sent, tick } = setup();
    a.track('error_occurred', { error_message: 'x'.repeat(2000) });
    tick();
    const batch = sent[0]?.batch as EventsBatch;
    expect(eventsRequestSchema.safeParse(batch).success).toBe(true);
    expect(batch.events.at(-1)?.properties.error_message).toHaveLength(500);
  });

  it('sends a full batch at once and splits big queues by the API limit', () => {
    const { a, sent } = setup();
    for (let i = 0; i < 19; i += 1) a.track('button_clicked', { i });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.batch.events).toHaveLength(20);
  });
});

describe('events tracked before the app installs the wrapper', () => {
  it('are kept with their own time and page and sent once it is installed', () => {
    analytics().track(
      'package_viewed',
      { package_id: 'plan_basic_monthly' },
      {
        at: Date.parse('2026-11-22T09:59:58.000Z'),
        page: { url: 'https://skylink.test/packages', title: 'Internet Packages — SkyLink Ghana' },
      },
    );
    const { a, sent, tick } = setup();
    installAnalytics(a);
    tick();
    installAnalytics(null);
    const viewed = sent.flatMap((s) => s.batch.events).filter((e) => e.name === 'package_viewed');
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({
      timestamp: '2026-11-22T09:59:58.000Z',
      properties: {
        package_id: 'plan_basic_monthly',
        page_url: 'https://skylink.test/packages',
        page_title: 'Internet Packages — SkyLink Ghana',
        market: 'Ghana',
      },
    });
  });

  it('are dropped when analytics is not allowed once the wrapper arrives, and not kept for later', () => {
    analytics().track('package_viewed', { package_id: 'plan_basic_monthly' });
    const { a, sent, tick, allowed } = setup({ value: false });
    installAnalytics(a);
    allowed.value = true;
    installAnalytics(null);
    installAnalytics(a);
    tick();
    installAnalytics(null);
    expect(sent.flatMap((s) => s.batch.events).map((e) => e.name)).not.toContain('package_viewed');
  });

  it('keep at most one batch', () => {
    for (let i = 0; i < 80; i += 1) analytics().track('button_clicked', { i });
    const { a, sent } = setup();
    installAnalytics(a);
    a.flush();
    installAnalytics(null);
    expect(sent.flatMap((s) => s.batch.events).filter((e) => e.name === 'button_clicked')).toHaveLength(50);
  });
});

describe('doNotTrack', () => {
  it('reads navigator.doNotTrack, window.doNotTrack and Global Privacy Control', () => {
    expect(doNotTrack({ doNotTrack: '1' } as unknown as Navigator)).toBe(true);
    expect(doNotTrack({ doNotTrack: '0' } as unknown as Navigator)).toBe(false);
    expect(doNotTrack({} as Navigator, { doNotTrack: '1' })).toBe(true);
    expect(doNotTrack({ globalPrivacyControl: true } as unknown as Navigator)).toBe(true);
    expect(doNotTrack(undefined)).toBe(true);
  });
});

describe('browserTransport', () => {
  const batch: EventsBatch = { sessionId: 'session-1234', events: [] };
  it('uses sendBeacon when the page hides, else posts', async () => {
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    const post = vi.fn(async () => undefined);
    const send = browserTransport(post, sendBeacon);
    send(batch, { beacon: true });
    expect(sendBeacon).toHaveBeenCalledWith('/api/events', expect.any(Blob));
    expect(post).not.toHaveBeenCalled();
    send(batch, { beacon: false });
    expect(post).toHaveBeenCalledWith('/api/events', batch);
  });
  it('falls back to a post when the beacon is refused', () => {
    const post = vi.fn(async () => undefined);
    browserTransport(post, () => false)(batch, { beacon: true });
    expect(post).toHaveBeenCalledTimes(1);
  });
});
