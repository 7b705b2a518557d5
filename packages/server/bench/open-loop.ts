// Load at a fixed rate of arrivals, each request timed from the moment it was due (an open loop).
// autocannon's `overallRate` paces each of its connections on its own timer, so the connections
// fire together and every tick is a burst: at 20 connections and 100 requests a second, even
// GET /api/health answers with a p99 of 70 ms, against 10 ms at one connection. People voting in a
// poll arrive one by one; this is how they are modelled.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from './realtime-clients';
import { sleep, type LoadRow, type RequestShape } from './server-kit';

/**
 * `rate` requests a second for `duration` seconds, the i-th made as users[i % n], over kept-alive
 * connections (as many as are busy at once, at most 256). A request's latency counts from when it
 * was due, so a generator that fell behind shows as latency, never as a lower rate.
 */
export async function measureOpenLoop<U extends { token?: string | null }>(
  origin: string,
  label: string,
  users: U[],
  { method = 'GET', pathOf, bodyOf }: RequestShape<U>,
  { rate, duration }: { rate: number; duration: number },
): Promise<LoadRow> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let errors = 0;
  let failure = '';
  let busy = 0;
  let mostBusy = 0;
  const send = (i: number, dueAt: number) =>
    new Promise<void>((resolve) => {
      busy += 1;
      mostBusy = Math.max(mostBusy, busy);
      const done = () => {
        busy -= 1;
        resolve();
      };
      const user = users[i % users.length];
      const body = bodyOf ? JSON.stringify(bodyOf(user, i)) : undefined;
      const request = http.request(
        new URL(pathOf(user, i), origin),
        {
          method,
          agent,
          headers: {
            ...(user.token ? { authorization: `Bearer ${user.token}` } : {}),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            latencies.push(performance.now() - dueAt);
            if ((response.statusCode ?? 0) >= 300) {
              errors += 1;
              if (!failure)
                console.error(
                  `  ${label}: ${(failure = `${response.statusCode} ${Buffer.concat(chunks).toString().slice(0, 200)}`)}`,
                );
            }
            done();
          });
        },
      );
      request.on('error', (error) => {
        errors += 1;
        if (!failure) console.error(`  ${label}: ${(failure = error.message)}`);
        done();
      });
      request.end(body);
    });
  const total = Math.round(rate * duration);
  const interval = 1000 / rate;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total;) {
    const now = performance.now();
    // Every request that is due is sent now; then wait for the next one's time.
    while (i < total && started + i * interval <= now) {
      inFlight.push(send(i, started + i * interval));
      i += 1;
    }
    if (i < total) await sleep(Math.max(0, started + i * interval - performance.now()));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    label,
    // The most requests under way at once (each on a connection of its own).
    connections: mostBusy,
    requests: latencies.length,
    rps: Math.round(latencies.length / elapsed),
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    errors,
  };
}
