import { Amplify } from 'aws-amplify';
import { configure, loadIdentitySession, mayHaveStoredSession, preloadIdentityActionsOnUse } from './identity';

jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));
jest.mock('aws-amplify/auth', () => ({ signIn: jest.fn(), getCurrentUser: jest.fn() }));

function memoryStorage(keys: string[]) {
  return { length: keys.length, key: (index: number) => keys[index] ?? null };
}

describe('configure', () => {
  it('points the identity library at the built-in endpoint from /config.json', async () => {
    configure({
      userPoolId: 'local-1_cliques',
      userPoolClientId: 'cliques-web',
      userPoolEndpoint: 'http://localhost:8080/identity',
    });
    await loadIdentitySession();
    expect(Amplify.configure).toHaveBeenCalledWith({
      Auth: {
        Cognito: {
          userPoolId: 'local-1_cliques',
          userPoolClientId: 'cliques-web',
          userPoolEndpoint: 'http://localhost:8080/identity',
        },
      },
    });
  });

  it('leaves the endpoint to Amazon Cognito when none is given, reconfiguring a loaded library at once', async () => {
    await loadIdentitySession();
    configure({ userPoolId: 'eu-west-1_abc', userPoolClientId: 'client' });
    expect(Amplify.configure).toHaveBeenLastCalledWith({
      Auth: { Cognito: { userPoolId: 'eu-west-1_abc', userPoolClientId: 'client' } },
    });
  });
});

describe('mayHaveStoredSession', () => {
  beforeEach(() => configure({ userPoolId: 'local-1_cliques', userPoolClientId: 'cliques-web' }));

  it('is false when the browser holds none of the identity library keys of this client', () => {
    expect(
      mayHaveStoredSession(memoryStorage(['cliques-theme', 'CognitoIdentityServiceProvider.other-client.ada.idToken'])),
    ).toBe(false);
  });

  it('is true when a token of this client is stored', () => {
    expect(
      mayHaveStoredSession(memoryStorage(['cliques-theme', 'CognitoIdentityServiceProvider.cliques-web.LastAuthUser'])),
    ).toBe(true);
  });

  it('is true when storage cannot be read (the library decides)', () => {
    const blocked = {
      length: 1,
      key: () => {
        throw new Error('SecurityError');
      },
    };
    expect(mayHaveStoredSession(blocked)).toBe(true);
  });
});

describe('preloadIdentityActionsOnUse', () => {
  it('waits for the first real interaction, not a focus on load, then stops listening', () => {
    const target = new EventTarget();
    const remove = jest.spyOn(target, 'removeEventListener');
    preloadIdentityActionsOnUse(target as unknown as Window, 60_000);
    target.dispatchEvent(new Event('focusin'));
    expect(remove).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('pointerdown'));
    expect(remove).toHaveBeenCalledTimes(3);
  });
});
