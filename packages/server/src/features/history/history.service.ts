import type { EditHistoryResponse } from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import type { AuthUser } from '../../platform/http/auth.plugin';
import { notFound } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { findCommentOwner } from '../comments';
import { callerRole, type Admins } from '../people';
import { visiblePost, type EmbedUrl } from '../posts';
import { commentPlace, commentVersions, hasOpenReport, postVersions } from './history.repository';

/**
 * Edit histories: whoever may see a post or a comment may read its versions (404 for the others,
 * as every read answers); the moderators and admins may also read those of a post or comment with
 * an open report, wherever it is, to judge what was reported against what it says now.
 */
export class HistoryService {
  constructor(
    private readonly db: Database,
    private readonly embedUrl: EmbedUrl,
    private readonly admins: Admins,
  ) {}

  /** GET /posts/{id}/history. */
  async post(caller: AuthUser, postId: string): Promise<EditHistoryResponse> {
    if (!isId(postId)) throw notFound('Post not found');
    if (!(await this.seesPost(caller.userId, postId)) && !(await this.moderates(caller, 'post', postId)))
      throw notFound('Post not found');
    const versions = await postVersions(this.db, postId, this.embedUrl);
    if (versions.length === 0) throw notFound('Post not found');
    return { versions };
  }

  /** GET /comments/{id}/history. */
  async comment(caller: AuthUser, commentId: string): Promise<EditHistoryResponse> {
    const place = isId(commentId) ? await commentPlace(this.db, caller.userId, commentId) : null;
    // A comment deleted while replies hang under it is a blank: it has no history to read.
    if (!place || !(await findCommentOwner(this.db, place.postId, commentId))) throw notFound('Comment not found');
    const sees = !place.blocked && (await this.seesPost(caller.userId, place.postId));
    if (!sees && !(await this.moderates(caller, 'comment', commentId))) throw notFound('Comment not found');
    return { versions: await commentVersions(this.db, commentId) };
  }

  private async seesPost(userId: string, postId: string): Promise<boolean> {
    try {
      await visiblePost(this.db, userId, postId);
      return true;
    } catch {
      return false;
    }
  }

  private async moderates(caller: AuthUser, type: 'post' | 'comment', id: string): Promise<boolean> {
    if (!(await hasOpenReport(this.db, type, id))) return false;
    return (await callerRole(this.db, caller, this.admins)) !== 'member';
  }
}
