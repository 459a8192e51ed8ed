/** What other features may use of profile: nothing yet (the app wires the page). */
export type { ProfileData } from './profile.machine';
