import type { PushKeyResponse, PushSubscriptionBody } from '@cliques/contracts';
import { call, http } from '../client';

/** GET /push/key → the server's VAPID public key (base64url). */
export function getPushKey(): Promise<string> {
  return call(() => http.get('push/key').json<PushKeyResponse>()).then((r) => r.publicKey);
}

/** POST /push/subscriptions: this browser's subscription (201; again is the same). */
export async function subscribePush(subscription: PushSubscriptionBody): Promise<void> {
  await call(() => http.post('push/subscriptions', { json: subscription }));
}

/** DELETE /push/subscriptions: this browser's subscription, by endpoint. */
export async function unsubscribePush(endpoint: string): Promise<void> {
  await call(() => http.delete('push/subscriptions', { json: { endpoint } }));
}
