/**
 * react-aria announces a focused Button going pending through its live announcer, with an element
 * labelled by the button's id (react-aria-components Button.mjs). When that button unmounts before
 * the announcement expires (about 7 s; e.g. the form replaced by 'Check your email'), the announcer
 * keeps a `role="img"` pointing at a missing id and axe reports it. The announcement was already
 * made; empty the announcer between stories and after such a transition.
 */
export function clearLiveAnnouncer() {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
}
