/** The year at build time (vite.config.ts `define`). */
declare const __BUILD_YEAR__: number;
