import type {
  Clique,
  CliqueJoinResponse,
  CliqueMember,
  CliqueResponse,
  CliquesResponse,
  CreateCliqueBody,
  FollowStatus,
  FollowsResponse,
  Friendship,
  FriendshipResponse,
  FriendsResponse,
  MarkNotificationsResponse,
  NotificationsResponse,
  NotificationType,
  PostPage,
  SuggestionsResponse,
  UpdateCliqueBody,
  UserSummary,
} from '@cliques/contracts';
import { call, http } from '../client';

const id = (value: string) => encodeURIComponent(value);

/** POST /cliques: a new clique owned by the caller. */
export function createClique(body: CreateCliqueBody): Promise<Clique> {
  return call(() => http.post('cliques', { json: body }).json<CliqueResponse>()).then((r) => r.clique);
}

/** GET /users/{id}/cliques: the caller's cliques. */
export function listMyCliques(userId: string): Promise<Clique[]> {
  return call(() => http.get(`users/${id(userId)}/cliques`).json<CliquesResponse>()).then((r) => r.cliques);
}

/** GET /cliques/{id}: one clique (members only). */
export function getClique(cliqueId: string): Promise<Clique> {
  return call(() => http.get(`cliques/${id(cliqueId)}`).json<CliqueResponse>()).then((r) => r.clique);
}

/** GET /cliques/{id}/members: the first 100 members as people (chat names its senders with them). */
export function listCliqueMembers(cliqueId: string): Promise<UserSummary[]> {
  return call(() =>
    http.get(`cliques/${id(cliqueId)}/members`, { searchParams: { limit: 100 } }).json<{ members: CliqueMember[] }>(),
  ).then((r) => r.members.map((member) => member.user));
}

/**
 * POST /cliques/{id}/members: approves the person's request or adds a consenting friend
 * (`member`), else invites them (`invited`).
 */
export function addCliqueMember(cliqueId: string, userId: string): Promise<CliqueJoinResponse['status']> {
  return call(() => http.post(`cliques/${id(cliqueId)}/members`, { json: { userId } }).json<CliqueJoinResponse>()).then(
    (r) => r.status,
  );
}

/** DELETE /cliques/{id}/members/{userId}: the owner removes someone, or a member leaves. */
export async function removeCliqueMember(cliqueId: string, userId: string): Promise<void> {
  await call(() => http.delete(`cliques/${id(cliqueId)}/members/${id(userId)}`));
}

/** PUT /cliques/{id} (admins and the owner): any of the settings. */
export function updateClique(cliqueId: string, changes: UpdateCliqueBody): Promise<Clique> {
  return call(() => http.put(`cliques/${id(cliqueId)}`, { json: changes }).json<CliqueResponse>()).then(
    (r) => r.clique,
  );
}

/** DELETE /cliques/{id} (owner) */
export async function deleteClique(cliqueId: string): Promise<void> {
  await call(() => http.delete(`cliques/${id(cliqueId)}`));
}

/** GET /cliques/{id}/posts (members, or anyone of a public clique): pinned first, then newest or most liked; `topic` filters. */
export function listCliquePosts(
  cliqueId: string,
  {
    sort = 'newest',
    nextToken,
    limit = 20,
    topic,
  }: { sort?: 'newest' | 'top'; nextToken?: string | null; limit?: number; topic?: string | null } = {},
): Promise<PostPage> {
  const searchParams: Record<string, string | number> = { limit, sort };
  if (topic) searchParams.topic = topic;
  if (nextToken) searchParams.nextToken = nextToken;
  return call(() => http.get(`cliques/${id(cliqueId)}/posts`, { searchParams }).json<PostPage>());
}

/** POST /friends/request; a request to someone who asked you first accepts theirs. */
export function sendFriendRequest(recipientId: string): Promise<Friendship> {
  return call(() => http.post('friends/request', { json: { recipientId } }).json<FriendshipResponse>()).then(
    (r) => r.friendship,
  );
}

