import type { PostEvent } from '@cliques/contracts';
import { badRequest } from '../../platform/http/errors';
import type { Queryable } from '../../platform/database/database';
import { findOwnedMediaObjects } from '../media';
import type { PostPart } from '../posts';
import { checkEvent } from './event-rules';
import { eventColumn, insertEvent, type EventJson } from './events.repository';

/** Signs a media key for an answer (the posts' own signer). */
type EmbedUrl = (key: string) => string;

/** An event as the API shows it: the cover signed for the reader. */
export function toEventView(json: EventJson, embedUrl: EmbedUrl): PostEvent {
  return {
    eventId: json.eventId,
    title: json.title,
    description: json.description,
    startsAt: new Date(json.startsAt).toISOString(),
    endsAt: new Date(json.endsAt).toISOString(),
    timeZone: json.timeZone,
    location: json.location,
    onlineUrl: json.onlineUrl,
    capacity: json.capacity,
    coverImage: json.coverImage ? { key: json.coverImage, url: embedUrl(json.coverImage) } : null,
    recurrence: json.recurrence,
    goingCount: json.goingCount,
    maybeCount: json.maybeCount,
    waitlistedCount: json.waitlistedCount,
    myRsvp: json.myRsvp,
    cancelled: json.cancelled,
  };
}

/** A cover must be an image the author uploaded (as post media keys are checked): 400 naming it otherwise. */
export async function checkCover(db: Queryable, authorId: string, key: string | null): Promise<void> {
  if (key === null) return;
  const object = (await findOwnedMediaObjects(db, authorId, [key])).get(key);
  if (!object || !object.contentType.startsWith('image/'))
    throw badRequest('coverImage must be an image you uploaded', [
      { path: '/event/coverImage', message: 'not an image of yours' },
    ]);
}

/** A post's event, plugged into posts (post-parts): read with the post, stored with it. */
export const eventPart: PostPart<'event'> = {
  field: 'event',
  standsAlone: true,
  column: eventColumn,
  toView: (json, embedUrl) => toEventView(json as EventJson, embedUrl),
  check: (input) => void checkEvent(input),
  async store(tx, owner, input) {
    const fields = checkEvent(input);
    await checkCover(tx, owner.authorId, fields.coverImage);
    await insertEvent(tx, owner.postId, fields);
  },
};
