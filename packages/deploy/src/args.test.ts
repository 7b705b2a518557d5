import { parseArgs, UsageError } from './args';

const env = { DEPLOY_TOKEN: 't0ken-from-the-environment' };

describe('parseArgs', () => {
  it('takes a remote folder and fills the server and token from the environment', () => {
    expect(parseArgs(['mfe-feed'], { ...env, CLIQUES_SERVER: 'https://cliques.example/' })).toEqual({
      dir: 'mfe-feed',
      name: 'mfe_feed',
      rollback: false,
      list: false,
      preview: false,
      version: undefined,
      percent: undefined,
      server: 'https://cliques.example',
      token: env.DEPLOY_TOKEN,
    });
  });

  it('lets flags (spaced or with =) win over the environment', () => {
    const options = parseArgs(
      [
        'mfe-social/',
        '--version=2.0.0-rc.1',
        '--percent',
        '50',
        '--server',
        'http://localhost:8180',
        '--token',
        'flag-token',
      ],
      env,
    );
    expect(options).toMatchObject({
      dir: 'mfe-social',
      name: 'mfe_social',
      version: '2.0.0-rc.1',
      percent: 50,
      server: 'http://localhost:8180',
      token: 'flag-token',
    });
  });

  it('reads a rollback', () => {
    expect(parseArgs(['mfe-chat', '--rollback'], env)).toMatchObject({ name: 'mfe_chat', rollback: true });
  });

  it('reads a listing', () => {
    expect(parseArgs(['mfe-legal', '--list'], env)).toMatchObject({ name: 'mfe_legal', list: true, rollback: false });
  });

  it('takes the host (the shell) as one more app', () => {
    expect(parseArgs(['host', '--percent', '50'], env)).toMatchObject({ dir: 'host', name: 'host', percent: 50 });
    expect(parseArgs(['host/', '--rollback'], env)).toMatchObject({ dir: 'host', name: 'host', rollback: true });
  });

  it('reads a preview, of a remote or of the host, with or without a version of its own', () => {
    expect(parseArgs(['mfe-feed', '--preview'], env)).toMatchObject({
      name: 'mfe_feed',
      preview: true,
      percent: undefined,
    });
    expect(parseArgs(['host', '--preview', '--version', '2.0.0-try'], env)).toMatchObject({
      name: 'host',
      preview: true,
      version: '2.0.0-try',
    });
  });

  it.each([
    [[], 'Name one app folder (mfe-auth, mfe-feed, mfe-chat, mfe-social, mfe-legal, host).'],
    [['shell'], 'Name one app folder'],
    [['mfe-feed', 'mfe-chat'], 'Name one app folder'],
    [['mfe-feed', '--preview', '--percent', '10'], '--preview takes no --rollback or --percent.'],
    [['host', '--preview', '--rollback'], '--preview takes no --rollback or --percent.'],
    [['host', '--list', '--preview'], '--list takes no --rollback, --preview, --version or --percent.'],
    [['mfe-feed', '--percent', '100'], '--percent must be a whole number from 1 to 99.'],
    [['mfe-feed', '--percent', '0'], '--percent must be a whole number from 1 to 99.'],
    [['mfe-feed', '--version', '../x'], '--version may hold'],
    [['mfe-feed', '--rollback', '--version', '1'], '--rollback takes no --version or --percent.'],
    [['mfe-feed', '--list', '--rollback'], '--list takes no --rollback, --preview, --version or --percent.'],
    [['mfe-feed', '--list', '--percent', '5'], '--list takes no --rollback, --preview, --version or --percent.'],
    [['mfe-feed', '--server', 'localhost:8080'], '--server must be an http(s) origin'],
    [['mfe-feed', '--verbose'], 'Unknown option --verbose.'],
    [['mfe-feed', '--version'], '--version needs a value.'],
  ])('refuses %j with a clear message', (args, message) => {
    expect(() => parseArgs(args, env)).toThrow(UsageError);
    expect(() => parseArgs(args, env)).toThrow(message);
  });

  it('needs a token', () => {
    expect(() => parseArgs(['mfe-feed'], {})).toThrow('A deploy token is needed: --token T or DEPLOY_TOKEN.');
  });
});
