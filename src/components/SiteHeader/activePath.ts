/**
 * Whether a navigation link points at the current page: exact match, or a section below it
 * ('/support/faq' marks '/support'). The home link '/' is active only on '/' itself. Query strings
 * and hashes of the current location are ignored; a link with a hash ('/#about') matches only that hash.
 */
export function isActiveHref(href: string, currentPath: string): boolean {
  const [hrefPath, hrefHash] = href.split('#');
  const [pathAndQuery = '', currentHash = ''] = currentPath.split('#');
  const path = trimSlash(pathAndQuery.split('?')[0] || '/');
  const target = trimSlash(hrefPath || '/');
  if (hrefHash !== undefined) return path === target && currentHash === hrefHash;
  if (target === '/') return path === '/';
  return path === target || path.startsWith(`${target}/`);
}

function trimSlash(p: string): string {
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}
