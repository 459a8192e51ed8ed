import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../src/components/Avatar/initials';
import { isActiveHref } from '../../src/components/SiteHeader/activePath';
import { statusStyle } from '../../src/components/StatusBadge/statuses';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ama Serwaa Mensah')).toBe('AM');
    expect(initialsOf('kwame asante')).toBe('KA');
  });
  it('uses one letter for a single name and ? for an empty one', () => {
    expect(initialsOf('Adjoa')).toBe('A');
    expect(initialsOf('   ')).toBe('?');
  });
  it('skips leading punctuation and keeps accented letters', () => {
    expect(initialsOf('"Nana" Ébo')).toBe('NÉ');
    expect(initialsOf('Dr. Yaw Boateng-Owusu')).toBe('DB');
  });
});

describe('isActiveHref', () => {
  it('marks the exact page and its sub-pages', () => {
    expect(isActiveHref('/support', '/support')).toBe(true);
    expect(isActiveHref('/support', '/support/faq')).toBe(true);
    expect(isActiveHref('/support', '/supporters')).toBe(false);
  });
  it('marks home only on the root', () => {
    expect(isActiveHref('/', '/')).toBe(true);
    expect(isActiveHref('/', '/about')).toBe(false);
  });
  it('ignores query strings, hashes and a trailing slash of the location', () => {
    expect(isActiveHref('/about', '/about/?ref=home#team')).toBe(true);
    expect(isActiveHref('/', '/?payment=success')).toBe(true);
  });
  it('matches hash links only on that hash', () => {
    expect(isActiveHref('/#about', '/#about')).toBe(true);
    expect(isActiveHref('/#about', '/#contact')).toBe(false);
    expect(isActiveHref('/#about', '/')).toBe(false);
  });
});

describe('statusStyle', () => {
  it('colours billing statuses per the product rule: paid green, failed red, others yellow', () => {
    expect(statusStyle('paid')).toMatchObject({ label: 'Paid', tone: 'success' });
    expect(statusStyle('failed')).toMatchObject({ label: 'Failed', tone: 'danger' });
    for (const s of ['pending', 'overdue', 'cancelled', 'unpaid', 'processing']) {
      expect(statusStyle(s).tone).toBe('warning');
    }
  });
  it('shows a success status as paid', () => {
    expect(statusStyle('success')).toMatchObject({ label: 'Paid', tone: 'success' });
    expect(statusStyle('SUCCEEDED').label).toBe('Paid');
  });
  it('colours subscription statuses: active green, grace orange, suspended and terminated red', () => {
    expect(statusStyle('active').tone).toBe('success');
    expect(statusStyle('grace_period')).toMatchObject({ label: 'Grace period', tone: 'attention' });
    expect(statusStyle('suspended').tone).toBe('danger');
    expect(statusStyle('terminated').tone).toBe('danger');
  });
  it('shows an unknown status as its own words in yellow', () => {
    expect(statusStyle('on_hold')).toMatchObject({ label: 'On hold', tone: 'warning' });
    expect(statusStyle('').label).toBe('Unknown');
  });
});
