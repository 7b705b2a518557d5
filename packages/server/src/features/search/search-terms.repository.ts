import type { Queryable } from '../../platform/database/database';
import type { ParsedQuery, TextTerm } from './search-query';

/** Collects an SQL statement's parameters: `add(value)` answers its placeholder. */
export class Params {
  readonly values: unknown[];
  constructor(...first: unknown[]) {
    this.values = [...first];
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** SQL tsquery of one term in every language the documents are stemmed in (migration 271's `search_words`). */
const termQuery = (term: TextTerm, params: Params) => `search_words(${params.add(term.text)}, ${term.phrase})`;

/**
 * SQL tsquery: every term and none of the excluded ones; null when the query has no term (then the
 * exclusions stand alone: `excludedQuery`).
 */
export function textQuery(query: ParsedQuery, params: Params): string | null {
  if (query.terms.length === 0) return null;
  const parts = query.terms.map((term) => termQuery(term, params));
  for (const term of query.excluded) parts.push(`!!${termQuery(term, params)}`);
  return `(${parts.join(' && ')})`;
}

/** SQL tsquery: any of the excluded terms; null without one. */
export function excludedQuery(query: ParsedQuery, params: Params): string | null {
  if (query.excluded.length === 0) return null;
  return `(${query.excluded.map((term) => termQuery(term, params)).join(' || ')})`;
}

/** The words of the terms (phrases as their words), for marking matches outside the database. */
export const termWords = (query: ParsedQuery) =>
  query.terms.flatMap((term) => term.text.split(/[^\p{L}\p{N}_]+/u)).filter(Boolean);

/** Reads a `{r, id}` relevance position (a rank as PostgreSQL printed it). */
export const isRankPosition = (value: unknown): boolean => {
  const { r, id } = (value ?? {}) as Record<string, unknown>;
  return typeof r === 'string' && /^-?\d+(\.\d+)?(e-?\d+)?$/i.test(r) && typeof id === 'string';
};

/**
 * A tsquery made by the database on its own, as text, to go into the search's statement as a value
 * (`$n::tsquery`): the planner then sees the very words and chooses by how common they are (a rare
 * word's few posts from the full-text index, a common word's newest posts from the time index). Made
 * inside the statement, the query was a value unknown when planning, and a rare word was looked for
 * by walking every post newest first.
 */
export async function madeQuery(db: Queryable, sql: string, values: unknown[]): Promise<string> {
  const { rows } = await db.query<{ q: string }>(`SELECT (${sql})::text AS q`, values);
  return rows[0]?.q ?? '';
}
