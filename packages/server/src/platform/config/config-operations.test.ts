import { ConfigError, loadConfig } from './config';

describe('loadConfig: operations settings', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/cliques-test' };

  it('defaults: no proxy trusted, no metrics token, no traces, a day of grace, ten seconds to shut down', () => {
    expect(loadConfig(base)).toMatchObject({
      trustProxy: false,
      metricsToken: undefined,
      otelEndpoint: undefined,
      mediaReleaseGraceSeconds: 86_400,
      releaseRetention: { keepNewest: 10, keepFetchedSeconds: 604_800 },
      shutdownTimeoutSeconds: 10,
    });
  });

  it("reads TRUST_PROXY as a boolean or the balancers' addresses and ranges", () => {
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
  });

  it('reads METRICS_TOKEN, OTEL_EXPORTER_OTLP_ENDPOINT, MEDIA_RELEASE_GRACE_SECONDS and SHUTDOWN_TIMEOUT_SECONDS', () => {
    const config = loadConfig({
      ...base,
      METRICS_TOKEN: 'a-long-enough-token',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel:4318',
      MEDIA_RELEASE_GRACE_SECONDS: '0',
      SHUTDOWN_TIMEOUT_SECONDS: '25',
    });
    expect(config).toMatchObject({
      metricsToken: 'a-long-enough-token',
      otelEndpoint: 'http://otel:4318',
      mediaReleaseGraceSeconds: 0,
      shutdownTimeoutSeconds: 25,
    });
  });

  it('reads RELEASE_KEEP_NEWEST and RELEASE_KEEP_FETCHED_SECONDS', () => {
    expect(
      loadConfig({ ...base, RELEASE_KEEP_NEWEST: '3', RELEASE_KEEP_FETCHED_SECONDS: '3600' }).releaseRetention,
    ).toEqual({ keepNewest: 3, keepFetchedSeconds: 3600 });
  });

  it('lists every bad operations setting at once', () => {
    let error: unknown;
    try {
      loadConfig({
        ...base,
        TRUST_PROXY: 'sometimes',
        METRICS_TOKEN: 'short',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://x',
        MEDIA_RELEASE_GRACE_SECONDS: '-1',
        RELEASE_KEEP_NEWEST: '0',
        RELEASE_KEEP_FETCHED_SECONDS: 'a week',
        SHUTDOWN_TIMEOUT_SECONDS: '1.5',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      expect.stringContaining('TRUST_PROXY'),
      expect.stringContaining('METRICS_TOKEN'),
      expect.stringContaining('OTEL_EXPORTER_OTLP_ENDPOINT'),
      expect.stringContaining('MEDIA_RELEASE_GRACE_SECONDS'),
      expect.stringContaining('RELEASE_KEEP_NEWEST'),
      expect.stringContaining('RELEASE_KEEP_FETCHED_SECONDS'),
      expect.stringContaining('SHUTDOWN_TIMEOUT_SECONDS'),
    ]);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/40' })).toThrow(ConfigError);
  });
});
