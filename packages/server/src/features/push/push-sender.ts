import https from 'node:https';
import type { Message, Notification, PushPayload } from '@cliques/contracts';
import webpush, { WebPushError } from 'web-push';
import { isLocale, type Locale } from '@cliques/i18n/locales';
import type { Database } from '../../platform/database/database';
import { message } from '../../platform/http/errors';
import { translate } from '../../platform/i18n/translate';
import {
  ensureVapidKeys,
  forgetEndpoint,
  subscriptionsWanting,
  type PushSubscriptionRow,
  type VapidKeys,
} from './push.repository';
import { publicOnlyLookup } from '../../platform/outbound/public-address';
import { groupOf } from '../notifications';
import { groupedPayload, groupedPushTypes } from './grouped-push';
import type { OfflineNotifier } from '../realtime';

interface Logger {
  warn(obj: object, msg: string): void;
}

export interface PushSenderOptions {
  /** VAPID `sub`: how push services reach the operator (an https URL or mailto:). */
  subject: string;
  /** Loopback and private endpoints allowed (PUSH_ALLOW_PRIVATE_ENDPOINTS, development only). */
  allowPrivateEndpoints: boolean;
  /** Extra TLS settings of the connections to push services (tests trust their own endpoint's certificate). */
  tls?: Pick<https.AgentOptions, 'ca'>;
}

/** An event's notifications (docs/API.md "Events"): pushed in their own words, which tell no text of the post. */
const eventTypes = [
  'event_updated',
  'event_cancelled',
  'event_promoted',
  'event_reminder_day',
  'event_reminder_hour',
] as const;
const eventWords: Record<(typeof eventTypes)[number], { title: string; body: string }> = {
  event_updated: { title: 'Event changed', body: 'An event you are going to has a new time or place' },
  event_cancelled: { title: 'Event cancelled', body: 'An event you are going to was cancelled' },
  event_promoted: { title: 'You have a place', body: 'A place opened up: you are going now' },
  event_reminder_day: { title: 'Event tomorrow', body: 'An event you are going to starts in 24 hours' },
  event_reminder_hour: { title: 'Event soon', body: 'An event you are going to starts in 1 hour' },
};

/** The notification types that reach a person with no socket open as a push. */
const pushedTypes = new Set<Notification['type']>(['friend_request', 'mention', 'comment', 'reply', ...eventTypes]);

/**
 * A push message of a notification, in the words of the notifications page, in the recipient's
 * language. Of a post behind a content warning it tells the warning, as it never tells a post's text.
 */
function notificationPayload(n: Notification, locale: Locale): PushPayload {
  const name = n.actor.displayName;
  if (n.type === 'friend_request')
    return {
      title: translate(locale, 'Friend request'),
      body: translate(locale, message('{name} sent you a friend request', { name })),
      url: '/friends',
    };
  const url = n.postId ? `/post/${n.postId}` : '/notifications';
  const event = eventWords[n.type as (typeof eventTypes)[number]];
  if (event) return { title: translate(locale, event.title), body: translate(locale, event.body), url };
  // The writer's own words go in as they are: never looked up in the catalog.
  const warning = n.contentWarning ? `\n${translate(locale, 'Content warning:')} ${n.contentWarning}` : '';
  if (n.type === 'mention')
    return {
      title: translate(locale, 'Mention'),
      body: translate(locale, message('{name} mentioned you', { name })) + warning,
      url,
    };
  if (n.type === 'reply')
    return {
      title: translate(locale, 'New reply'),
      body: translate(locale, message('{name} replied to your comment', { name })) + warning,
      url,
    };
  return {
    title: translate(locale, 'New comment'),
    body: translate(locale, message('{name} commented on your post', { name })) + warning,
    url,
  };
}

const messagePreviewLength = 120;

/**
 * Web push (RFC 8030 with VAPID, through `web-push`): the payload is encrypted for the browser's
 * keys, so the push service sees only its size. A subscription the push service calls gone (404 or
 * 410) is removed; connections go to public addresses only (unless allowed in development).
 */
export class PushSender implements OfflineNotifier {
  private readonly agent: https.Agent;

  private constructor(
    private readonly db: Database,
    readonly keys: VapidKeys,
    private readonly options: PushSenderOptions,
    private readonly log: Logger,
  ) {
    this.agent = new https.Agent({
      ...options.tls,
      ...(options.allowPrivateEndpoints ? {} : { lookup: publicOnlyLookup }),
    });
  }

  /** Reads the server's VAPID keys, making them at the first start. */
  static async start(db: Database, options: PushSenderOptions, log: Logger): Promise<PushSender> {
    return new PushSender(db, await ensureVapidKeys(db, webpush.generateVAPIDKeys()), options, log);
  }

  /** A friend request, mention, comment on your post or reply to your comment, to someone with no socket open. */
  async notification(userId: string, notification: Notification): Promise<void> {
    // A like, share, quote or follow: its group's one line, replaced as the group grows.
    if (groupedPushTypes.has(notification.type)) {
      const group = await groupOf(this.db, notification.notificationId);
      if (group) await this.send(userId, notification.type, (locale) => groupedPayload(notification, group, locale));
      return;
    }
    if (!pushedTypes.has(notification.type)) return;
    await this.send(userId, notification.type, (locale) => notificationPayload(notification, locale));
  }

  /** A chat message, to a recipient with no socket open. */
  async message(userId: string, message: Message, senderName: string): Promise<void> {
    const text =
      message.content.length > messagePreviewLength
        ? `${message.content.slice(0, messagePreviewLength)}…`
        : message.content;
    const url = message.cliqueId ? `/chat?clique=${message.cliqueId}` : `/chat?with=${message.senderId}`;
    await this.send(userId, 'message', () => ({ title: senderName, body: text, url }));
  }

  /**
   * Sends to every subscription of a user who wants pushes of this kind, in the language their
   * client last asked for (users.language; English when none has).
   */
  async send(userId: string, kind: string, payloadIn: (locale: Locale) => PushPayload): Promise<void> {
    const subscriptions = await subscriptionsWanting(this.db, userId, kind);
    await Promise.all(
      subscriptions.map((sub) => this.deliver(sub, payloadIn(isLocale(sub.language) ? sub.language : 'en'))),
    );
  }

  private async deliver(sub: PushSubscriptionRow, payload: PushPayload): Promise<void> {
    try {
      await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: {
            subject: this.options.subject,
            publicKey: this.keys.publicKey,
            privateKey: this.keys.privateKey,
          },
          TTL: 24 * 3600,
          timeout: 10_000,
          agent: this.agent,
        },
      );
    } catch (err) {
      if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410))
        return forgetEndpoint(this.db, sub.endpoint);
      // The endpoint is a capability: log only its host.
      this.log.warn(
        { host: new URL(sub.endpoint).host, statusCode: err instanceof WebPushError ? err.statusCode : undefined },
        'push delivery failed',
      );
    }
  }
}
