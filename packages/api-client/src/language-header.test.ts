/** @jest-environment node */
import { unreadMessageCount } from './endpoints/counts';
import { sendContactMessage } from './endpoints/contact';
import { json, installFakeApi } from './test/fake-api';

const { sent, respondWith } = installFakeApi('signed-in-id-token');
const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
/** A browser whose languages are these (nothing chosen in settings, so the browser's first supported one applies). */
const browserLanguages = (languages: string[]) =>
  Object.defineProperty(globalThis, 'navigator', { value: { languages, language: languages[0] }, configurable: true });

afterAll(() => {
  if (original) Object.defineProperty(globalThis, 'navigator', original);
});

it('every API call says the language in force in Accept-Language', async () => {
  respondWith(json(200, { unreadCount: 0 }));
  browserLanguages(['es-MX', 'en']);
  await unreadMessageCount();
  expect(sent[0]?.headers.get('accept-language')).toBe('es');
  browserLanguages(['fr-FR', 'ar-EG']);
  await unreadMessageCount();
  expect(sent[1]?.headers.get('accept-language')).toBe('ar');
  browserLanguages(['de-DE']);
  await unreadMessageCount();
  expect(sent[2]?.headers.get('accept-language')).toBe('en');
});

it('the anonymous contact call carries the language too, without the bearer token', async () => {
  respondWith(json(201, { ok: true }));
  browserLanguages(['es']);
  await sendContactMessage({ name: 'Ada', email: 'ada@example.com', subject: 'Hola', message: 'Una pregunta' });
  expect(sent[0]?.headers.get('accept-language')).toBe('es');
  expect(sent[0]?.headers.get('authorization')).toBeNull();
});
