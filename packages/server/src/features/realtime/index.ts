/** What other features may use of realtime: the one way in (the linter refuses imports of its other files). */
export type { OfflineNotifier } from './live-updates';
