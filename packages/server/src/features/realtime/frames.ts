import { FormatRegistry } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  DeleteMessageFrame,
  EditMessageFrame,
  GetMessagesFrame,
  SendMessageFrame,
  TypingClientFrame,
  WatchEventsFrame,
  WatchPollsFrame,
  WatchPostsFrame,
  type ClientFrame,
  type RealtimeErrorFrame,
  type ServerFrame,
} from '@cliques/contracts';
import type { RawData } from 'ws';
import type { Database } from '../../platform/database/database';
import type { Locale } from '@cliques/i18n/locales';
import { HttpError, badRequest, message, type Message } from '../../platform/http/errors';
import { findTextProblem, normaliseStrings, problemError } from '../../platform/input/clean-input';
import { translate } from '../../platform/i18n/translate';
import { jsonTooDeep, maxJsonDepth } from '../../platform/http/json-depth';
import { isId } from '../../platform/input/ids';
import { deleteMessage, editMessage, getMessages, sendMessage, typingEvent, type ConfirmUploads } from '../chat';
import { visibleEventIds } from '../events';
import { assertNotSuspended } from '../people';
import { visiblePollIds } from '../polls';
import { visiblePostIds } from '../posts';
import { typingAllowed } from './typing-limit';
import type { Connection } from './connection';
import type { RealtimeHub } from './hub';
import type { WriteLimiter } from '../../platform/write-limits/write-limiter';

if (!FormatRegistry.Has('uuid')) FormatRegistry.Set('uuid', isId);

const checkers = {
  sendMessage: TypeCompiler.Compile(SendMessageFrame),
  getMessages: TypeCompiler.Compile(GetMessagesFrame),
  typing: TypeCompiler.Compile(TypingClientFrame),
  editMessage: TypeCompiler.Compile(EditMessageFrame),
  deleteMessage: TypeCompiler.Compile(DeleteMessageFrame),
  watchPolls: TypeCompiler.Compile(WatchPollsFrame),
  watchEvents: TypeCompiler.Compile(WatchEventsFrame),
  watchPosts: TypeCompiler.Compile(WatchPostsFrame),
};
const isAction = (action: unknown): action is keyof typeof checkers =>
  typeof action === 'string' && Object.hasOwn(checkers, action);

/**
 * Whether each frame only reads or writes. Every writing frame passes the one guard in `run` (as
 * every writing REST route passes the /api scope's suspension hook); a new frame must be listed here.
 */
export const frameKinds = {
  sendMessage: 'write',
  getMessages: 'read',
  typing: 'write',
  editMessage: 'write',
  deleteMessage: 'write',
  watchPolls: 'read',
  watchEvents: 'read',
  watchPosts: 'read',
} as const satisfies Record<ClientFrame['action'], 'read' | 'write'>;

interface Logger {
  error(obj: object, msg: string): void;
}

/** What handling a frame needs besides the connection it came on. */
export interface FrameContext {
  db: Database;
  hub: RealtimeHub;
  log: Logger;
  maxFrameBytes: number;
  writeLimiter: WriteLimiter;
  /** Confirms images uploaded straight to a bucket before a message attaches them. */
  confirmUploads?: ConfirmUploads;
}

const send = (connection: Connection, frame: ServerFrame) => connection.send(JSON.stringify(frame));

/** What an error frame says, in a language: a catalog message, or words made for one language at a time. */
type FrameText = string | Message | ((locale: Locale) => string);

/** An error frame, its message in the language the socket's user last asked for (users.language). */
function refuse(
  connection: Connection,
  code: RealtimeErrorFrame['code'],
  text: FrameText,
  about: { clientMessageId?: string; messageId?: string } = {},
  details?: unknown[],
): void {
  const locale = connection.session.language;
  send(connection, {
    type: 'error',
    code,
    message: typeof text === 'function' ? text(locale) : translate(locale, text),
    ...(about.clientMessageId ? { clientMessageId: about.clientMessageId } : {}),
    ...(about.messageId ? { messageId: about.messageId } : {}),
    ...(details ? { details } : {}),
  });
}

/** The HTTP errors a frame answers as they are (the others are internal). */
const frameErrorCodes = new Set<string>([
  'validation_failed',
  'not_found',
  'forbidden',
  'blocked',
  'suspended',
  'rate_limited',
  'muted_in_clique',
  'banned',
]);

function byteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((n, b) => n + b.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

/**
 * Parses and checks a text frame as the HTTP boundary checks a body (docs/API.md, "Hardening"):
 * nesting bounded, no NUL or lone surrogate, strings trimmed and unpaired bidi controls removed;
 * then the action's schema, unknown fields refused.
 */
function parseFrame(text: string): { frame: ClientFrame } | { error: FrameText } {
  const refused = (error: HttpError) => ({ error: error.text });
  if (jsonTooDeep(text))
    return refused(badRequest(message('Frame may nest at most {max} levels', { max: maxJsonDepth })));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refused(badRequest('Frame is not valid JSON'));
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return refused(badRequest('Frame must be a JSON object'));
  const problem = findTextProblem(value, 'frame');
  if (problem) return refused(problemError(problem));
  const record = normaliseStrings(value as Record<string, unknown>);
  const action = record.action;
  if (!isAction(action)) return refused(badRequest('Unknown action'));
  const first = checkers[action].Errors(record).First();
  if (first) return { error: schemaProblem(first.path.replace(/^\//, '') || 'frame', first.message) };
  return { frame: record as ClientFrame };
}

/** A frame the schema refused: in English the validator's words as they are; in another language, which field is wrong. */
function schemaProblem(field: string, problem: string): FrameText {
  return (locale) =>
    locale === 'en' ? `${field}: ${problem}` : translate(locale, message('{field} is invalid', { field }));
}

/** Sends a message counted against the sender's `messages` limit; a failed or repeated send does not count. */
async function sendLimited(context: FrameContext, senderId: string, frame: SendMessageFrame) {
  const ticket = await context.writeLimiter.take(senderId, 'messages');
  try {
    const sent = await sendMessage(context.db, senderId, frame, context.confirmUploads);
    if (!sent.created) await context.writeLimiter.giveBack(ticket);
    return sent;
  } catch (error) {
    await context.writeLimiter.giveBack(ticket);
    throw error;
  }
}

/** What a refusal of this frame names: the send's clientMessageId, or the edited or deleted message. */
function aboutOf(frame: ClientFrame): { clientMessageId?: string; messageId?: string } {
  if (frame.action === 'sendMessage') return { clientMessageId: frame.clientMessageId };
  if (frame.action === 'editMessage' || frame.action === 'deleteMessage') return { messageId: frame.messageId };
  return {};
}

/** A watch frame: of the things of one kind it names, those the sender may see replace what they watched of that kind. */
async function watchVisible(
  db: Database,
  connection: Connection,
  hub: RealtimeHub,
  kind: 'poll' | 'event' | 'post',
  ids: string[],
  visibleIds: (db: Database, viewerId: string, ids: string[]) => Promise<string[]>,
): Promise<void> {
  const visible = await visibleIds(db, connection.userId, [...new Set(ids)]);
  hub.watch(
    connection,
    kind,
    visible.map((id) => `${kind}:${id}`),
  );
}

async function perform(context: FrameContext, connection: Connection, frame: ClientFrame): Promise<void> {
  const { db, hub } = context;
  switch (frame.action) {
    case 'getMessages':
      send(connection, await getMessages(db, connection.userId, frame));
      return;
    case 'watchPolls':
      return watchVisible(db, connection, hub, 'poll', frame.pollIds, visiblePollIds);
    case 'watchEvents':
      return watchVisible(db, connection, hub, 'event', frame.eventIds, visibleEventIds);
    case 'watchPosts':
      return watchVisible(db, connection, hub, 'post', frame.postIds, visiblePostIds);
    case 'typing': {
      const event = await typingEvent(db, connection.userId, frame);
      return hub.publish(event.audience, event.frame);
    }
    case 'editMessage': {
      const event = await editMessage(db, connection.userId, frame);
      return hub.publish(event.audience, event.frame);
    }
    case 'deleteMessage': {
      const event = await deleteMessage(db, connection.userId, frame);
      return hub.publish(event.audience, event.frame);
    }
    case 'sendMessage': {
      const { clientMessageId } = frame;
      const sent = await sendLimited(context, connection.userId, frame);
      send(connection, {
        type: 'message_sent',
        message: sent.message,
        ...(clientMessageId ? { clientMessageId } : {}),
      });
      if (sent.created) {
        await hub.publish(sent.audience, { type: 'message', message: sent.message }, connection.id);
        hub.messageSent(sent.message, sent.audience);
      }
    }
  }
}

async function run(context: FrameContext, connection: Connection, frame: ClientFrame): Promise<void> {
  try {
    if (frameKinds[frame.action] === 'write') await assertNotSuspended(context.db, connection.userId);
    await perform(context, connection, frame);
  } catch (error) {
    if (error instanceof HttpError && frameErrorCodes.has(error.code)) {
      refuse(connection, error.code as RealtimeErrorFrame['code'], error.text, aboutOf(frame), error.details);
      return;
    }
    context.log.error({ err: error, action: frame.action }, 'realtime frame failed');
    refuse(connection, 'internal', 'Something went wrong; please try again', aboutOf(frame));
  }
}

/**
 * Handles one client frame: within the rate and size limits, valid JSON for a known action, then
 * queued behind the connection's earlier frames. Every refusal is an error frame; the socket stays.
 */
export function handleFrame(context: FrameContext, connection: Connection, data: RawData, isBinary: boolean): void {
  const allowed = connection.takeToken();
  if (byteLength(data) > context.maxFrameBytes)
    return refuse(
      connection,
      'payload_too_large',
      message('Frames are limited to {max} bytes', { max: context.maxFrameBytes }),
    );
  if (isBinary) return refuse(connection, 'validation_failed', 'Frames must be JSON text');
  const parsed = parseFrame(textOf(data));
  const about = 'frame' in parsed ? aboutOf(parsed.frame) : {};
  if (!allowed) return refuse(connection, 'rate_limited', 'Too many frames; slow down', about);
  if ('error' in parsed) return refuse(connection, 'validation_failed', parsed.error);
  const { frame } = parsed;
  // Typing beyond one a second per conversation is dropped without a word: the indicator is already showing.
  if (frame.action === 'typing' && !typingAllowed(connection, frame)) return;
  if (!connection.enqueue(() => run(context, connection, frame))) {
    refuse(connection, 'rate_limited', 'Too many frames waiting; slow down', about);
  }
}
