/** What other features may use of reactions: the one way in (the linter refuses imports of its other files). */
export { ReactionsService } from './reactions.service';
