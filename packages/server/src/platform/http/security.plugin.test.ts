import { createTestApp } from '../../../test/test-app';

describe('CSP and remote origins', () => {
  const cspOf = async (env: Record<string, string>) => {
    const t = await createTestApp(env);
    try {
      return String((await t.app.inject({ method: 'GET', url: '/config.json' })).headers['content-security-policy']);
    } finally {
      await t.close();
    }
  };

  it('allows exactly REMOTE_OVERRIDE_ORIGINS when overrides are on, and REMOTE_ORIGINS always', async () => {
    const csp = await cspOf({
      REMOTE_OVERRIDE_ORIGINS: 'http://localhost:4002',
      REMOTE_ORIGINS: 'https://cdn.example',
    });
    const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src')) ?? '';
    expect(connect).toContain('http://localhost:4002');
    expect(connect).toContain('ws://localhost:4002');
    expect(connect).toContain('https://cdn.example');
    expect(connect).not.toContain('http://localhost:3002');
  });

  it('allows no dev server when overrides are off', async () => {
    const csp = await cspOf({ ALLOW_REMOTE_OVERRIDES: 'false', REMOTE_ORIGINS: 'https://cdn.example' });
    expect(csp).not.toContain('localhost:30');
    expect(csp).toContain('https://cdn.example');
  });
});
