import { soakTargets, type SoakFigures } from './targets';
import { windowP99 } from './recorder';

const quiet: SoakFigures = {
  serverErrors: 0,
  networkErrors: 0,
  lostMessages: 0,
  socketsClosed: 0,
  rssAfterWarmup: 200_000,
  rssAtEnd: 210_000,
  firstMinuteP99: 20,
  lastMinuteP99: 25,
};

it('meets every target on a quiet run', () => {
  expect(soakTargets(quiet).every((t) => t.met)).toBe(true);
});

it('fails on one 5xx, one lost message, 10 % more memory or a p99 above 1.5× the first', () => {
  const failed = (f: Partial<SoakFigures>) =>
    soakTargets({ ...quiet, ...f })
      .filter((t) => !t.met)
      .map((t) => t.name);
  expect(failed({ serverErrors: 1 })).toEqual(['soak: HTTP 5xx responses']);
  expect(failed({ lostMessages: 1 })).toEqual(['soak: chat messages lost (not acknowledged or not delivered)']);
  expect(failed({ rssAtEnd: 220_000 })).toEqual(['soak: server RSS growth after the warm-up']);
  expect(failed({ lastMinuteP99: 31 })).toEqual(['soak: p99 of the last minute vs the first']);
});

it('takes the p99 of one window of samples', () => {
  const samples = Array.from({ length: 200 }, (_, i) => ({
    at: i * 1000,
    op: 'feed',
    status: 200,
    latencyMs: i < 100 ? 10 : 50,
  }));
  expect(windowP99(samples, 0, 100_000)).toEqual({ p99: 10, count: 100 });
  expect(windowP99(samples, 100_000, 200_000)).toEqual({ p99: 50, count: 100 });
});
