import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

const missingPost = '/api/posts/00000000-0000-4000-8000-000000000000';

describe('the server speaks the language of Accept-Language', () => {
  let t: TestApp;
  let ann: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    ann = await t.createUser();
  });
  afterAll(() => t.close());

  const get = (url: string, language?: string) =>
    t.request({ method: 'GET', url, headers: { ...ann.auth, ...(language ? { 'accept-language': language } : {}) } });
  const followSelf = (language?: string) =>
    t.request({
      method: 'POST',
      url: `/api/follows/${ann.userId}`,
      payload: { followedId: ann.userId },
      headers: { ...ann.auth, ...(language ? { 'accept-language': language } : {}) },
    });

  it('a 404 in Spanish and Arabic keeps its status and code; without the header it is English', async () => {
    expect(await get(missingPost, 'es-MX,es;q=0.9,en;q=0.5')).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found', message: 'Publicación no encontrada' } },
    });
    expect(await get(missingPost, 'ar')).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found', message: 'لم يتم العثور على المنشور' } },
    });
    expect((await get(missingPost)).body).toEqual({ error: { code: 'not_found', message: 'Post not found' } });
  });

  it('a 400 in Spanish and Arabic; an unsupported language, or a q=0 one, is English', async () => {
    expect(await followSelf('es')).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', message: 'No puedes seguirte a ti mismo' } },
    });
    expect((await followSelf('ar-EG')).body.error).toEqual({
      code: 'validation_failed',
      message: 'لا يمكنك متابعة نفسك',
    });
    expect((await followSelf('fr-FR, de;q=0.8')).body.error.message).toBe('You cannot follow yourself');
    expect((await followSelf('es;q=0, fr')).body.error.message).toBe('You cannot follow yourself');
    expect((await followSelf('fr, ar;q=0.4, es;q=0.7')).body.error.message).toBe('No puedes seguirte a ti mismo');
    expect((await followSelf()).body.error.message).toBe('You cannot follow yourself');
  });

  it('messages built with values and the unknown-route 404 are translated; English is byte for byte as before', async () => {
    const long = { name: 'x'.repeat(101), email: 'ada@example.com', subject: 'Hi', message: 'Hello' };
    const contact = (language: string) =>
      t.request({ method: 'POST', url: '/api/contact', payload: long, headers: { 'accept-language': language } });
    expect((await contact('es')).body.error).toMatchObject({ message: 'Nombre debe tener como máximo 100 caracteres' });
    expect((await contact('ar')).body.error).toMatchObject({ message: 'يجب ألا يتجاوز الاسم عدد 100 حرفًا' });
    expect((await contact('en-GB')).body.error).toMatchObject({ message: 'Name must be at most 100 characters' });
    expect((await get('/api/nowhere?x=1', 'es')).body.error).toEqual({
      code: 'not_found',
      message: 'No hay ninguna ruta para GET /api/nowhere',
    });
    expect((await get('/api/nowhere', 'en')).body.error.message).toBe('No route for GET /api/nowhere');
  });

  it('a schema refusal says its top-level message in the language; the details keep the validator words', async () => {
    const tooLong = (language?: string) =>
      t.request({
        method: 'POST',
        url: '/api/posts',
        headers: { ...ann.auth, ...(language ? { 'accept-language': language } : {}) },
        payload: { content: 'x', audience: 'everyone-and-more' },
      });
    const english = await tooLong();
    const spanish = await tooLong('es');
    expect(spanish.status).toBe(400);
    expect(spanish.body.error.code).toBe('validation_failed');
    expect(spanish.body.error.details).toEqual(english.body.error.details);
    expect(spanish.body.error.message).not.toBe(english.body.error.message);
    expect(spanish.body.error.message).toMatch(/^audience (no es válido|debe)/);
  });

  it('no bearer token: the 401 is translated too', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/users/${ann.userId}`,
      headers: { 'accept-language': 'es' },
    });
    expect(res).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Falta el token de portador' } },
    });
  });
});
