import { badRequest, englishText, message, type HttpError } from '../http/errors';
import { balanceBidi, textProblem } from './text';

/** A string that cannot be accepted, and where it is (`body.content`, `query.query`, `body.settings["a"]`). */
export interface InputProblem {
  path: string;
  /** What is wrong, to follow the path: `must not contain the NUL character (U+0000)`. */
  reason: string;
}

const keyPath = (path: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;

/** The first string (value or object key) in a parsed input that cannot be accepted, or null. */
export function findTextProblem(value: unknown, path: string): InputProblem | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path, reason: problem } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findTextProblem(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { path, reason: `has a field name that ${keyProblem}` };
      const found = findTextProblem(item, keyPath(path, key));
      if (found) return found;
    }
  }
  return null;
}

/**
 * The first number that is not finite (where validation coerced `limit=1e400` or `"Infinity"`: Ajv
 * coerces such strings to ±Infinity and then skips its minimum and maximum checks for them), or null.
 */
export function findNonFiniteNumber(value: unknown, path: string): InputProblem | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : { path, reason: 'must be a finite number' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNonFiniteNumber(value[i], `${path}[${i}]`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findNonFiniteNumber(item, keyPath(path, key));
      if (found) return found;
    }
  }
  return null;
}

/**
 * Makes user text fit to store: every string trimmed (docs/API.md: strings are trimmed before
 * validation) with unpaired bidi controls removed. Run after `findTextProblem` found nothing; the
 * depth is bounded by the JSON parser, so the recursion is too.
 */
export function normaliseStrings<T>(value: T): T {
  if (typeof value === 'string') return balanceBidi(value).trim() as T;
  if (Array.isArray(value)) return value.map(normaliseStrings) as T;
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normaliseStrings(v)])) as T;
  }
  return value;
}

/** The 400 `validation_failed` for a problem, as every route answers it. */
export function problemError(problem: InputProblem): HttpError {
  const text = message('{path} {reason}', { path: problem.path, reason: problem.reason });
  return badRequest(text, [{ path: problem.path, message: englishText(text) }]);
}