/** POST /friends/accept or /friends/decline (the recipient). */
export function answerFriendRequest(senderId: string, answer: 'accept' | 'decline'): Promise<Friendship> {
  return call(() => http.post(`friends/${answer}`, { json: { senderId } }).json<FriendshipResponse>()).then(
    (r) => r.friendship,
  );
}

/** DELETE /friends/{userId}: unfriend, or withdraw your pending request. */
export async function removeFriend(userId: string): Promise<void> {
  await call(() => http.delete(`friends/${id(userId)}`));
}

/** GET /users/{id}/friends (status accepted). */
export function listFriends(userId: string): Promise<UserSummary[]> {
  return call(() => http.get(`users/${id(userId)}/friends`).json<FriendsResponse>()).then((r) => r.friends ?? []);
}

/** GET /users/{id}/friends?status=pending (yourself): incoming and sent requests. */
export function listFriendRequests(
  userId: string,
): Promise<Required<Pick<FriendsResponse, 'pendingRequests' | 'sentRequests'>>> {
  return call(() =>
    http.get(`users/${id(userId)}/friends`, { searchParams: { status: 'pending' } }).json<FriendsResponse>(),
  ).then((r) => ({
    pendingRequests: r.pendingRequests ?? [],
    sentRequests: r.sentRequests ?? [],
  }));
}

/** GET /users/{id}/suggestions (yourself) */
export function listSuggestions(userId: string, limit = 10): Promise<SuggestionsResponse> {
  return call(() =>
    http.get(`users/${id(userId)}/suggestions`, { searchParams: { limit } }).json<SuggestionsResponse>(),
  );
}

/** POST /follows/{id} */
export function followUser(userId: string): Promise<boolean> {
  return call(() => http.post(`follows/${id(userId)}`, { json: { followedId: userId } }).json<FollowStatus>()).then(
    (r) => r.isFollowing,
  );
}

/** DELETE /follows/{id} */
export function unfollowUser(userId: string): Promise<boolean> {
  return call(() => http.delete(`follows/${id(userId)}`).json<FollowStatus>()).then((r) => r.isFollowing);
}

/** GET /follows/{id}: false on error (docs/PRODUCT.md §8: the follow-status check returns false on error). */
export function isFollowing(userId: string): Promise<boolean> {
  return call(() => http.get(`follows/${id(userId)}`).json<FollowStatus>()).then(
    (r) => r.isFollowing,
    () => false,
  );
}

/** GET /users/{id}/follows: both lists, or one paged from `nextToken` (null: the first page). */
export function listFollows(
  userId: string,
  type: 'both' | 'followers' | 'following' = 'both',
  nextToken: string | null = null,
): Promise<FollowsResponse> {
  const searchParams = nextToken ? { type, nextToken } : { type };
  return call(() => http.get(`users/${id(userId)}/follows`, { searchParams }).json<FollowsResponse>());
}

export interface NotificationsRequest {
  limit?: number;
  nextToken?: string | null;
  unreadOnly?: boolean;
  type?: NotificationType;
  /** Likes, shares, quotes and follows of one target as one item with `count` and `actors`. */
  grouped?: boolean;
}

/** GET /notifications with paging and filters. */
export function listNotifications({
  limit = 20,
  nextToken,
  unreadOnly = false,
  type,
  grouped,
}: NotificationsRequest = {}): Promise<NotificationsResponse> {
  const searchParams: Record<string, string | number | boolean> = { limit, unreadOnly };
  if (grouped) searchParams.grouped = true;
  if (nextToken) searchParams.nextToken = nextToken;
  if (type) searchParams.type = type;
  return call(() => http.get('notifications', { searchParams }).json<NotificationsResponse>());
}

/** PUT /notifications: marks the given ids, or all, read. */
export function markNotificationsRead(notificationIds: string[] | 'all'): Promise<MarkNotificationsResponse> {
  const json = { notificationIds: notificationIds === 'all' ? ['all'] : notificationIds };
  return call(() => http.put('notifications', { json }).json<MarkNotificationsResponse>());
}
