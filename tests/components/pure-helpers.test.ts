import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../src/components/Avatar/initials';
import { isActiveHref } from '../../src/components/SiteHeader/activePath';

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
