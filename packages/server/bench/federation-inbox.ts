// The inbox row of the federation benchmark (federation.ts): signed activities from remote actors
// posted to the server's shared inbox at a steady rate, as other servers deliver them.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { signRequest } from '@fedify/fedify';
import { Like } from '@fedify/fedify/vocab';
import type { RemoteActor } from './federation-receivers';
import { percentile } from './realtime-clients';
import { sleep, type LoadRow } from './server-kit';

/** One activity ready to go: its body and the headers its signature covers. */
export interface SignedActivity {
  address: string;
  body: string;
  headers: Record<string, string>;
}

/**
 * `Like`s of posts of the server (`noteUris`), each actor liking each post once (actor i likes
 * posts in turn), signed with the actor's key (draft-cavage HTTP signatures, as Mastodon signs) for
 * the shared inbox at `inbox`. Signed ahead, so the load generator spends nothing on keys while it
 * sends; a signature stays valid for an hour.
 */
export async function signLikes(
  actors: RemoteActor[],
  noteUris: URL[],
  inbox: URL,
  count: number,
  tag: string,
): Promise<SignedActivity[]> {
  if (count > actors.length * noteUris.length) throw new Error(`${count} likes need more actors or posts`);
  const signed: SignedActivity[] = [];
  for (let i = 0; i < count; i += 1) {
    const actor = actors[i % actors.length];
    const note = noteUris[Math.floor(i / actors.length)];
    const like = new Like({ id: new URL(`${actor.uri.href}/likes/${tag}-${i}`), actor: actor.uri, object: note });
    const body = JSON.stringify(await like.toJsonLd());
    const request = await signRequest(
      new Request(inbox, { method: 'POST', headers: { 'content-type': 'application/activity+json' }, body }),
      actor.privateKey,
      actor.keyId,
      { spec: 'draft-cavage-http-signatures-12' },
    );
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    signed.push({ address: actor.address, body, headers });
  }
  return signed;
}

/**
 * Posts the activities to the inbox at `rate` a second, each from its actor's own address, each
 * timed from when it was due (an open loop: a server that falls behind shows as latency, never as
 * a lower rate). `accepted` counts 2xx answers; the row's rps is accepted ones a second.
 */
export async function postAtRate(
  inbox: URL,
  label: string,
  activities: SignedActivity[],
  rate: number,
): Promise<LoadRow & { accepted: number; firstFailure: string }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: number[] = [];
  let accepted = 0;
  let errors = 0;
  let firstFailure = '';
  let busy = 0;
  let mostBusy = 0;
  const send = (activity: SignedActivity, dueAt: number) =>
    new Promise<void>((resolve) => {
      busy += 1;
      mostBusy = Math.max(mostBusy, busy);
      const done = (failure?: string) => {
        latencies.push(performance.now() - dueAt);
        if (failure) {
          errors += 1;
          firstFailure ||= failure;
        } else accepted += 1;
        busy -= 1;
        resolve();
      };
      const request = http.request(
        inbox,
        { method: 'POST', agent, localAddress: activity.address, headers: activity.headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            done(status >= 300 ? `${status} ${Buffer.concat(chunks).toString().slice(0, 200)}` : undefined);
          });
        },
      );
      request.on('error', (error) => done(error.message));
      request.end(activity.body);
    });
  const interval = 1000 / rate;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < activities.length;) {
    const now = performance.now();
    while (i < activities.length && started + i * interval <= now) {
      inFlight.push(send(activities[i], started + i * interval));
      i += 1;
    }
    if (i < activities.length) await sleep(Math.max(0, started + i * interval - performance.now()));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    label,
    connections: mostBusy,
    requests: latencies.length,
    rps: Math.round(accepted / elapsed),
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    errors,
    accepted,
    firstFailure,
  };
}
