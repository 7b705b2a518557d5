/** What other features may use of cliques: the one way in (the linter refuses imports of its other files). */
export { isCliqueMember } from './clique-membership.repository';
export { deleteClique } from './cliques.repository';
