import { Amplify } from 'aws-amplify';
import { configure } from './configure';

jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));

describe('configure', () => {
  it('points the identity library at the built-in endpoint from /config.json', () => {
    configure({ userPoolId: 'local-1_cliques', userPoolClientId: 'cliques-web', userPoolEndpoint: 'http://localhost:8080/identity' });
    expect(Amplify.configure).toHaveBeenCalledWith({
      Auth: { Cognito: { userPoolId: 'local-1_cliques', userPoolClientId: 'cliques-web', userPoolEndpoint: 'http://localhost:8080/identity' } },
    });
  });

  it('leaves the endpoint to Amazon Cognito when none is given', () => {
    configure({ userPoolId: 'eu-west-1_abc', userPoolClientId: 'client' });
    expect(Amplify.configure).toHaveBeenLastCalledWith({ Auth: { Cognito: { userPoolId: 'eu-west-1_abc', userPoolClientId: 'client' } } });
  });
});
