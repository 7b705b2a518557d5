import type { FastifyRequest } from 'fastify';
import { acceptedLanguages, isLocale, pickLocale, type Locale } from '@cliques/i18n/locales';

/** A request's language: the first supported one of its Accept-Language header, else English. */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['accept-language'];
  return pickLocale(acceptedLanguages(Array.isArray(header) ? header.join(',') : header));
}

/**
 * The language of an identity operation: the `ClientMetadata.language` the sign-in area sends when
 * it is one Cliques speaks, else the request's Accept-Language.
 */
export function identityLocale(body: Record<string, unknown>, request: Pick<FastifyRequest, 'headers'>): Locale {
  const metadata = body.ClientMetadata;
  const language =
    metadata && typeof metadata === 'object' ? (metadata as Record<string, unknown>).language : undefined;
  return isLocale(language) ? language : requestLocale(request);
}
