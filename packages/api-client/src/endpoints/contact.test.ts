/** @jest-environment node */
import { ApiError } from '../errors';
import { unreadMessageCount } from './counts';
import { sendContactMessage } from './contact';
import { json, installFakeApi } from '../test/fake-api';

const { sent, bodies, respondWith } = installFakeApi('signed-in-id-token');
const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question' };

describe('sendContactMessage', () => {
  it('posts the four fields to /api/contact with no Authorization header, even when signed in', async () => {
    respondWith(json(201, { ok: true }));
    await expect(sendContactMessage(message)).resolves.toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(new URL(sent[0]?.url ?? '').pathname).toBe('/api/contact');
    expect(sent[0]?.headers.get('authorization')).toBeNull();
    expect(JSON.parse(bodies[0] ?? '')).toEqual(message);
  });

  it('leaves the bearer token on every other call', async () => {
    respondWith(json(200, { unreadCount: 3 }));
    await expect(unreadMessageCount()).resolves.toBe(3);
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer signed-in-id-token');
  });

  it('rejects with the house wording of a rate limit when the server refuses the message', async () => {
    respondWith(json(429, { error: { code: 'rate_limited', message: 'Too many requests, please try again later' } }));
    const error = await sendContactMessage(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: "You're doing that too often. Try again in a moment.",
    });
  });
});
