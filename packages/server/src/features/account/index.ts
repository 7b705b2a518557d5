/** What other features may use of account: the one way in (the linter refuses imports of its other files). */
export { eraseAccount } from './erase';
