/** The home page's sections (their element ids), read by the app shell to follow scrolling. */
/** The sections the header follows while scrolling, and the nav link each one marks active. */
export const homeSections = [
  { id: 'home', navHref: '/' },
  { id: 'packages', navHref: '/' },
  { id: 'about', navHref: '/about' },
  { id: 'contact', navHref: '/contact' },
] as const;
