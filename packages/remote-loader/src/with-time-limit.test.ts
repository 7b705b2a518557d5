import { RemoteTimeoutError, withTimeLimit } from './with-time-limit';

afterEach(() => jest.useRealTimers());

it('gives what the remote loaded in time', async () => {
  await expect(withTimeLimit('mfe_feed', async () => 'pages', 1000)).resolves.toBe('pages');
});

it('fails with a time limit error when the remote hangs', async () => {
  jest.useFakeTimers();
  const loading = withTimeLimit('mfe_feed', () => new Promise<never>(() => undefined), 8000);
  jest.advanceTimersByTime(8000);
  await expect(loading).rejects.toThrow(new RemoteTimeoutError('mfe_feed'));
  await expect(loading).rejects.toThrow('mfe_feed did not load in time');
});

it("passes the remote's own failure on", async () => {
  await expect(
    withTimeLimit(
      'mfe_feed',
      async () => {
        throw new Error('manifest answered 404');
      },
      1000,
    ),
  ).rejects.toThrow('manifest answered 404');
});
