// The client side of the realtime benchmark: many sockets in this process, timed deliveries.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { sleep, type BenchUser } from './server-kit';

/** A chat message frame as the server sends it (only what the benchmark reads). */
interface Frame {
  type: string;
  message?: { content: string };
}

/** An open socket of one user; `onFrame` receives every frame the server sends it. */
export interface ClientSocket {
  ws: WebSocket;
  userId: string;
  onFrame: ((frame: Frame) => void) | null;
}

/** Delivery latencies of one run, in milliseconds. */
export interface Delivery {
  count: number;
  p50: number;
  p99: number;
  lost: number;
}

/** The p-th percentile (0–100) of numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs tasks with at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i], i);
      }
    }),
  );
  return results;
}

/** A ticket and an open socket per user; `serverOf(i)` picks the instance of client i. */
export async function connectClients(
  users: BenchUser[],
  serverOf: (i: number) => string,
  origin: string,
): Promise<ClientSocket[]> {
  return pool(users, 50, async (user, i) => {
    const base = serverOf(i);
    const response = await fetch(`${base}/api/realtime/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
    });
    if (!response.ok) throw new Error(`ticket for client ${i}: ${response.status}`);
    const { ticket } = (await response.json()) as { ticket: string };
    const ws = new WebSocket(
      `${base.replace(/^http/, 'ws')}/ws?userId=${user.userId}&ticket=${encodeURIComponent(ticket)}`,
      { headers: { origin } },
    );
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const socket: ClientSocket = { ws, userId: user.userId, onFrame: null };
    ws.on('message', (data) => socket.onFrame?.(JSON.parse(String(data)) as Frame));
    return socket;
  });
}

/**
 * One-to-one: clients pair up (2k sends to 2k+1); `rate` messages a second in all, spread evenly
 * over the pairs and over `seconds`. Latency: send → the partner's `message`.
 */
export async function measureDirect(
  sockets: ClientSocket[],
  { rate, seconds }: { rate: number; seconds: number },
): Promise<Delivery & { rate: number }> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const pairs = Math.floor(sockets.length / 2);
  for (let k = 0; k < pairs; k++) {
    sockets[2 * k + 1].onFrame = (frame) => {
      if (frame.type !== 'message' || !frame.message) return;
      const start = sentAt.get(frame.message.content);
      if (start !== undefined) latencies.push(performance.now() - start);
    };
  }
  const total = rate * seconds;
  const sends: Promise<void>[] = [];
  for (let j = 0; j < total; j++) {
    const k = j % pairs;
    sends.push(
      sleep((j / rate) * 1000).then(() => {
        const content = `direct ${rate} ${j}`;
        sentAt.set(content, performance.now());
        sockets[2 * k].ws.send(
          JSON.stringify({ action: 'sendMessage', recipientId: sockets[2 * k + 1].userId, content }),
        );
      }),
    );
  }
  await Promise.all(sends);
  const deadline = Date.now() + 15_000;
  while (latencies.length < sentAt.size && Date.now() < deadline) await sleep(50);
  return {
    rate,
    count: sentAt.size,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    lost: sentAt.size - latencies.length,
  };
}

/** Clique broadcast: one member sends to all; latency per receiving member; `repeats` times, 1.5 s apart. */
export async function measureBroadcast(
  sockets: ClientSocket[],
  cliqueId: string,
  { repeats }: { repeats: number },
): Promise<Delivery & { allDeliveredMedian: number }> {
  const latencies: number[] = [];
  const lastDelivery: number[] = [];
  let lost = 0;
  for (let r = 0; r < repeats; r++) {
    const content = `broadcast ${r}`;
    const received: number[] = [];
    let start = 0;
    for (const socket of sockets.slice(1)) {
      socket.onFrame = (frame) => {
        if (frame.type === 'message' && frame.message?.content === content) received.push(performance.now() - start);
      };
    }
    start = performance.now();
    sockets[0].ws.send(JSON.stringify({ action: 'sendMessage', cliqueId, content }));
    const deadline = Date.now() + 10_000;
    while (received.length < sockets.length - 1 && Date.now() < deadline) await sleep(5);
    latencies.push(...received);
    lastDelivery.push(Math.max(...received));
    lost += sockets.length - 1 - received.length;
    await sleep(1500);
  }
  return {
    count: repeats,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    allDeliveredMedian: percentile(lastDelivery, 50),
    lost,
  };
}
