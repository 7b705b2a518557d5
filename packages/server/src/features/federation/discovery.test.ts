import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

const origin = 'https://cliques.example';
const activityJson = { accept: 'application/activity+json' };

describe('federation discovery', () => {
  let t: TestApp;
  let ana: TestUser;
  let hidden: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ FEDERATION: 'on', PUBLIC_ORIGIN: origin });
    ana = await t.createUser();
    hidden = await t.createUser();
    const on = await t.request({
      method: 'PUT',
      url: `/api/users/${ana.userId}/settings`,
      headers: ana.auth,
      payload: { settings: { federation: { discoverable: true } } },
    });
    expect(on.status).toBe(200);
  });
  afterAll(() => t.close());

  it('answers WebFinger for a reachable person with their actor', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/.well-known/webfinger?resource=acct:${ana.username}@cliques.example`,
    });
    expect(res.status).toBe(200);
    const body = typeof res.body === 'string' ? JSON.parse(res.body) : res.body;
    expect(body.subject).toBe(`acct:${ana.username}@cliques.example`);
    expect(body.links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          rel: 'self',
          type: 'application/activity+json',
          href: `${origin}/ap/actors/${ana.userId}`,
        }),
      ]),
    );
  });

  it('knows nobody who did not turn reachability on', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/.well-known/webfinger?resource=acct:${hidden.username}@cliques.example`,
    });
    expect(res.status).toBe(404);
    const actor = await t.request({ method: 'GET', url: `/ap/actors/${hidden.userId}`, headers: activityJson });
    expect(actor.status).not.toBe(200);
  });

  it('serves the Person with keys, inboxes and collections', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/ap/actors/${ana.userId}`, headers: activityJson });
    expect(res.statusCode).toBe(200);
    const person = res.json();
    expect(person).toMatchObject({
      type: 'Person',
      id: `${origin}/ap/actors/${ana.userId}`,
      preferredUsername: ana.username,
      inbox: `${origin}/ap/actors/${ana.userId}/inbox`,
      followers: `${origin}/ap/actors/${ana.userId}/followers`,
      endpoints: { sharedInbox: `${origin}/ap/inbox` },
    });
    expect(person.publicKey.publicKeyPem).toContain('BEGIN PUBLIC KEY');
  });

  it('serves NodeInfo 2.1', async () => {
    const links = await t.app.inject({ method: 'GET', url: '/.well-known/nodeinfo' });
    expect(links.json().links[0].href).toBe(`${origin}/nodeinfo/2.1`);
    const info = (await t.app.inject({ method: 'GET', url: '/nodeinfo/2.1' })).json();
    expect(info).toMatchObject({ software: { name: 'cliques' }, protocols: ['activitypub'] });
    expect(info.usage.users.total).toBeGreaterThanOrEqual(2);
  });
});

describe('federation off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers no federation route', async () => {
    const user = await t.createUser();
    for (const url of [
      `/.well-known/webfinger?resource=acct:${user.username}@localhost:8080`,
      '/.well-known/nodeinfo',
      '/nodeinfo/2.1',
      `/ap/actors/${user.userId}`,
    ])
      expect((await t.app.inject({ method: 'GET', url, headers: activityJson })).statusCode).toBe(404);
  });
});
