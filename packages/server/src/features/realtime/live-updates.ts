import type { Message, Notification, ServerFrame } from '@cliques/contracts';
import type { CommitEvent, CommitEvents } from '../../platform/database/commit-events';
import type { Database } from '../../platform/database/database';
import { hiddenFromWhom } from '../audience';
import { newComment } from '../comments';
import { eventCounts } from '../events';
import { findNotification } from '../notifications';
import { pollResults } from '../polls';
import { friendsPresence, presenceOf, toFriendPresence } from './presence.repository';
import { loadUserSummaries } from '../people';
import type { Connection } from './connection';
import { readCounts } from './counts';
import type { RealtimeHub } from './hub';
import { WatchedPublisher } from './watched-publisher';

interface Logger {
  error(obj: object, msg: string): void;
}

/** Who is told of a notification when they have no socket open (the push sender). */
export interface OfflineNotifier {
  notification(userId: string, notification: Notification): Promise<void>;
  message(userId: string, message: Message, senderName: string): Promise<void>;
}

const send = (connection: Connection, frame: ServerFrame) => connection.send(JSON.stringify(frame));

/**
 * What the server tells users without being asked: after a commit, the new notification and the
 * counts (or a push when the recipient has no socket anywhere), a watched poll's or event's counts, a person's own bookmark change
 * to their sockets, and a post's change or new comment to those who have it open; on socket open, the counts and the
 * friends' presence; when a user comes online or leaves, their friends.
 */
export class LiveUpdates {
  private readonly running = new Set<Promise<void>>();
  private readonly polls: WatchedPublisher;
  private readonly events: WatchedPublisher;

  constructor(
    private readonly db: Database,
    private readonly hub: RealtimeHub,
    private readonly log: Logger,
    private readonly offline?: OfflineNotifier,
  ) {
    this.polls = new WatchedPublisher('poll', (id) => pollResults(db, id), hub, log);
    this.events = new WatchedPublisher('event', (id) => eventCounts(db, id), hub, log);
  }

  /** Listens to committed changes and to the hub's sockets. */
  attach(events: CommitEvents): void {
    events.listen((event) => void this.guard('commit event', () => this.committed(event)));
    this.hub.onOpened = (connection) => void this.guard('socket open', () => this.opened(connection));
    this.hub.onPresence = (userId, online) => void this.guard('presence', () => this.presenceChanged(userId, online));
    this.hub.messageSent = (message, audience) => void this.guard('message', () => this.messageSent(message, audience));
  }

  /** Resolves once every update under way has finished (the server waits for it before closing the database). */
  async drain(): Promise<void> {
    await Promise.all([...this.running]);
  }

  private async guard(what: string, task: () => Promise<void>): Promise<void> {
    const running = task().catch((err: unknown) => this.log.error({ err }, `live update failed: ${what}`));
    this.running.add(running);
    await running;
    this.running.delete(running);
  }

  private async committed(event: CommitEvent): Promise<void> {
    if (event.type === 'counts') return this.hub.counts.changed(event.userIds);
    if (event.type === 'poll') return this.polls.changed(event.pollId);
    if (event.type === 'event') return this.events.changed(event.eventId);
    if (event.type === 'bookmark') {
      const { userId, postId, bookmarked } = event;
      return this.hub.publish([userId], { type: 'bookmark', postId, bookmarked });
    }
    if (event.type === 'post_changed')
      return this.hub.publishTopic(`post:${event.postId}`, { type: 'post_changed', postId: event.postId });
    if (event.type === 'comment') return this.commentAdded(event.postId, event.commentId);
    const notification = await findNotification(this.db, event.userId, event.notificationId);
    if (!notification) return;
    this.hub.counts.changed([event.userId]);
    await this.hub.publish([event.userId], { type: 'notification', notification });
    if (this.offline && !(await this.hub.onlineAmong([event.userId])).has(event.userId))
      await this.offline.notification(event.userId, notification);
  }

  /** A new comment or reply, to those who have its post open, but those its author is hidden from. */
  private async commentAdded(postId: string, commentId: string): Promise<void> {
    const comment = await newComment(this.db, postId, commentId);
    if (!comment) return;
    const hidden = await hiddenFromWhom(this.db, comment.author.userId);
    await this.hub.publishTopic(`post:${postId}`, { type: 'comment', comment }, hidden);
  }

  private async messageSent(message: Message, audience: string[]): Promise<void> {
    const recipients = audience.filter((id) => id !== message.senderId);
    this.hub.counts.changed(recipients);
    if (!this.offline || recipients.length === 0) return;
    const online = await this.hub.onlineAmong(recipients);
    const away = recipients.filter((id) => !online.has(id));
    if (away.length === 0) return;
    const sender = (await loadUserSummaries(this.db, [message.senderId])).get(message.senderId);
    const offline = this.offline;
    await Promise.all(away.map((id) => offline.message(id, message, sender?.displayName ?? 'New message')));
  }

  private async opened(connection: Connection): Promise<void> {
    const [counts, friends] = await Promise.all([
      readCounts(this.db, connection.userId),
      friendsPresence(this.db, connection.userId),
    ]);
    send(connection, counts);
    const online = await this.hub.onlineAmong(friends.map((f) => f.userId));
    send(connection, {
      type: 'presence_snapshot',
      friends: friends.map((f) => toFriendPresence(f, online.has(f.userId))),
    });
  }

  private async presenceChanged(userId: string, online: boolean): Promise<void> {
    const self = await presenceOf(this.db, userId, !online);
    if (!self?.shown) return;
    const friends = await friendsPresence(this.db, userId);
    await this.hub.publish(
      friends.map((f) => f.userId),
      { type: 'presence', ...toFriendPresence(self, online) },
    );
  }
}
