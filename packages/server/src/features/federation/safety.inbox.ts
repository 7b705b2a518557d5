import type { InboxContext } from '@fedify/fedify';
import type { Flag } from '@fedify/fedify/vocab';
import { moderationLimits, type CreateReportBody } from '@cliques/contracts';
import type { AppContext } from '../../context';
import { HttpError } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { createReport } from '../moderation';
import { persistActor } from './remote-actors';
import { htmlToPlainText } from './sanitize';

/** What a flagged URL may be here: a post or a comment (`/ap/posts/{id}`), a person or a clique (`/ap/actors/{id}`). */
function reportTargets(ctx: InboxContext<AppContext>, url: URL): Pick<CreateReportBody, 'targetType' | 'targetId'>[] {
  const parsed = ctx.parseUri(url);
  if (parsed?.type === 'actor' && isId(parsed.identifier))
    return [
      { targetType: 'user', targetId: parsed.identifier },
      { targetType: 'clique', targetId: parsed.identifier },
    ];
  const id = parsed?.type === 'object' ? parsed.values.id : undefined;
  if (id && isId(id) && url.pathname === `/ap/posts/${id}`)
    return [
      { targetType: 'post', targetId: id },
      { targetType: 'comment', targetId: id },
    ];
  return [];
}

/**
 * A report from another server (`Flag`) about local content: each local post, comment, person or
 * clique it names becomes a report in the moderation queue, made by the account that sent it
 * (usually that server's instance actor, stored as a remote account), reason `other`, with the
 * Flag's text as its note. What it cannot see (a private clique's post), or what is not here, is
 * left out, as a local report of it would be refused; a repeat while the report is open adds nothing.
 */
export async function onFlag(ctx: InboxContext<AppContext>, flag: Flag): Promise<void> {
  const { db } = ctx.data;
  const sender = await flag.getActor(ctx);
  const reporterId = sender && (await persistActor(db, sender));
  if (!reporterId) return;
  const note = htmlToPlainText(flag.content?.toString() ?? '').slice(0, moderationLimits.note);
  for (const url of flag.objectIds) {
    for (const target of reportTargets(ctx, url)) {
      try {
        await createReport(db, reporterId, { ...target, reason: 'other', ...(note ? { note } : {}) });
        break;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
      }
    }
  }
}
