import { makeUser } from '@cliques/test-kit';

export { renderWithProviders } from '@cliques/test-kit';

/** A UserSummary for tests. */
export const person = makeUser;
