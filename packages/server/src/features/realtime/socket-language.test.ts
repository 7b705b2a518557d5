import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { connect, trackSockets } from '../../../test/socket-test-client';

describe("a socket's error frames", () => {
  let t: TestApp;
  let ana: TestUser;
  const track = trackSockets();
  beforeAll(async () => {
    t = await createTestApp();
    ana = await t.createUser('ana_socket');
  }, 120_000);
  afterAll(() => t.close());

  const askFor = (language: string) =>
    t.request({
      method: 'GET',
      url: `/api/users/${ana.userId}`,
      headers: { ...ana.auth, 'accept-language': language },
    });

  it('are in the language the client last asked for (its API calls), English before any', async () => {
    const english = track(await connect(t, ana));
    english.send('{not json');
    expect(await english.next('error')).toMatchObject({
      code: 'validation_failed',
      message: 'Frame is not valid JSON',
    });

    expect((await askFor('es')).status).toBe(200);
    const spanish = track(await connect(t, ana));
    spanish.send('{not json');
    expect(await spanish.next('error')).toMatchObject({
      code: 'validation_failed',
      message: 'La trama no es JSON válido',
    });
    spanish.send({ action: 'sendMessage', recipientId: ana.userId, content: 'x'.repeat(3) });
    // A refusal of the chat service, and one of the frame's schema.
    expect(await spanish.next('error')).toMatchObject({ message: 'No puedes enviarte mensajes a ti mismo' });
    spanish.send({ action: 'typing', conversation: 42 });
    expect(await spanish.next('error')).toMatchObject({ message: 'conversation no es válido' });
  });

  it('speak Arabic once the client asks for it', async () => {
    expect((await askFor('ar')).status).toBe(200);
    const arabic = track(await connect(t, ana));
    arabic.send({ action: 'dance' });
    expect(await arabic.next('error')).toMatchObject({ code: 'validation_failed', message: 'إجراء غير معروف' });
  });
});
