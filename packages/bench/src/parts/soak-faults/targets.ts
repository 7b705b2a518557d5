import { ms } from '../../lib/output';
import { atMost, type TargetCheck } from '../../lib/targets';

/** The figures the soak with faults' targets are checked on. */
export interface FaultFigures {
  /** Acknowledged posts, comments and messages the database does not hold at the end, and how many were acknowledged. */
  lostWrites: number;
  acknowledgedWrites: number;
  /** Deliveries of a message id to a socket that had it already. */
  duplicateDeliveries: number;
  /** Sockets the server closed, and how many of them were open again within 10 s. */
  socketsClosed: number;
  socketsBackWithin10s: number;
  /** The longest time a socket was away, ms (Infinity: one never came back). */
  worstReconnectMs: number;
  /** HTTP 5xx answers in all, and those outside the window of a fault (from its start to 10 s after its recovery). */
  serverErrors: number;
  serverErrorsOutsideFaults: number;
  /** p99 of every HTTP request of the run, ms. */
  p99: number;
}

const count = (n: number) => n.toLocaleString('en');

/**
 * The targets: no acknowledged write lost, no message delivered twice to one socket, every socket
 * back within 10 s, no server error but in the window of a fault, and a p99 under a second.
 */
export function faultTargets(f: FaultFigures): TargetCheck[] {
  return [
    {
      ...atMost('soak with faults: acknowledged writes lost', f.lostWrites, 0, count),
      value: `${count(f.lostWrites)} of ${count(f.acknowledgedWrites)}`,
    },
    atMost('soak with faults: duplicate deliveries to a socket', f.duplicateDeliveries, 0, count),
    {
      name: 'soak with faults: chat sockets back within 10 s after a close',
      target: 'all',
      value: `${count(f.socketsBackWithin10s)} of ${count(f.socketsClosed)} (longest ${Number.isFinite(f.worstReconnectMs) ? ms(f.worstReconnectMs) : 'never back'})`,
      met: f.socketsBackWithin10s === f.socketsClosed,
    },
    {
      ...atMost(
        'soak with faults: HTTP 5xx outside a fault (until 10 s after its recovery)',
        f.serverErrorsOutsideFaults,
        0,
        count,
      ),
      value: `${count(f.serverErrorsOutsideFaults)} (${count(f.serverErrors)} in all)`,
    },
    atMost('soak with faults: HTTP p99 over the whole run', f.p99, 1_000, ms),
  ];
}
