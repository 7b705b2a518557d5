import fp from 'fastify-plugin';
import type { Queryable } from '../../platform/database/database';
import { storeLanguage } from './people.repository';
import { requestLocale } from '../../platform/i18n/language';
import type { Locale } from '@cliques/i18n/locales';

/** How long this instance trusts what it last stored for a person before writing again. */
const rememberedMs = 60_000;
const rememberedPeople = 10_000;

/**
 * Keeps the language each signed-in person's client asks for (`Accept-Language` of their API calls)
 * in `users.language`, for what the server sends them outside a request: pushes and socket error
 * frames. A call without the header changes nothing. This instance skips the write while it stored
 * the same language for that person less than a minute ago.
 */
export const languageMemory = fp<{ db: Queryable }>(async (app, { db }) => {
  const stored = new Map<string, { locale: Locale; at: number }>();
  app.addHook('onRequest', async (request) => {
    if (!request.user || !request.headers['accept-language']) return;
    const { userId } = request.user;
    const locale = requestLocale(request);
    const now = Date.now();
    const known = stored.get(userId);
    if (known && known.locale === locale && now - known.at < rememberedMs) return;
    await storeLanguage(db, userId, locale);
    stored.delete(userId);
    stored.set(userId, { locale, at: now });
    if (stored.size > rememberedPeople) stored.delete(stored.keys().next().value as string);
  });
});
