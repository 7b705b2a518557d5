/** What other features may use of moderation: the one way in (the linter refuses imports of its other files). */
export { forgetSubject } from './audit.repository';
export { createReport } from './reports';
