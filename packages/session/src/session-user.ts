import type { AuthUser, FetchUserAttributesOutput } from 'aws-amplify/auth';
import type { StoredTokens } from './stored-tokens';
import type { SessionUser } from './types';

/** What the identity library knows about the signed-in user. */
export interface IdentitySnapshot {
  current: AuthUser;
  attributes: FetchUserAttributesOutput;
  accessToken: string;
  /** What the visitor typed as 'Email or Username', when this snapshot follows a sign-in. */
  typedUsername?: string;
}

const nonEmpty = (value: string | undefined): string | undefined => (value && value.trim() ? value : undefined);

/**
 * The docs/PRODUCT.md §3 user with its fallbacks: email from the email attribute or the sign-in login id when
 * it is an email, else the typed username; username = preferred_username, else the auth username;
 * displayName = name, else the username.
 */
export function toSessionUser({ current, attributes, accessToken, typedUsername }: IdentitySnapshot): SessionUser {
  const loginId = nonEmpty(current.signInDetails?.loginId);
  const loginEmail = loginId?.includes('@') ? loginId : undefined;
  const username = nonEmpty(attributes.preferred_username) ?? current.username;
  return {
    userId: current.userId,
    email: nonEmpty(attributes.email) ?? loginEmail ?? typedUsername ?? loginId ?? username,
    username,
    displayName: nonEmpty(attributes.name) ?? username,
    accessToken,
  };
}

/** The string claims of a token (email, name, preferred_username…), as user attributes. */
export function stringClaims(payload: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The user valid stored tokens name, built as the identity library would: its getCurrentUser takes
 * the username (`cognito:username`) and userId (`sub`) from the same ID token and the login id from
 * the stored sign-in details; the attributes are the ID token's claims, as when starting offline.
 */
export function storedSessionUser({ idClaims, accessToken, loginId }: StoredTokens): SessionUser {
  return toSessionUser({
    current: {
      username: String(idClaims['cognito:username']),
      userId: String(idClaims.sub),
      ...(loginId ? { signInDetails: { loginId } } : {}),
    },
    attributes: stringClaims(idClaims),
    accessToken,
  });
}

/** Whether two users would render the same. */
export function sameUser(a: SessionUser | null, b: SessionUser): boolean {
  return a !== null && (Object.keys(b) as (keyof SessionUser)[]).every((key) => a[key] === b[key]);
}
