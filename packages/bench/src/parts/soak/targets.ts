import { ms } from '../../lib/output';
import { atMost, type TargetCheck } from '../../lib/targets';

/** The figures the soak's targets are checked on. */
export interface SoakFigures {
  serverErrors: number;
  networkErrors: number;
  lostMessages: number;
  socketsClosed: number;
  /** Resident memory after the warm-up and at the end, KiB. */
  rssAfterWarmup: number;
  rssAtEnd: number;
  /** p99 of the HTTP requests of the first minute after the warm-up and of the last minute, ms. */
  firstMinuteP99: number;
  lastMinuteP99: number;
}

const count = (n: number) => String(n);
const percent = (n: number) => `${n.toFixed(1)} %`;

/** The soak targets: no 5xx, no lost message, RSS growth under 10 %, last minute's p99 within 1.5× the first's. */
export function soakTargets(f: SoakFigures): TargetCheck[] {
  const growth = (100 * (f.rssAtEnd - f.rssAfterWarmup)) / f.rssAfterWarmup;
  const ratio = f.lastMinuteP99 / f.firstMinuteP99;
  return [
    atMost('soak: HTTP 5xx responses', f.serverErrors, 0, count),
    atMost('soak: requests without an answer (connection errors)', f.networkErrors, 0, count),
    atMost('soak: chat messages lost (not acknowledged or not delivered)', f.lostMessages, 0, count),
    atMost('soak: sockets the server closed', f.socketsClosed, 0, count),
    {
      ...atMost('soak: server RSS growth after the warm-up', growth, 10, percent),
      target: '< 10.0 %',
      met: Number.isFinite(growth) && growth < 10,
    },
    {
      ...atMost('soak: p99 of the last minute vs the first', ratio, 1.5, (n) => `${n.toFixed(2)}×`),
      value: `${ratio.toFixed(2)}× (${ms(f.lastMinuteP99)} vs ${ms(f.firstMinuteP99)})`,
    },
  ];
}
