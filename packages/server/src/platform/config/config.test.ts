import { ConfigError, loadConfig } from './config';

describe('loadConfig: deploy settings', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/cliques-test' };

  it('reads ADMIN_USERS, DEPLOY_TOKEN, REMOTE_ORIGINS and REMOTE_OVERRIDE_ORIGINS', () => {
    const config = loadConfig({
      ...base,
      ADMIN_USERS: 'root, ops ',
      DEPLOY_TOKEN: 'a-long-enough-secret',
      REMOTE_ORIGINS: 'https://cdn.example/remotes/,https://other.example',
      REMOTE_OVERRIDE_ORIGINS: 'http://localhost:4001',
      REMOTE_MFE_FEED_URL: 'https://feed.example/mf-manifest.json',
    });
    expect(config.adminUsers).toEqual(['root', 'ops']);
    expect(config.deployToken).toBe('a-long-enough-secret');
    expect(config.remoteOrigins).toEqual(['https://feed.example', 'https://cdn.example', 'https://other.example']);
    expect(config.remoteOverrideOrigins).toEqual(['http://localhost:4001']);
  });

  it('defaults: no admins, no token, overrides from the five dev servers', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({ adminUsers: [], deployToken: undefined });
    expect(config.remoteOverrideOrigins).toEqual([
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
      'http://localhost:3005',
    ]);
  });

  it('lists every bad setting at once', () => {
    let error: unknown;
    try {
      loadConfig({
        ...base,
        DEPLOY_TOKEN: 'short',
        REMOTE_ORIGINS: 'not a url',
        REMOTE_OVERRIDE_ORIGINS: 'ftp://x.example',
        ADMIN_USERS: 'bad name',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      expect.stringContaining('REMOTE_ORIGINS'),
      expect.stringContaining('REMOTE_OVERRIDE_ORIGINS'),
      expect.stringContaining('ADMIN_USERS'),
      expect.stringContaining('DEPLOY_TOKEN'),
    ]);
  });
});

describe('loadConfig: LINK_PREVIEW_ALLOW_HOSTS', () => {
  it('reads comma-separated host names, lower-cased; none by default', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/cliques-test' };
    expect(loadConfig(base).linkPreviewAllowHosts).toEqual([]);
    expect(loadConfig({ ...base, LINK_PREVIEW_ALLOW_HOSTS: 'Localhost, 127.0.0.1' }).linkPreviewAllowHosts).toEqual([
      'localhost',
      '127.0.0.1',
    ]);
  });

  it('is refused in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: '/tmp/cliques-test',
        SMTP_URL: 'smtp://mail.example',
        LINK_PREVIEW_ALLOW_HOSTS: 'localhost',
      }),
    ).toThrow('LINK_PREVIEW_ALLOW_HOSTS cannot be set in production');
  });
});

describe('loadConfig: FEDERATION', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/cliques-test' };

  it('is off by default; on with PUBLIC_ORIGIN, reaching private addresses only outside production', () => {
    expect(loadConfig(base).federation).toEqual({ enabled: false, allowPrivateAddress: true });
    expect(loadConfig({ ...base, FEDERATION: 'on', PUBLIC_ORIGIN: 'https://cliques.example' }).federation).toEqual({
      enabled: true,
      allowPrivateAddress: true,
    });
    const production = { NODE_ENV: 'production', DATA_DIR: '/tmp/cliques-test', SMTP_URL: 'smtp://mail.example' };
    expect(
      loadConfig({ ...production, FEDERATION: 'on', PUBLIC_ORIGIN: 'https://cliques.example' }).federation,
    ).toEqual({ enabled: true, allowPrivateAddress: false });
  });

  it('refuses FEDERATION=on without PUBLIC_ORIGIN, and a value that is not on or off', () => {
    expect(() => loadConfig({ ...base, FEDERATION: 'on' })).toThrow('FEDERATION=on needs PUBLIC_ORIGIN');
    expect(() => loadConfig({ ...base, FEDERATION: 'maybe' })).toThrow('FEDERATION must be true or false');
  });
});
