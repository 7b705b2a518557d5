import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { Type } from '@sinclair/typebox';
import { checkAnswersAgainstDocument } from './openapi-responses';

// The check every server test's `app.inject` goes through (test-app.ts): an answer that drifts from
// the OpenAPI document fails the test that got it.
describe('answers checked against the OpenAPI document', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(swagger, { openapi: { info: { title: 'check', version: '1' } } });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    const Count = Type.Object({ count: Type.Integer() });
    app.get(
      '/api/count/:kind',
      { schema: { response: { 200: Count, 404: Type.Object({}) } } },
      async (request, reply) => {
        const { kind } = request.params as { kind: string };
        // A raw string is sent as it is (not through the schema's serializer), as a drifting route would.
        if (kind === 'text') return reply.type('application/json').send('{"count":"many"}');
        if (kind === 'teapot') return reply.status(418 as 200).send({ count: 1 });
        if (kind === 'gone') return reply.status(404).send({});
        return { count: 3 };
      },
    );
    app.get('/elsewhere', { schema: { hide: true } }, async () => ({ anything: true }));
    await app.ready();
    checkAnswersAgainstDocument(app);
  });
  afterAll(() => app.close());

  it('passes an answer that matches its declared status and schema', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/count/posts?x=1' })).json()).toEqual({ count: 3 });
    expect((await app.inject({ method: 'GET', url: '/api/count/gone' })).statusCode).toBe(404);
  });

  it('fails on a status the operation does not declare', async () => {
    await expect(app.inject({ method: 'GET', url: '/api/count/teapot' })).rejects.toThrow(
      'GET /api/count/{kind} (GET /api/count/teapot) answered 418, which the OpenAPI document does not declare',
    );
  });

  it('fails on a JSON body that does not match the schema of its status', async () => {
    await expect(app.inject({ method: 'GET', url: '/api/count/text' })).rejects.toThrow(
      'answered 200 with a body that does not match the OpenAPI document: data/count must be integer',
    );
  });

  it('leaves paths the document does not list alone', async () => {
    expect((await app.inject({ method: 'GET', url: '/elsewhere' })).statusCode).toBe(200);
  });
});
