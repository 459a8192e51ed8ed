/** The admin console's Security and System Status API (mounted by server/app.ts under /api/admin). */
export { type AdminSecurityDeps, adminSecurityRoutes } from './routes';
