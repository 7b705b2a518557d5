import type { TestUser } from './test-app';
import type { Seeded } from './seed';
import { eventRows } from './authz-rows-events';
import { historyRows } from './authz-rows-history';
import { pollRows } from './authz-rows-polls';

/** The seeded world plus what only the matrix needs. */
export interface MatrixWorld extends Seeded {
  /** A comment of mine on my own post (only its author or the post's author may delete it). */
  myOwnComment: string;
  /** A comment on my clique's post. */
  cliqueCommentId: string;
  /** A file of mine in no post (only I may read it). */
  myPrivateFileKey: string;
  /** A file on my clique's post (members only). */
  cliqueFileKey: string;
  /** A post in my clique with that file, #fuzz and a mention of the stranger, who must never see it. */
  secretPostId: string;
  /** Someone with no tie to me, whom my block and mute calls name (blocking the stranger would change the other rows). */
  bystander: TestUser;
}

/** One request of the matrix. */
export interface Probe {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Who sends it: the stranger (not my friend, not in my clique) unless it says my friend (a member of my clique who owns nothing of it). */
  as?: 'stranger' | 'friend';
  /** The statuses that pass; 403 or 404 unless given. */
  expect?: number[];
  /** For calls that answer lists: a 2xx passes only if the answer leaves my resource out. */
  hides?: (body: Record<string, unknown>) => boolean;
}

/** How an operation is protected, and the requests that try to get past it. */
export interface Row {
  /**
   * public: no token needed (listed on purpose); user: a signed-in person; moderator: moderators and
   * admins; admin: ADMIN_USERS (and DEPLOY_TOKEN for the deploy API).
   */
  access: 'public' | 'user' | 'moderator' | 'admin';
  /** A request a signed-in owner would make; sent with no, malformed, expired and revoked tokens. */
  call: (w: MatrixWorld) => Probe;
  /** Another user's resource; a string says why the case does not apply. */
  other: ((w: MatrixWorld) => Probe) | string;
  /** A clique resource, asked by someone outside the clique; a string says why the case does not apply. */
  nonMember: ((w: MatrixWorld) => Probe) | string;
}

const self = 'acts only on the caller (from the token)';
const open = 'open to every signed-in person by design (docs/API.md)';
const noClique = 'takes no clique';
const pushSubscription = {
  endpoint: 'https://push.example.com/send/matrix',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};
const idsOf = (list: unknown) => (Array.isArray(list) ? list.map((p) => (p as { postId?: string }).postId) : []);
const cliqueIdsOf = (list: unknown) =>
  Array.isArray(list) ? list.map((c) => (c as { cliqueId?: string }).cliqueId) : [];
const inviteCode = 'an invite link is a capability: whoever holds its code sees and uses it (docs/API.md)';

/** A read of my clique for its moderators: my member friend gets 403, the stranger 404. */
const cliqueStaffRead = (key: string): Record<string, Row> => ({
  [key]: {
    access: 'user',
    call: (w) => ({ params: { id: w.myCliqueId } }),
    other: (w) => ({ as: 'friend', params: { id: w.myCliqueId }, expect: [403] }),
    nonMember: (w) => ({ params: { id: w.myCliqueId }, expect: [404] }),
  },
});

/** A change in my clique for its moderators or admins, naming someone in the path: my member friend gets 403, the stranger 404. */
const cliqueStaffWrite = (
  key: string,
  path: (w: MatrixWorld) => Record<string, string>,
  body?: unknown,
): Record<string, Row> => ({
  [key]: {
    access: 'user',
    call: (w) => ({ params: { id: w.myCliqueId, ...path(w) }, body }),
    other: (w) => ({
      as: 'friend',
      params: { id: w.myCliqueId, ...path(w), userId: w.me.userId },
      body,
      expect: [403],
    }),
    nonMember: (w) => ({ params: { id: w.myCliqueId, ...path(w) }, body, expect: [404] }),
  },
});

