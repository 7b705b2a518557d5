import type { FastifyError } from 'fastify';
import type { Locale } from '@cliques/i18n/locales';
import { message, type Message } from '../http/errors';
import { translate } from './translate';

type Problem = NonNullable<FastifyError['validation']>[number];

/** The top-level message of a request the schema refused, in English as it always was. */
function englishMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'Invalid request';
  if (first.keyword === 'additionalProperties') return `Unknown field: ${String(first.params?.additionalProperty)}`;
  return `${fieldOf(error, first)} ${first.message ?? 'is invalid'}`;
}

function fieldOf(error: FastifyError, first: Problem): string {
  const where = (first.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  return where || (first.params?.missingProperty as string | undefined) || error.validationContext || 'request';
}

/** The validator's first problem as a catalog message (its words are the validator's, so they are said again here). */
function problemMessage(error: FastifyError, first: Problem): Message {
  const field = fieldOf(error, first);
  const params = (first.params ?? {}) as Record<string, unknown>;
  const limit = Number(params.limit);
  switch (first.keyword) {
    case 'additionalProperties':
      return message('Unknown field: {field}', { field: String(params.additionalProperty) });
    case 'required':
      return message('{field} is required', { field });
    case 'maxLength':
      return message('{field} must be at most {max} characters', { field, max: limit });
    case 'minLength':
      return message('{field} must be at least {min} characters', { field, min: limit });
    case 'maximum':
      return message('{field} must be at most {max}', { field, max: limit });
    case 'minimum':
      return message('{field} must be at least {min}', { field, min: limit });
    case 'maxItems':
      return message('{field} must hold at most {max} items', { field, max: limit });
    case 'minItems':
      return message('{field} must hold at least {min} items', { field, min: limit });
    case 'type':
      return message('{field} must be of type {type}', { field, type: String(params.type) });
    default:
      return message('{field} is invalid', { field });
  }
}

/**
 * The top-level message of a schema refusal: English exactly as before; in another language the
 * first problem said in that language (the `details` keep the validator's English words).
 */
export function validationText(locale: Locale, error: FastifyError): string {
  if (locale === 'en') return englishMessage(error);
  const first = error.validation?.[0];
  return translate(locale, first ? problemMessage(error, first) : 'Invalid request');
}
