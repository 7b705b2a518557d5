import { faultPlan, Ledger, lostWrites, outsideWindows, reconnects } from './ledger';

describe('the soak with faults bookkeeping', () => {
  it('counts a message delivered twice to one socket, not one delivered once to each of two sockets', () => {
    const ledger = new Ledger();
    expect(ledger.delivered('ann#1', 'm1')).toBe(false);
    expect(ledger.delivered('ann#2', 'm1')).toBe(false);
    expect(ledger.delivered('ben#1', 'm1')).toBe(false);
    expect(ledger.delivered('ann#1', 'm1')).toBe(true);
    expect(ledger.delivered('ann#1', 'm2')).toBe(false);
    expect(ledger.duplicates).toBe(1);
    expect(ledger.deliveries).toBe(5);
  });

  it('lists the acknowledged writes the database does not hold, once each', () => {
    const ledger = new Ledger();
    ledger.ack('post', 'p1');
    ledger.ack('post', 'p2');
    ledger.ack('post', 'p1');
    ledger.ack('comment', 'c1');
    ledger.ack('message', 'm1');
    const lost = lostWrites(ledger.writes(), { post: ['p1', 'p9'], comment: new Set(['c1']), message: [] });
    expect(lost).toEqual({ post: ['p2'], comment: [], message: ['m1'] });
  });

  it('counts sockets back within the limit; one never back is the worst', () => {
    expect(
      reconnects(
        [
          { closedAt: 1_000, reopenedAt: 2_500 },
          { closedAt: 1_000, reopenedAt: 11_000 },
          { closedAt: 1_000, reopenedAt: 11_001 },
        ],
        10_000,
      ),
    ).toEqual({ within: 2, total: 3, worstMs: 10_001 });
    expect(reconnects([{ closedAt: 5, reopenedAt: null }], 10_000)).toEqual({
      within: 0,
      total: 1,
      worstMs: Number.POSITIVE_INFINITY,
    });
    expect(reconnects([], 10_000)).toEqual({ within: 0, total: 0, worstMs: 0 });
  });

  it('kills an instance every two minutes, alternating, and restarts Redis half-way', () => {
    expect(faultPlan(600_000)).toEqual({
      kills: [
        { at: 120_000, instance: 0 },
        { at: 240_000, instance: 1 },
        { at: 360_000, instance: 0 },
        { at: 480_000, instance: 1 },
      ],
      redisAt: 300_000,
    });
    expect(faultPlan(180_000).kills).toEqual([{ at: 120_000, instance: 0 }]);
  });

  it('counts the times outside every fault window', () => {
    expect(
      outsideWindows(
        [5, 100, 150, 400, 900],
        [
          [90, 160],
          [850, 950],
        ],
      ),
    ).toBe(2);
    expect(outsideWindows([1, 2], [])).toBe(2);
  });
});