/** Every operation of /api/openapi.json: a new route without a row here fails authz-matrix.test.ts. */
export const matrix: Record<string, Row> = {
  'GET /config.json': {
    access: 'public',
    call: () => ({}),
    other: 'public: the live map, canaries by a token that grants nothing',
    nonMember: noClique,
  },
  'GET /api/health': {
    access: 'public',
    call: () => ({}),
    other: 'public: database reachability only',
    nonMember: noClique,
  },
  'GET /api/ready': {
    access: 'public',
    call: () => ({}),
    other: 'public: whether this instance takes traffic, and the names of its failed checks',
    nonMember: noClique,
  },
  'POST /api/contact': {
    access: 'public',
    call: () => ({ body: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' } }),
    other: 'public form',
    nonMember: noClique,
  },

  'POST /api/users/sync': { access: 'user', call: () => ({}), other: self, nonMember: noClique },
  'GET /api/users/search': {
    access: 'user',
    call: () => ({ query: { query: 'fuzz' } }),
    other: open,
    nonMember: noClique,
  },
  'GET /api/users/popular': {
    access: 'user',
    call: () => ({ query: { limit: '5' } }),
    other: self,
    nonMember: noClique,
  },
  'GET /api/users/{id}': {
    access: 'user',
    call: (w) => ({ params: { id: w.me.userId } }),
    other: (w) => ({
      params: { id: w.me.userId },
      hides: (b) => !('email' in (b.user as object)) && !('settings' in (b.user as object)),
    }),
    nonMember: noClique,
  },
  'PUT /api/users/{id}': {
    access: 'user',
    call: (w) => ({ params: { id: w.me.userId }, body: { bio: 'x' } }),
    other: (w) => ({ params: { id: w.me.userId }, body: { bio: 'pwned' } }),
    nonMember: noClique,
  },
  'PUT /api/users/{id}/settings': {
    access: 'user',
    call: (w) => ({ params: { id: w.me.userId }, body: { settings: {} } }),
    other: (w) => ({ params: { id: w.me.userId }, body: { settings: { a: 1 } } }),
    nonMember: noClique,
  },

  'GET /api/messages/conversations': { access: 'user', call: () => ({}), other: self, nonMember: self },
  'GET /api/messages/conversation': {
    access: 'user',
    call: (w) => ({ query: { cliqueId: w.myCliqueId } }),
    other: 'a direct conversation with anyone may be opened',
    nonMember: (w) => ({ query: { cliqueId: w.myCliqueId }, expect: [404] }),
  },
  'GET /api/messages/search': {
    access: 'user',
    call: (w) => ({ query: { cliqueId: w.myCliqueId, q: 'fuzz' } }),
    other: 'searches only conversations the caller takes part in',
    nonMember: (w) => ({ query: { cliqueId: w.myCliqueId, q: 'fuzz' }, expect: [404] }),
  },
  'GET /api/messages/unread-count': { access: 'user', call: () => ({}), other: self, nonMember: self },
  'POST /api/messages/mark-read': {
    access: 'user',
    call: (w) => ({ body: { cliqueId: w.myCliqueId } }),
    other: 'marks only the caller’s own read state',
    nonMember: (w) => ({ body: { cliqueId: w.myCliqueId }, expect: [404] }),
  },
  'POST /api/realtime/ticket': { access: 'user', call: () => ({}), other: self, nonMember: noClique },

  'POST /api/cliques': {
    access: 'user',
    call: () => ({ body: { name: 'n', description: '' } }),
    other: self,
    nonMember: noClique,
  },
  'GET /api/users/{id}/cliques': {
    access: 'user',
    call: (w) => ({ params: { id: w.me.userId } }),
    other: (w) => ({ params: { id: w.me.userId }, expect: [404] }),
    nonMember: 'lists the caller’s own cliques',
  },
  'GET /api/cliques/{id}': {
    access: 'user',
    call: (w) => ({ params: { id: w.myCliqueId } }),
    other: 'see nonMember',
    nonMember: (w) => ({ params: { id: w.myCliqueId }, expect: [404] }),
  },
  'PUT /api/cliques/{id}': {
    access: 'user',
    call: (w) => ({ params: { id: w.myCliqueId }, body: { name: 'x' } }),
    other: (w) => ({ as: 'friend', params: { id: w.myCliqueId }, body: { name: 'pwned' }, expect: [403] }),
    nonMember: (w) => ({ params: { id: w.myCliqueId }, body: { name: 'pwned' }, expect: [404] }),
  },
  'DELETE /api/cliques/{id}': {
    access: 'user',
    call: (w) => ({ params: { id: w.myCliqueId } }),
    other: (w) => ({ as: 'friend', params: { id: w.myCliqueId }, expect: [403] }),
    nonMember: (w) => ({ params: { id: w.myCliqueId }, expect: [404] }),
  },
  'GET /api/cliques/{id}/members': {
    access: 'user',
    call: (w) => ({ params: { id: w.myCliqueId } }),
    other: 'see nonMember',
    nonMember: (w) => ({ params: { id: w.myCliqueId }, expect: [404] }),
  },
  'POST /api/cliques/{id}/members': {
    access: 'user',
    call: (w) => ({ params: { id: w.myCliqueId }, body: { userId: w.stranger.userId } }),
    other: (w) => ({ as: 'friend', params: { id: w.myCliqueId }, body: { userId: w.stranger.userId }, expect: [403] }),
    nonMember: (w) => ({ params: { id: w.myCliqueId }, body: { userId: w.stranger.userId }, expect: [404] }),
  },
  'GET /api/cliques/directory': {
    access: 'user',
    call: () => ({}),
    other: open,
    nonMember: (w) => ({ hides: (b) => !cliqueIdsOf(b.cliques).includes(w.myCliqueId) }),
  },
  'POST /api/cliques/{id}/join': {
    access: 'user',
    call: (w) => ({ params: { id: w.myCliqueId }, body: {} }),
    other: 'see nonMember',
    nonMember: (w) => ({ params: { id: w.myCliqueId }, body: {}, expect: [404] }),
  },
  'DELETE /api/cliques/{id}/join': {
    access: 'user',
    call: (w) => ({ params: { id: w.myCliqueId } }),
    other: 'withdraws only the caller’s own request',
    nonMember: (w) => ({ params: { id: w.myCliqueId }, expect: [404] }),
  },
  ...cliqueStaffRead('GET /api/cliques/{id}/requests'),
  ...cliqueStaffRead('GET /api/cliques/{id}/bans'),
  ...cliqueStaffRead('GET /api/cliques/{id}/audit'),
  ...cliqueStaffRead('GET /api/cliques/{id}/invites'),
  ...cliqueStaffRead('GET /api/cliques/{id}/reports'),
  // The seeded report is about a person, not of my clique: its owner gets 404, never 401 or 403.
  'POST /api/cliques/{id}/reports/{reportId}/actions': {
    access: 'user',
    call: (w) => ({ params: { id: w.myCliqueId, reportId: w.reportId }, body: { action: 'dismiss' } }),
    other: (w) => ({
      as: 'friend',
      params: { id: w.myCliqueId, reportId: w.reportId },
      body: { action: 'dismiss' },
      expect: [403],
    }),
    nonMember: (w) => ({
      params: { id: w.myCliqueId, reportId: w.reportId },
      body: { action: 'dismiss' },
      expect: [404],
    }),
  },
  'GET /api/cliques/requests/count': {
    access: 'user',
    call: () => ({}),
    other: self,
    nonMember: 'counts the requests of the cliques the caller moderates, none other',
  },
  ...cliqueStaffWrite('POST /api/cliques/{id}/requests/{userId}/approve', (w) => ({ userId: w.stranger.userId })),
  ...cliqueStaffWrite('POST /api/cliques/{id}/requests/{userId}/decline', (w) => ({ userId: w.stranger.userId })),
  ...cliqueStaffWrite('PUT /api/cliques/{id}/members/{userId}', (w) => ({ userId: w.friend.userId }), {
    role: 'moderator',
  }),
  ...cliqueStaffWrite('DELETE /api/cliques/{id}/bans/{userId}', (w) => ({ userId: w.bystander.userId })),
  ...cliqueStaffWrite('DELETE /api/cliques/{id}/mutes/{userId}', (w) => ({ userId: w.friend.userId })),
  ...cliqueStaffWrite('POST /api/cliques/{id}/pins/{postId}', (w) => ({ postId: w.myCliquePostId })),
  ...cliqueStaffWrite('DELETE /api/cliques/{id}/pins/{postId}', (w) => ({ postId: w.myCliquePostId })),
  ...cliqueStaffRead('GET /api/cliques/{id}/pending'),
  ...cliqueStaffWrite('POST /api/cliques/{id}/pending/{postId}/approve', (w) => ({ postId: w.myCliquePostId })),
  ...cliqueStaffWrite('POST /api/cliques/{id}/pending/{postId}/decline', (w) => ({ postId: w.myCliquePostId })),
  ...cliqueStaffWrite('DELETE /api/cliques/{id}/invites/{inviteId}', () => ({
    inviteId: '00000000-0000-4000-8000-000000000000',
  })),
  'POST /api/cliques/{id}/transfer': {
    access: 'user',
    call: (w) => ({ params: { id: w.myCliqueId }, body: { userId: w.friend.userId } }),
    other: (w) => ({ as: 'friend', params: { id: w.myCliqueId }, body: { userId: w.friend.userId }, expect: [403] }),
    nonMember: (w) => ({ params: { id: w.myCliqueId }, body: { userId: w.stranger.userId }, expect: [404] }),
  },
  'POST /api/cliques/{id}/bans': {
    access: 'user',
    call: (w) => ({ params: { id: w.myCliqueId }, body: { userId: w.bystander.userId, hours: 1 } }),
    other: (w) => ({ as: 'friend', params: { id: w.myCliqueId }, body: { userId: w.me.userId }, expect: [403] }),
    nonMember: (w) => ({ params: { id: w.myCliqueId }, body: { userId: w.bystander.userId }, expect: [404] }),
  },
  'POST /api/cliques/{id}/mutes': {
    access: 'user',
    call: (w) => ({ params: { id: w.myCliqueId }, body: { userId: w.friend.userId, hours: 1 } }),
    other: (w) => ({
      as: 'friend',
      params: { id: w.myCliqueId },
      body: { userId: w.me.userId, hours: 1 },
      expect: [403],
    }),
    nonMember: (w) => ({ params: { id: w.myCliqueId }, body: { userId: w.friend.userId, hours: 1 }, expect: [404] }),
  },
  'POST /api/cliques/{id}/invites': {
    access: 'user',
    call: (w) => ({ params: { id: w.myCliqueId }, body: { maxUses: 1 } }),
    other: (w) => ({ as: 'friend', params: { id: w.myCliqueId }, body: {}, expect: [403] }),
    nonMember: (w) => ({ params: { id: w.myCliqueId }, body: {}, expect: [404] }),
  },
  'GET /api/cliques/invites/{code}': {
    access: 'user',
    call: () => ({ params: { code: 'no-such-code' }, expect: [404] }),
    other: inviteCode,
    nonMember: inviteCode,
  },
  'POST /api/cliques/join-by-invite': {
    access: 'user',
    call: () => ({ body: { code: 'no-such-code' } }),
    other: inviteCode,
    nonMember: inviteCode,
  },
  'POST /api/cliques/{id}/invitations': {
    access: 'user',
    call: (w) => ({ params: { id: w.myCliqueId }, body: { userId: w.bystander.userId } }),
    other: (w) => ({ as: 'friend', params: { id: w.myCliqueId }, body: { userId: w.stranger.userId }, expect: [403] }),
    nonMember: (w) => ({ params: { id: w.myCliqueId }, body: { userId: w.bystander.userId }, expect: [404] }),
  },
  'GET /api/cliques/invitations': {
    access: 'user',
    call: () => ({}),
    other: self,
    nonMember: 'lists the caller’s own invitations',
  },
  'POST /api/cliques/{id}/invitations/accept': {
    access: 'user',
    call: (w) => ({ params: { id: w.myCliqueId } }),
    other: 'answers only the caller’s own invitation',
    nonMember: (w) => ({ params: { id: w.myCliqueId }, expect: [404] }),
  },
  'POST /api/cliques/{id}/invitations/decline': {
    access: 'user',
    call: (w) => ({ params: { id: w.myCliqueId } }),
    other: 'answers only the caller’s own invitation',
    nonMember: (w) => ({ params: { id: w.myCliqueId }, expect: [404] }),
  },
  'DELETE /api/cliques/{id}/members/{userId}': {
    access: 'user',
    call: (w) => ({ params: { id: w.myCliqueId, userId: w.friend.userId } }),
    other: (w) => ({ as: 'friend', params: { id: w.myCliqueId, userId: w.me.userId }, expect: [403, 409] }),
    nonMember: (w) => ({ params: { id: w.myCliqueId, userId: w.friend.userId }, expect: [404] }),
  },

  'POST /api/friends/request': {
    access: 'user',
    call: (w) => ({ body: { recipientId: w.stranger.userId } }),
    other: 'anyone may ask anyone',
    nonMember: noClique,
  },
  'POST /api/friends/accept': {
    access: 'user',
    call: (w) => ({ body: { senderId: w.stranger.userId } }),
    other: (w) => ({ as: 'friend', body: { senderId: w.stranger.userId }, expect: [404] }),
    nonMember: noClique,
  },
  'POST /api/friends/decline': {
    access: 'user',
    call: (w) => ({ body: { senderId: w.stranger.userId } }),
    other: (w) => ({ as: 'friend', body: { senderId: w.stranger.userId }, expect: [404] }),
    nonMember: noClique,
  },
  'DELETE /api/friends/{userId}': {
    access: 'user',
    call: (w) => ({ params: { userId: w.friend.userId } }),
    other: 'ends only the caller’s own relation',
    nonMember: noClique,
  },
  'GET /api/users/{id}/friends': {
    access: 'user',
    call: (w) => ({ params: { id: w.me.userId } }),
    other: (w) => ({ params: { id: w.me.userId }, query: { status: 'pending' }, expect: [404] }),
    nonMember: noClique,
  },
  'GET /api/users/{id}/suggestions': {
    access: 'user',
    call: (w) => ({ params: { id: w.me.userId } }),
    other: (w) => ({ params: { id: w.me.userId }, expect: [404] }),
    nonMember: noClique,
  },
  'POST /api/follows/{id}': {
    access: 'user',
    call: (w) => ({ params: { id: w.stranger.userId }, body: {} }),
    other: 'anyone may follow anyone',
    nonMember: noClique,
  },
  'DELETE /api/follows/{id}': {
    access: 'user',
    call: (w) => ({ params: { id: w.friend.userId } }),
    other: 'ends only the caller’s own follow',
    nonMember: noClique,
  },
  'GET /api/follows/{id}': {
    access: 'user',
    call: (w) => ({ params: { id: w.friend.userId } }),
    other: 'asks about the caller’s own follow',
    nonMember: noClique,
  },
  'GET /api/users/{id}/follows': {
    access: 'user',
    call: (w) => ({ params: { id: w.me.userId } }),
    other: open,
    nonMember: noClique,
  },

  'POST /api/users/{id}/block': {
    access: 'user',
    call: (w) => ({ params: { id: w.bystander.userId } }),
    other: 'changes only the caller’s own blocks',
    nonMember: noClique,
  },
  'DELETE /api/users/{id}/block': {
    access: 'user',
    call: (w) => ({ params: { id: w.bystander.userId } }),
    other: 'lifts only the caller’s own block',
    nonMember: noClique,
  },
  'GET /api/blocks': { access: 'user', call: () => ({}), other: self, nonMember: noClique },
  'POST /api/users/{id}/mute': {
    access: 'user',
    call: (w) => ({ params: { id: w.bystander.userId } }),
    other: 'changes only the caller’s own mutes',
    nonMember: noClique,
  },
  'DELETE /api/users/{id}/mute': {
    access: 'user',
    call: (w) => ({ params: { id: w.bystander.userId } }),
    other: 'lifts only the caller’s own mute',
    nonMember: noClique,
  },
  'GET /api/mutes': { access: 'user', call: () => ({}), other: self, nonMember: noClique },

  'GET /api/notifications': { access: 'user', call: () => ({}), other: self, nonMember: noClique },
  'PUT /api/notifications': {
    access: 'user',
    call: (w) => ({ body: { notificationIds: [w.myNotificationId] } }),
    other: (w) => ({ body: { notificationIds: [w.myNotificationId] }, expect: [404] }),
    nonMember: noClique,
  },

  'GET /api/push/key': { access: 'user', call: () => ({}), other: 'the server’s one public key', nonMember: noClique },
  'POST /api/push/subscriptions': {
    access: 'user',
    call: () => ({ body: pushSubscription }),
    other: 'stores a subscription for the caller (an endpoint is one browser: it moves to whoever subscribes from it)',
    nonMember: noClique,
  },
  'DELETE /api/push/subscriptions': {
    access: 'user',
    call: () => ({ body: { endpoint: pushSubscription.endpoint } }),
    other: () => ({ body: { endpoint: pushSubscription.endpoint }, expect: [404] }),
    nonMember: noClique,
  },

  'POST /api/posts': {
    access: 'user',
    call: () => ({ body: { content: 'x' } }),
    other: self,
    nonMember: (w) => ({ body: { content: 'x', cliqueId: w.myCliqueId }, expect: [404] }),
  },
  'GET /api/posts/{id}': {
    access: 'user',
    call: (w) => ({ params: { id: w.myPostId } }),
    other: open,
    nonMember: (w) => ({ params: { id: w.myCliquePostId }, expect: [404] }),
  },
  'PUT /api/posts/{id}': {
    access: 'user',
    call: (w) => ({ params: { id: w.myPostId }, body: { content: 'x' } }),
    other: (w) => ({ params: { id: w.myPostId }, body: { content: 'pwned' }, expect: [403] }),
    nonMember: (w) => ({ params: { id: w.myCliquePostId }, body: { content: 'pwned' }, expect: [404] }),
  },
  'DELETE /api/posts/{id}': {
    access: 'user',
    call: (w) => ({ params: { id: w.myPostId } }),
    other: (w) => ({ params: { id: w.myPostId }, expect: [403] }),
    nonMember: (w) => ({ params: { id: w.myCliquePostId }, expect: [404] }),
  },
  'GET /api/users/{id}/feed': {
    access: 'user',
    call: (w) => ({ params: { id: w.me.userId } }),
    other: (w) => ({ params: { id: w.me.userId }, query: { type: 'all' }, expect: [403] }),
    nonMember: (w) => ({
      params: { id: w.me.userId },
      query: { type: 'own' },
      hides: (b) => !idsOf(b.posts).includes(w.secretPostId),
    }),
  },
  'GET /api/users/{id}/mentions': {
    access: 'user',
    call: (w) => ({ params: { id: w.me.userId } }),
    other: open,
    nonMember: (w) => ({ params: { id: w.stranger.userId }, hides: (b) => !idsOf(b.posts).includes(w.secretPostId) }),
  },
  'GET /api/cliques/{id}/posts': {
    access: 'user',
    call: (w) => ({ params: { id: w.myCliqueId } }),
    other: 'see nonMember',
    nonMember: (w) => ({ params: { id: w.myCliqueId }, expect: [404] }),
  },
  'POST /api/posts/{id}/like': {
    access: 'user',
    call: (w) => ({ params: { id: w.myPostId } }),
    other: 'liking others’ posts is the point',
    nonMember: (w) => ({ params: { id: w.myCliquePostId }, expect: [404] }),
  },
  'DELETE /api/posts/{id}/like': {
    access: 'user',
    call: (w) => ({ params: { id: w.myPostId } }),
    other: 'removes only the caller’s like',
    nonMember: (w) => ({ params: { id: w.myCliquePostId }, expect: [404] }),
  },
  'POST /api/posts/{id}/share': {
    access: 'user',
    call: (w) => ({ params: { id: w.myPostId }, body: {} }),
    other: 'sharing others’ posts is the point',
    nonMember: (w) => ({ params: { id: w.myCliquePostId }, body: {}, expect: [404] }),
  },
  'DELETE /api/posts/{id}/share': {
    access: 'user',
    call: (w) => ({ params: { id: w.myPostId } }),
    other: 'removes only the caller’s share',
    nonMember: (w) => ({ params: { id: w.myCliquePostId }, expect: [404] }),
  },
  'PUT /api/posts/{id}/bookmark': {
    access: 'user',
    call: (w) => ({ params: { id: w.myPostId } }),
    other: 'bookmarking others’ posts is the point; a bookmark is seen by the caller alone',
    nonMember: (w) => ({ params: { id: w.myCliquePostId }, expect: [404] }),
  },
  'DELETE /api/posts/{id}/bookmark': {
    access: 'user',
    call: (w) => ({ params: { id: w.myPostId } }),
    other: 'removes only the caller’s bookmark',
    nonMember: (w) => ({ params: { id: w.myCliquePostId }, expect: [404] }),
  },
  'GET /api/posts/{id}/quotes': {
    access: 'user',
    call: (w) => ({ params: { id: w.myPostId } }),
    other: open,
    nonMember: (w) => ({ params: { id: w.myCliquePostId }, expect: [404] }),
  },
  'DELETE /api/posts/{quotedId}/quotes/{quotingId}': {
    access: 'user',
    call: (w) => ({ params: { quotedId: w.myPostId, quotingId: w.myCliquePostId }, expect: [404] }),
    other: (w) => ({ params: { quotedId: w.myPostId, quotingId: w.myCliquePostId }, expect: [403] }),
    nonMember: (w) => ({ params: { quotedId: w.myCliquePostId, quotingId: w.myPostId }, expect: [404] }),
  },
  'GET /api/bookmarks': {
    access: 'user',
    call: () => ({}),
    other: self,
    nonMember: (w) => ({ hides: (b) => !idsOf(b.posts).includes(w.secretPostId) }),
  },
  'GET /api/search': {
    access: 'user',
    call: () => ({ query: { q: 'fuzz' } }),
    other: 'finds only what the caller may see, by the feed’s rule (docs/API.md "Search")',
    nonMember: (w) => ({
      query: { q: '#fuzz', type: 'posts' },
      hides: (b) => !idsOf((b.items as { post: unknown }[]).map((i) => i.post)).includes(w.secretPostId),
    }),
  },
  'GET /api/posts/{id}/comments': {
    access: 'user',
    call: (w) => ({ params: { id: w.myPostId } }),
    other: open,
    nonMember: (w) => ({ params: { id: w.myCliquePostId }, expect: [404] }),
  },
  'POST /api/posts/{id}/comments': {
    access: 'user',
    call: (w) => ({ params: { id: w.myPostId }, body: { content: 'x' } }),
    other: open,
    nonMember: (w) => ({ params: { id: w.myCliquePostId }, body: { content: 'x' }, expect: [404] }),
  },
  'DELETE /api/posts/{id}/comments/{commentId}': {
    access: 'user',
    call: (w) => ({ params: { id: w.myPostId, commentId: w.myOwnComment } }),
    other: (w) => ({ params: { id: w.myPostId, commentId: w.myOwnComment }, expect: [403] }),
    nonMember: (w) => ({ params: { id: w.myCliquePostId, commentId: w.cliqueCommentId }, expect: [404] }),
  },
  'POST /api/posts/{id}/comments/{commentId}/like': {
    access: 'user',
    call: (w) => ({ params: { id: w.myPostId, commentId: w.myOwnComment } }),
    other: 'liking others’ comments is the point',
    nonMember: (w) => ({ params: { id: w.myCliquePostId, commentId: w.cliqueCommentId }, expect: [404] }),
  },
  'DELETE /api/posts/{id}/comments/{commentId}/like': {
    access: 'user',
    call: (w) => ({ params: { id: w.myPostId, commentId: w.myOwnComment } }),
    other: 'removes only the caller’s like',
    nonMember: (w) => ({ params: { id: w.myCliquePostId, commentId: w.cliqueCommentId }, expect: [404] }),
  },

  'GET /api/hashtags/search': {
    access: 'user',
    call: () => ({ query: { hashtag: 'fuzz' } }),
    other: open,
    nonMember: (w) => ({ query: { hashtag: 'fuzz' }, hides: (b) => !idsOf(b.posts).includes(w.secretPostId) }),
  },
  'GET /api/hashtags/trending': {
    access: 'user',
    call: () => ({}),
    other: open,
    nonMember: 'counts only posts the caller may see (hashtags.test.ts)',
  },

  'POST /api/media/upload': {
    access: 'user',
    call: () => ({ body: { fileName: 'a.png', fileType: 'image/png', fileSize: 10, isProfilePicture: false } }),
    other: self,
    nonMember: noClique,
  },
  'POST /api/media/delete': {
    access: 'user',
    call: (w) => ({ body: { fileUrl: `/media/files/${w.myPrivateFileKey}` } }),
    other: (w) => ({ body: { fileUrl: `/media/files/${w.myPrivateFileKey}` }, expect: [403] }),
    nonMember: (w) => ({ body: { fileUrl: `/media/files/${w.cliqueFileKey}` }, expect: [403] }),
  },
  'GET /api/signed-url': {
    access: 'user',
    call: (w) => ({ query: { key: w.myPrivateFileKey } }),
    other: (w) => ({ query: { key: w.myPrivateFileKey }, expect: [404] }),
    nonMember: (w) => ({ query: { key: w.cliqueFileKey }, expect: [404] }),
  },
  'POST /api/signed-url': {
    access: 'user',
    call: (w) => ({ body: { keys: [w.myPrivateFileKey] } }),
    other: (w) => ({
      body: { keys: [w.myPrivateFileKey] },
      hides: (b) => Array.isArray(b.results) && b.results.length === 0,
    }),
    nonMember: (w) => ({
      body: { keys: [w.cliqueFileKey] },
      hides: (b) => Array.isArray(b.results) && b.results.length === 0,
    }),
  },

  'GET /api/account/export': {
    access: 'user',
    call: () => ({}),
    other: (w) => ({
      query: { user: w.me.userId, expires: String(Math.floor(Date.now() / 1000) + 600), sig: 'forged-signature' },
      expect: [403],
    }),
    nonMember: noClique,
  },
  'POST /api/account/export-link': { access: 'user', call: () => ({}), other: self, nonMember: noClique },
  'DELETE /api/account': { access: 'user', call: () => ({}), other: self, nonMember: noClique },

  'POST /api/reports': {
    access: 'user',
    call: (w) => ({ body: { targetType: 'post', targetId: w.strangerPostId, reason: 'spam' } }),
    other: 'reporting what others made is the point; your own things are 404 (moderation/reports.test.ts)',
    nonMember: (w) => ({ body: { targetType: 'post', targetId: w.myCliquePostId, reason: 'spam' }, expect: [404] }),
  },
  'GET /api/moderation/reports': {
    access: 'moderator',
    call: () => ({ query: { status: 'open' } }),
    other: () => ({ query: { status: 'open' }, expect: [403] }),
    nonMember: noClique,
  },
  'POST /api/moderation/reports/{id}/actions': {
    access: 'moderator',
    call: (w) => ({ params: { id: w.reportId }, body: { action: 'dismiss' } }),
    other: (w) => ({ params: { id: w.reportId }, body: { action: 'dismiss' }, expect: [403] }),
    nonMember: noClique,
  },
  'GET /api/moderation/audit': {
    access: 'moderator',
    call: () => ({}),
    other: () => ({ expect: [403] }),
    nonMember: noClique,
  },
  'PUT /api/admin/users/{id}/role': {
    access: 'admin',
    call: (w) => ({ params: { id: w.friend.userId }, body: { role: 'moderator' } }),
    other: (w) => ({ params: { id: w.stranger.userId }, body: { role: 'moderator' }, expect: [403] }),
    nonMember: noClique,
  },

  'PUT /api/admin/releases/{name}/{version}': {
    access: 'admin',
    call: () => ({ params: { name: 'mfe_feed', version: '9.9.9' } }),
    other: () => ({ params: { name: 'mfe_feed', version: '9.9.9' }, expect: [403] }),
    nonMember: noClique,
  },
  'GET /api/admin/releases/{name}': {
    access: 'admin',
    call: () => ({ params: { name: 'mfe_feed' } }),
    other: () => ({ params: { name: 'mfe_feed' }, expect: [403] }),
    nonMember: noClique,
  },
  'GET /api/admin/remotes': {
    access: 'admin',
    call: () => ({}),
    other: () => ({ expect: [403] }),
    nonMember: noClique,
  },
  'PUT /api/admin/remotes/{name}': {
    access: 'admin',
    call: () => ({ params: { name: 'mfe_feed' }, body: { version: '1.0.0' } }),
    other: () => ({ params: { name: 'mfe_feed' }, body: { version: '1.0.0' }, expect: [403] }),
    nonMember: noClique,
  },
  'POST /api/admin/remotes/{name}/rollback': {
    access: 'admin',
    call: () => ({ params: { name: 'mfe_feed' } }),
    other: () => ({ params: { name: 'mfe_feed' }, expect: [403] }),
    nonMember: noClique,
  },
  'POST /api/admin/previews/{name}': {
    access: 'admin',
    call: () => ({ params: { name: 'mfe_feed' }, body: { version: '1.0.0' } }),
    other: () => ({ params: { name: 'mfe_feed' }, body: { version: '1.0.0' }, expect: [403] }),
    nonMember: noClique,
  },
  'GET /api/admin/prefixes': {
    access: 'admin',
    call: () => ({}),
    other: () => ({ expect: [403] }),
    nonMember: noClique,
  },
  'PUT /api/admin/prefixes/{prefix}': {
    access: 'admin',
    call: () => ({ params: { prefix: 'events' }, body: { remote: 'mfe_social' } }),
    other: () => ({ params: { prefix: 'events' }, body: { remote: 'mfe_social' }, expect: [403] }),
    nonMember: noClique,
  },
  ...eventRows,
  ...pollRows,
  ...historyRows,
};
