import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { connect, type TestSocket } from '../../../test/socket-test-client';
import {
  createCliqueWorld,
  personas,
  seedClique,
  visibilities,
  type CliqueWorld,
  type Persona,
  type Visibility,
} from '../../../test/clique-world';
import { errorStatus } from '../../platform/http/errors';

/**
 * The permission matrix: every clique action × every standing × every visibility → the status the
 * real routes (and the chat socket) answer, from the one table below. A cell is one status for all
 * three visibilities, or "public private secret".
 */
type Cell = number | `${number} ${number} ${number}`;
type Row = Record<Persona, Cell>;

/** Outsiders who know the clique get 403 where members act; a secret clique is 404 to those who may not know it. */
const outsiders = {
  requested: '403 403 404',
  invited: 403,
  banned: '403 403 404',
  nonMember: '403 403 404',
  blockedByOwner: 404,
} as const;
/** Moderators and up may; members, muted members and the suspended may not. */
const staff = (ok: number, moderator: Cell = ok): Row => ({
  owner: ok,
  admin: ok,
  moderator,
  member: 403,
  mutedMember: 403,
  suspended: 403,
  ...outsiders,
});
const ownerOnly = (ok: number): Row => ({ ...staff(403), owner: ok });

const expectations: Record<string, Row> = {
  view: {
    ...staff(200),
    member: 200,
    mutedMember: 200,
    suspended: 200,
    requested: '200 200 404',
    invited: 200,
    banned: '200 200 404',
    nonMember: '200 200 404',
    blockedByOwner: 404,
  },
  readPosts: {
    ...staff(200),
    member: 200,
    mutedMember: 200,
    suspended: 200,
    requested: '200 403 404',
    invited: '200 403 403',
    banned: '403 403 404',
    nonMember: '200 403 404',
    blockedByOwner: 404,
  },
  readMembers: { ...staff(200), member: 200, mutedMember: 200, suspended: 200 },
  post: { ...staff(201), member: 201, mutedMember: 403 },
  /** 202 here: the post was written but held for the moderators (postingPolicy approval). */
  postWhenApproved: { ...staff(201), member: 202, mutedMember: 403 },
  comment: {
    ...staff(201),
    member: 201,
    mutedMember: 403,
    requested: '403 404 404',
    invited: '403 404 404',
    banned: 404,
    nonMember: '403 404 404',
    blockedByOwner: 404,
  },
  chat: { ...staff(200), member: 200, mutedMember: 403 },
  join: {
    ...staff(409),
    member: 409,
    mutedMember: 409,
    requested: '200 202 404',
    invited: 200,
    banned: '403 403 404',
    nonMember: '200 202 404',
    blockedByOwner: 404,
  },
  withdrawRequest: {
    ...staff(409),
    member: 409,
    mutedMember: 409,
    requested: '204 204 404',
    invited: 404,
    banned: 404,
    nonMember: 404,
    blockedByOwner: 404,
  },
  leave: { ...staff(204), owner: 409, member: 204, mutedMember: 204 },
  invite: staff(202),
  listRequests: staff(200),
  ban: staff(204),
  mute: staff(204),
  pin: staff(204),
  listPending: staff(200),
  approvePending: staff(204),
  changeSettings: staff(200, 403),
  changeRole: staff(204, 403),
  deleteClique: ownerOnly(204),
};

const statusFor = (cell: Cell, visibility: Visibility) =>
  typeof cell === 'number' ? cell : Number(cell.split(' ')[visibilities.indexOf(visibility)]);

