import { HttpError, message } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { normaliseHashtag } from '../posts';

/** What `has:` may ask for: a post's media, poll or event. */
export type HasFilter = 'media' | 'poll' | 'event';

/** A text term: a run of words (all must match) or an exact phrase. */
export interface TextTerm {
  text: string;
  phrase: boolean;
}

/** A search query parsed once (docs/API.md "Search", query language). */
export interface ParsedQuery {
  /** Words and phrases that must all match. */
  terms: TextTerm[];
  /** Words and phrases that must not match. */
  excluded: TextTerm[];
  /** Hashtags (normalised, without `#`) the post must carry. */
  tags: string[];
  /** Usernames (lowercase, without `@`) the post must be by. */
  from: string[];
  /** Clique ids the post must be in. */
  in: string[];
  has: HasFilter[];
  /** Posts created before this instant (the start of the `before:` day, UTC). */
  before: Date | null;
  /** Posts created at or after this instant (the end of the `after:` day, UTC). */
  after: Date | null;
}

const hasValues: readonly string[] = ['media', 'poll', 'event'];
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 400 `invalid_query` naming the operator (and the value it could not read). */
export function invalidQuery(operator: string, value?: string): HttpError {
  if (value === undefined) {
    return new HttpError('invalid_query', message('The query cannot be searched: {operator}', { operator }), [
      { operator },
    ]);
  }
  return new HttpError('invalid_query', message('Invalid value for {operator}: {value}', { operator, value }), [
    { operator, value },
  ]);
}

/** A UTC calendar day `YYYY-MM-DD` as the instant it starts, or null when it is not a real day. */
function dayStart(value: string): Date | null {
  const parts = dayPattern.exec(value);
  if (!parts) return null;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

/** Splits the query into tokens: a quoted phrase (with a leading `-`) is one token, keeping its quotes. */
function tokens(q: string): string[] {
  const out: string[] = [];
  const pattern = /(-?)"([^"]*)("?)|(\S+)/g;
  for (const match of q.matchAll(pattern)) {
    if (match[4] !== undefined) {
      out.push(match[4]);
      continue;
    }
    if (match[3] !== '"') throw invalidQuery('"');
    out.push(`${match[1]}"${match[2]}"`);
  }
  return out;
}

/** Adds an operator's value to the query; false when `name` is not an operator (the token is then words). */
function applyOperator(query: ParsedQuery, name: string, value: string): boolean {
  const bad = () => invalidQuery(name, value);
  switch (name) {
    case 'from': {
      const username = value.replace(/^@/, '').toLowerCase();
      if (!/^[\p{L}\p{N}_.-]{1,50}$/u.test(username)) throw bad();
      query.from.push(username);
      return true;
    }
    case 'in':
      if (!isId(value)) throw bad();
      query.in.push(value.toLowerCase());
      return true;
    case 'has':
      if (!hasValues.includes(value)) throw bad();
      query.has.push(value as HasFilter);
      return true;
    case 'before': {
      const day = dayStart(value);
      if (!day) throw bad();
      query.before = day;
      return true;
    }
    case 'after': {
      const day = dayStart(value);
      if (!day) throw bad();
      query.after = new Date(day.getTime() + 86_400_000);
      return true;
    }
    default:
      return false;
  }
}

/**
 * Parses a search query (trimmed, 1–500 characters: the route's schema checks that). Throws 400
 * `invalid_query` for an operator's malformed value, an unclosed quote, or a query of exclusions
 * alone (it would read everything). Unknown operators (`foo:bar`) are searched as words.
 */
export function parseQuery(q: string): ParsedQuery {
  const query: ParsedQuery = {
    terms: [],
    excluded: [],
    tags: [],
    from: [],
    in: [],
    has: [],
    before: null,
    after: null,
  };
  for (const token of tokens(q)) {
    const negated = token.length > 1 && token.startsWith('-');
    const body = negated ? token.slice(1) : token;
    const phrase = body.length >= 2 && body.startsWith('"') && body.endsWith('"');
    const text = phrase ? body.slice(1, -1).trim() : body;
    if (text === '' || text === '-') continue;
    const term = { text, phrase };
    if (negated) {
      query.excluded.push(term);
      continue;
    }
    if (!phrase) {
      const operator = /^([a-z]+):(.*)$/i.exec(text);
      if (operator && applyOperator(query, operator[1]!.toLowerCase(), operator[2]!)) continue;
      const tag = text.startsWith('#') ? normaliseHashtag(text) : null;
      if (tag) {
        query.tags.push(tag);
        continue;
      }
    }
    query.terms.push(term);
  }
  if (query.excluded.length > 0 && !narrows(query)) throw invalidQuery('-');
  return query;
}

/** Whether the query asks for something positive (a term or an operator), not only exclusions. */
function narrows(query: ParsedQuery): boolean {
  return (
    query.terms.length + query.tags.length + query.from.length + query.in.length + query.has.length > 0 ||
    query.before !== null ||
    query.after !== null
  );
}
