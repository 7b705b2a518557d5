import { balanceBidi } from '../../platform/input/text';
import { CognitoError, invalidParameter } from './errors';

/** A request body or a nested parameter map, as parsed JSON. */
export type Params = Record<string, unknown>;

/** The object under `key` (AuthParameters, ChallengeResponses); missing or malformed gives {}. */
export function paramsOf(body: Params, key: string): Params {
  const value = body[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Params) : {};
}

/** A required string parameter, bounded; Cognito's "Missing required parameter" otherwise. */
export function requireString(params: Params, key: string, maxLength = 2048): string {
  const value = params[key];
  if (typeof value !== 'string' || value.length === 0) throw invalidParameter(`Missing required parameter ${key}`);
  if (value.length > maxLength)
    throw invalidParameter(
      `Value at '${key}' failed to satisfy constraint: Member must have length less than or equal to ${maxLength}`,
    );
  return value;
}

/** An optional string parameter, bounded. */
export function optionalString(params: Params, key: string, maxLength = 2048): string | undefined {
  return params[key] === undefined || params[key] === null ? undefined : requireString(params, key, maxLength);
}

/**
 * Checks the ClientId of a request against the pool's only client. An unknown one is a
 * ResourceNotFoundException, except where the operation documents another error for it (`unknown`:
 * RevokeToken's is UnauthorizedException).
 */
export function requireClient(
  body: Params,
  clientId: string,
  unknown: (given: string) => CognitoError = (given) =>
    new CognitoError('ResourceNotFoundException', `User pool client ${given} does not exist.`),
): void {
  const given = requireString(body, 'ClientId', 128);
  if (given !== clientId) throw unknown(given);
}

/** `[{Name, Value}]` attributes as a map, unpaired bidi controls removed; anything else is an InvalidParameterException. */
export function attributesOf(body: Params, key: string): Record<string, string> {
  const list = body[key];
  if (list === undefined || list === null) return {};
  if (!Array.isArray(list) || list.length > 50) throw invalidParameter(`${key} must be a list of attributes`);
  const attributes: Record<string, string> = {};
  for (const item of list) {
    const { Name: name, Value: value } = (item ?? {}) as Params;
    if (typeof name !== 'string' || typeof value !== 'string' || name.length > 64 || value.length > 2048) {
      throw invalidParameter(`${key} must be a list of {Name, Value} strings`);
    }
    // Attribute values are shown to other people (name): unpaired bidi controls must not flip the text beside them.
    attributes[name] = balanceBidi(value);
  }
  return attributes;
}
