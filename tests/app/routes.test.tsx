import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetFailedImports, loadMatchedRoutes, pageOf, routePage } from '../../app/lazyRoutes';
import { isNotFound, routes } from '../../app/router';
import type { RouteHandle } from '../../app/routeTable';

const handlesOf = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map(({ route }) => (route.handle ?? {}) as RouteHandle);

describe('routePage', () => {
  // failed imports are kept for the error boundary in one set per module graph, shared with the next test
  // files of this worker (tests/app/analyticsEmission.test.tsx reads it through the boundary)
  afterEach(() => void forgetFailedImports());
  const module = { Component: () => <p>the page</p>, meta: { title: 'T', description: 'D' } };

  it('suspends until its module is loaded, then renders the page at once, as hydration needs', async () => {
    const importer = vi.fn(async () => module);
    const page = routePage(importer);
    const tree = (
      <Suspense fallback={<p>waiting</p>}>
        <page.Page />
      </Suspense>
    );
    expect(renderToString(tree)).toContain('waiting');
    await page.load();
    expect(renderToString(tree)).toContain('the page');
    expect(renderToString(tree)).not.toContain('waiting');
    await page.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(page.loaded).toBe(module);
  });

  it('keeps a failed import until the error screen has shown, then imports again on the next visit', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('chunk lost')).mockResolvedValue(module);
    const page = routePage(importer);
    await expect(page.load()).rejects.toThrow('chunk lost');
    // React, rendering the failed page again, must find the same failed import (not wait for a new one)
    await expect(page.load()).rejects.toThrow('chunk lost');
    expect(importer).toHaveBeenCalledTimes(1);
    forgetFailedImports();
    await expect(page.load()).resolves.toBe(module);
    expect(importer).toHaveBeenCalledTimes(2);
    expect(page.loaded).toBe(module);
  });

  it('loads the page as a new document when the next visit’s import fails too (the browser kept the failure)', async () => {
    const importer = vi.fn().mockRejectedValue(new Error('chunk lost'));
    const reload = vi.fn(() => true);
    const page = routePage(importer, reload);
    await expect(page.load()).rejects.toThrow('chunk lost');
    expect(reload).not.toHaveBeenCalled();
    forgetFailedImports();
    let settled = false;
    void page.load().finally(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // the page keeps waiting (the page the visitor leaves stays) until the new document replaces this one
    expect(settled).toBe(false);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('shows the error screen again instead when it cannot load a new document (the browser is offline)', async () => {
    const importer = vi.fn().mockRejectedValue(new Error('chunk lost'));
    const reload = vi.fn(() => false);
    const page = routePage(importer, reload);
    await expect(page.load()).rejects.toThrow('chunk lost');
    forgetFailedImports();
    await expect(page.load()).rejects.toThrow('chunk lost');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('the route table', () => {
  it('answers unknown paths with the not-found page, and only them', () => {
    expect(isNotFound('/no-such-page')).toBe(true);
    expect(isNotFound('/robots.txt.bak')).toBe(true);
    for (const known of ['/', '/about', '/login', '/dashboard', '/dashboard/billing', '/admin']) {
      expect(isNotFound(known)).toBe(false);
    }
  });

  it("gives the dashboard's two paths one page (moving between them keeps it) with its own frame", () => {
    const overview = handlesOf('/dashboard').at(-1);
    const billing = handlesOf('/dashboard/billing').at(-1);
    expect(overview?.page).toBeDefined();
    expect(overview?.page).toBe(billing?.page);
    expect(overview?.appFrame).toBe(true);
    expect(handlesOf('/about').some((h) => h.appFrame)).toBe(false);
  });

  it("loads a path's page modules with the guard in front of it and returns the page's metadata", async () => {
    const meta = await loadMatchedRoutes(routes, '/about');
    expect(meta?.title).toBe('About Us — SkyLink Ghana');
    const pages = (matchRoutes(routes, '/dashboard') ?? []).flatMap(({ route }) => pageOf(route) ?? []);
    expect(pages).toHaveLength(2); // the sign-in guard, then the dashboard
    expect(pages.every((page) => page.loaded === undefined)).toBe(true);
    const dashboardMeta = await loadMatchedRoutes(routes, '/dashboard');
    expect(pages.every((page) => page.loaded !== undefined)).toBe(true);
    expect(dashboardMeta?.title).toBe('My Dashboard — SkyLink Ghana');
  });
});