describe('clique permission matrix', () => {
  let t: TestApp;
  let w: CliqueWorld;
  const sockets = new Map<Persona, TestSocket>();
  beforeAll(async () => {
    t = await createTestApp();
    w = await createCliqueWorld(t);
    for (const persona of personas) sockets.set(persona, await connect(t, w.people[persona]));
  }, 120_000);
  afterAll(async () => {
    await Promise.all([...sockets.values()].map((socket) => socket.close()));
    await t.close();
  });

  /** Sends a chat message over the persona's socket: 200 when stored, else the refusal's HTTP status. */
  async function chat(persona: Persona, cliqueId: string): Promise<number> {
    const socket = sockets.get(persona) as TestSocket;
    const clientMessageId = `${persona}-${cliqueId}`;
    socket.send({ action: 'sendMessage', cliqueId, content: 'hello', clientMessageId });
    // The frame that does not come times out later; its rejection is of no interest.
    return Promise.race([
      socket
        .next('message_sent', (f) => f.clientMessageId === clientMessageId)
        .then(
          () => 200,
          () => 0,
        ),
      socket
        .next('error', (f) => f.clientMessageId === clientMessageId)
        .then(
          (f) => errorStatus[f.code],
          () => 0,
        ),
    ]);
  }

  const actions: Record<
    string,
    (user: TestUser, ids: { cliqueId: string; postId: string }, persona: Persona) => Promise<number>
  > = {
    view: (u, { cliqueId }) => send(u, 'GET', `/cliques/${cliqueId}`),
    readPosts: (u, { cliqueId }) => send(u, 'GET', `/cliques/${cliqueId}/posts`),
    readMembers: (u, { cliqueId }) => send(u, 'GET', `/cliques/${cliqueId}/members`),
    post: (u, { cliqueId }) => send(u, 'POST', '/posts', { content: 'hi', cliqueId }),
    postWhenApproved: async (u, { cliqueId }) => {
      await t.db.query("UPDATE cliques SET posting_policy = 'approval' WHERE clique_id = $1", [cliqueId]);
      const res = await t.request({
        method: 'POST',
        url: '/api/posts',
        headers: u.auth,
        payload: { content: 'hi', cliqueId },
      });
      return res.status === 201 && res.body.post.status === 'pending' ? 202 : res.status;
    },
    comment: (u, { postId }) => send(u, 'POST', `/posts/${postId}/comments`, { content: 'hi' }),
    chat: (_u, { cliqueId }, persona) => chat(persona, cliqueId),
    join: (u, { cliqueId }) => send(u, 'POST', `/cliques/${cliqueId}/join`, {}),
    withdrawRequest: (u, { cliqueId }) => send(u, 'DELETE', `/cliques/${cliqueId}/join`),
    leave: (u, { cliqueId }) => send(u, 'DELETE', `/cliques/${cliqueId}/members/${u.userId}`),
    invite: (u, { cliqueId }) => send(u, 'POST', `/cliques/${cliqueId}/invitations`, { userId: w.invitee.userId }),
    listRequests: (u, { cliqueId }) => send(u, 'GET', `/cliques/${cliqueId}/requests`),
    ban: (u, { cliqueId }) => send(u, 'POST', `/cliques/${cliqueId}/bans`, { userId: w.victim.userId }),
    mute: (u, { cliqueId }) => send(u, 'POST', `/cliques/${cliqueId}/mutes`, { userId: w.victim.userId, hours: 1 }),
    pin: (u, { cliqueId, postId }) => send(u, 'POST', `/cliques/${cliqueId}/pins/${postId}`),
    listPending: (u, { cliqueId }) => send(u, 'GET', `/cliques/${cliqueId}/pending`),
    approvePending: async (u, { cliqueId, postId }) => {
      await t.db.query("UPDATE posts SET status = 'pending' WHERE post_id = $1", [postId]);
      return send(u, 'POST', `/cliques/${cliqueId}/pending/${postId}/approve`);
    },
    changeSettings: (u, { cliqueId }) => send(u, 'PUT', `/cliques/${cliqueId}`, { description: 'changed' }),
    changeRole: (u, { cliqueId }) =>
      send(u, 'PUT', `/cliques/${cliqueId}/members/${w.victim.userId}`, { role: 'moderator' }),
    deleteClique: (u, { cliqueId }) => send(u, 'DELETE', `/cliques/${cliqueId}`),
  };

  async function send(user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    const res = await t.request({
      method,
      url: `/api/${url.replace(/^\//, '')}`,
      headers: user.auth,
      ...(payload ? { payload } : {}),
    });
    return res.status;
  }

  it('has a row for every action and a cell for every standing', () => {
    expect(Object.keys(expectations).sort()).toEqual(Object.keys(actions).sort());
    for (const row of Object.values(expectations)) expect(Object.keys(row).sort()).toEqual([...personas].sort());
  });

  it.each(Object.keys(expectations))(
    '%s: every standing in every visibility gets the expected status',
    async (action) => {
      const act = actions[action] as (typeof actions)[string];
      const row = expectations[action] as Row;
      const got: string[] = [];
      const want: string[] = [];
      for (const visibility of visibilities)
        for (const persona of personas) {
          const ids = await seedClique(t, w, visibility);
          got.push(`${persona} ${visibility}: ${await act(w.people[persona], ids, persona)}`);
          want.push(`${persona} ${visibility}: ${statusFor(row[persona], visibility)}`);
        }
      expect(got).toEqual(want);
    },
    120_000,
  );
});
