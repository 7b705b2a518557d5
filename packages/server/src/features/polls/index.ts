/** What other features may use of polls: the one way in (the linter refuses imports of its other files). */
export { pollResults, visiblePollIds } from './polls.repository';
