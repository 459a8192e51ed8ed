/**
 * What other features may use of adminSecurity: the console's Security and System Status screens,
 * their connected screens, machines and views (the console renders ConnectedSecurity and ConnectedSystemStatus).
 */

export { SecurityScreen } from './SecurityScreen';
export { SystemStatusScreen } from './SystemStatusScreen';
export { provideSecurity, type SecurityDeps } from './security.machine';
export { toSecurityView } from './security.view';
export { provideSystemStatus, type SystemStatusDeps } from './systemStatus.machine';
export { toSystemStatusView } from './systemStatus.view';
