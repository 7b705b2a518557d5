import { ErrorRate } from './error-rate';

describe('ErrorRate', () => {
  let now = 0;
  const rate = () => new ErrorRate({ windowMs: 30_000, minErrors: 10, maxShare: 0.5, now: () => now });
  beforeEach(() => {
    now = 1_000_000;
  });

  it('fails with at least 10 server errors making more than half of the answers in the window', () => {
    const errors = rate();
    for (let i = 0; i < 10; i++) errors.record(500);
    for (let i = 0; i < 9; i++) errors.record(200);
    expect(errors.failing).toBe(true);
    errors.record(201);
    expect(errors.failing).toBe(false);
  });

  it('does not fail on a few errors, however large their share', () => {
    const errors = rate();
    for (let i = 0; i < 9; i++) errors.record(503);
    expect(errors.failing).toBe(false);
  });

  it('recovers by itself once the window has passed without errors', () => {
    const errors = rate();
    for (let i = 0; i < 20; i++) errors.record(500);
    expect(errors.failing).toBe(true);
    now += 29_000;
    expect(errors.failing).toBe(true);
    now += 2_000;
    expect(errors.failing).toBe(false);
  });

  it('counts client errors as answers, not as failures', () => {
    const errors = rate();
    for (let i = 0; i < 30; i++) errors.record(400);
    expect(errors.failing).toBe(false);
  });
});
