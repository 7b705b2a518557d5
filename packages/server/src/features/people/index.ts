/** What other features may use of people: the one way in (the linter refuses imports of its other files). */
export { languageOf, upsertProfile, userExists } from './people.repository';
export { callerRole, requireAdmin, requireStaff, roleOf } from './roles';
export type { Admins } from './roles';
export { getSuggestions } from './suggestions.service';
export { assertNotSuspended, suspendedUntil, suspensionMessage } from './suspension';
export { loadUserSummaries, summaryColumns, toUserSummary } from './user-summaries.repository';
export type { SummaryRow } from './user-summaries.repository';
