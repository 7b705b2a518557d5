import { devIdentity } from './dev-identity';

const pool = { userPoolId: 'local-1_cliques', userPoolClientId: 'web' };

it("points the built-in identity endpoint at the dev server's own origin (its proxy)", () => {
  expect(devIdentity({ ...pool, userPoolEndpoint: 'http://localhost:8080/identity' }, 'http://localhost:3002')).toEqual(
    {
      ...pool,
      userPoolEndpoint: 'http://localhost:3002/identity',
    },
  );
});

it('keeps a relative endpoint on the page origin', () => {
  expect(devIdentity({ ...pool, userPoolEndpoint: '/identity/' }, 'http://localhost:3003').userPoolEndpoint).toBe(
    'http://localhost:3003/identity',
  );
});

it('leaves a real Cognito pool alone', () => {
  expect(devIdentity(pool, 'http://localhost:3002')).toEqual(pool);
});
