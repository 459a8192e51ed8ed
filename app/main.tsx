/**
 * The entry. React DOM (about nine tenths of the first load's JavaScript) is evaluated in this module's task;
 * the router, the shell and the page (./start) in the tasks after it. One module graph is evaluated in one
 * task, so before the split the whole first load was one long task (85-120 ms of a 4x-throttled phone).
 * The prerendered pages preload ./start's files with the entry's (scripts/site/prerender.ts).
 */
import 'react-dom/client';

// Zod compiles fast parsers with new Function() unless told not to; our CSP forbids eval, and even
// Zod's probe for it is reported as a CSP violation. Zod reads its settings from this global when it
// first loads (zod/v4/core/core.js), so setting it here keeps Zod itself out of the first load.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

await import('./start');
