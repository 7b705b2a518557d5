import { markdownTable, ms, say } from '../../lib/output';
import { ports } from '../../lib/paths';
import { startAppServer } from '../../lib/processes';
import { percentile } from '../../lib/stats';
import type { PartReport } from '../../lib/targets';
import { withPostgresDatabase } from '../api/database';
import { ChatTraffic, type ChatResult } from './chat-traffic';
import { runHttpTraffic } from './http-traffic';
import { MemorySampler } from './memory';
import { Recorder, tally, windowP99 } from './recorder';
import { seedWorld } from './seed';
import { soakSettings, type SoakSettings } from './settings';
import { soakTargets, type SoakFigures } from './targets';

const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

/** The two windows the latency and memory comparisons use: the first stretch after the warm-up and the last. */
function windows(s: SoakSettings) {
  const span = Math.min(60_000, (s.durationMs - s.warmupMs) / 2);
  return { first: [s.warmupMs, s.warmupMs + span] as const, last: [s.durationMs - span, s.durationMs] as const, span };
}

function chatP99(chat: ChatResult, [from, to]: readonly [number, number]): number {
  return percentile(
    chat.latencies.filter(([at]) => at >= from && at < to).map(([, latency]) => latency),
    99,
  );
}

function report(
  s: SoakSettings,
  recorder: Recorder,
  tickets: Recorder,
  chat: ChatResult,
  memory: MemorySampler,
  skipped: number,
): PartReport {
  const { first, last, span } = windows(s);
  const { byClass, byOp } = tally([...tickets.samples, ...recorder.samples]);
  const firstP99 = windowP99(recorder.samples, ...first);
  const lastP99 = windowP99(recorder.samples, ...last);
  const figures: SoakFigures = {
    serverErrors: byClass['5xx'] ?? 0,
    networkErrors: recorder.networkErrors + tickets.networkErrors,
    lostMessages: chat.unacked + chat.undelivered,
    socketsClosed: chat.closed,
    rssAfterWarmup: memory.medianBetween(first[0], first[0] + 30_000),
    rssAtEnd: memory.medianBetween(s.durationMs - 30_000, s.durationMs + 1),
    firstMinuteP99: firstP99.p99,
    lastMinuteP99: lastP99.p99,
  };
  const seconds = span / 1000;
  const summary = markdownTable(
    ['figure', 'value'],
    [
      [
        'run',
        `${(s.durationMs / 60_000).toFixed(1)} min, warm-up ${(s.warmupMs / 1000).toFixed(0)} s; ${s.rps} HTTP operations/s, ${s.chatRate} chat messages/s`,
      ],
      [
        'HTTP requests (and socket tickets)',
        `${(recorder.samples.length + tickets.samples.length).toLocaleString('en')} (${Object.entries(byClass)
          .map(([k, v]) => `${k}: ${v.toLocaleString('en')}`)
          .join(', ')}); connection errors ${figures.networkErrors}; not started (64 in flight) ${skipped}`,
      ],
      [
        `HTTP p99, first ${seconds} s after warm-up`,
        `${ms(firstP99.p99)} (${firstP99.count.toLocaleString('en')} requests; machine load average up to ${memory.loadBetween(...first).toFixed(1)})`,
      ],
      [
        `HTTP p99, last ${seconds} s`,
        `${ms(lastP99.p99)} (${lastP99.count.toLocaleString('en')} requests; machine load average up to ${memory.loadBetween(...last).toFixed(1)})`,
      ],
      [
        'sockets',
        `${chat.sockets} (connected in ${chat.connectSeconds.toFixed(1)} s); closed by the server during the run: ${chat.closed}`,
      ],
      [
        'chat messages',
        `${chat.sent.toLocaleString('en')} sent, ${chat.deliveries.toLocaleString('en')} deliveries; not acknowledged ${chat.unacked}, not delivered ${chat.undelivered}; refused ${JSON.stringify(chat.refused)}`,
      ],
      ['chat delivery p99, first / last window', `${ms(chatP99(chat, first))} / ${ms(chatP99(chat, last))}`],
      [
        'server RSS',
        `${mib(figures.rssAfterWarmup)} after warm-up → ${mib(figures.rssAtEnd)} at the end (peak ${mib(memory.peak())})`,
      ],
    ],
  );
  const ops = markdownTable(
    ['call', 'requests', 'not 2xx', 'p50', 'p99'],
    [...byOp].sort(([a], [b]) => a.localeCompare(b)).map(([op, v]) => [op, v.count, v.errors, ms(v.p50), ms(v.p99)]),
  );
  return {
    part: 'soak',
    title: 'Soak: mixed traffic against one instance',
    markdown: `${summary}\n\n${ops}`,
    targets: soakTargets(figures),
  };
}

/**
 * The soak: one built server on PostgreSQL (in-process fan-out), `clients` people with a socket
 * each, open-loop HTTP traffic (reads, writes, uploads) and chat for SOAK_MINUTES, with the
 * server's resident memory sampled every 5 s.
 */
export async function soakBench(): Promise<PartReport[]> {
  const s = soakSettings();
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  return withPostgresDatabase(adminUrl, async (url) => {
    const server = await startAppServer({ port: ports.app, env: { DATABASE_URL: url, REDIS_URL: '' } });
    try {
      say(`soak: seeding ${s.clients} people in cliques of ${s.cliqueSize}…`);
      const world = await seedWorld(url, server.origin, s.clients, s.cliqueSize);
      const tickets = new Recorder();
      const chat = new ChatTraffic(server.origin, world, tickets);
      await chat.connect();
      say(`soak: ${s.clients} sockets open; ${(s.durationMs / 60_000).toFixed(1)} minutes of traffic…`);
      const recorder = new Recorder();
      const memory = new MemorySampler(server.child.pid as number, () => recorder.now());
      const until = () => recorder.now() >= s.durationMs;
      const progress = setInterval(
        () =>
          say(
            `  ${(recorder.now() / 60_000).toFixed(1)} min: ${recorder.samples.length} requests, ${recorder.samples.filter((x) => x.status >= 500).length} 5xx`,
          ),
        60_000,
      );
      const [http] = await Promise.all([
        runHttpTraffic(server.origin, world, recorder, s.rps, until),
        chat.run(s.chatRate, until, () => recorder.now()),
      ]);
      clearInterval(progress);
      memory.stop();
      const result = await chat.finish();
      return [report(s, recorder, tickets, result, memory, http.skipped)];
    } finally {
      await server.stop();
    }
  });
}
