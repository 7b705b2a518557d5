/** What other features may use of search: the one way in (the linter refuses imports of its other files). */
export type { SearchEngine } from './search-engine';
