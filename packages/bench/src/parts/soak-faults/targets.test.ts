import { faultTargets, type FaultFigures } from './targets';

const clean: FaultFigures = {
  lostWrites: 0,
  acknowledgedWrites: 1_200,
  duplicateDeliveries: 0,
  socketsClosed: 500,
  socketsBackWithin10s: 500,
  worstReconnectMs: 3_200,
  serverErrors: 4,
  serverErrorsOutsideFaults: 0,
  p99: 240,
};

describe('soak with faults targets', () => {
  it('are met by a run that lost nothing, delivered nothing twice and got every socket back', () => {
    expect(faultTargets(clean).every((t) => t.met)).toBe(true);
  });

  it('miss on one lost write, one duplicate, one socket late or a 5xx outside a fault', () => {
    const missed = (f: Partial<FaultFigures>) =>
      faultTargets({ ...clean, ...f })
        .filter((t) => !t.met)
        .map((t) => t.name);
    expect(missed({ lostWrites: 1 })).toEqual(['soak with faults: acknowledged writes lost']);
    expect(missed({ duplicateDeliveries: 1 })).toEqual(['soak with faults: duplicate deliveries to a socket']);
    expect(missed({ socketsBackWithin10s: 499, worstReconnectMs: Infinity })).toEqual([
      'soak with faults: chat sockets back within 10 s after a close',
    ]);
    expect(missed({ serverErrorsOutsideFaults: 1 })).toHaveLength(1);
    expect(missed({ p99: 1_500 })).toEqual(['soak with faults: HTTP p99 over the whole run']);
  });
});
