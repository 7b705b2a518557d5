import { getUser } from '@cliques/api-client';
import { ReadingPreferences } from './reading-preferences';

/** The page's one reader preferences (shared by every area through the federation). */
export const readingPreferences = new ReadingPreferences(async (userId) => (await getUser(userId)).settings ?? {});
