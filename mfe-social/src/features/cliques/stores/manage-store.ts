import { makeAutoObservable, runInAction } from 'mobx';
import type {
  CliqueAuditEntry,
  CliqueBan,
  CliqueInvite,
  CliqueJoinRequest,
  CreateCliqueInviteBody,
  Post,
} from '@cliques/contracts';
import { PagedList, attempt } from '@cliques/stores';
import type { CliqueApi } from './clique-api';
import { pageOf } from '../lib/page-of';

export type ManageApi = Pick<
  CliqueApi,
  | 'listCliqueRequests'
  | 'answerCliqueRequest'
  | 'listCliqueBans'
  | 'unbanFromClique'
  | 'listCliquePending'
  | 'answerCliquePending'
  | 'listCliqueAudit'
  | 'listCliqueInvites'
  | 'createCliqueInvite'
  | 'revokeCliqueInvite'
>;

/** The Manage tab's lists (requests, bans, pending posts, audit, invite links) and their actions. */
export class ManageStore {
  readonly requests: PagedList<CliqueJoinRequest>;
  readonly bans: PagedList<CliqueBan>;
  readonly pending: PagedList<Post>;
  readonly audit: PagedList<CliqueAuditEntry>;
  readonly invites: PagedList<CliqueInvite>;
  busy = false;
  error = '';
  /** What the last action did. */
  notice = '';

  constructor(
    readonly cliqueId: string,
    private readonly api: ManageApi,
    /** Someone joined (an approved request): the page loads the clique again (its member count). */
    private readonly onJoined: () => void = () => undefined,
  ) {
    const id = cliqueId;
    const byUser = (item: { user: { userId: string } }) => item.user.userId;
    this.requests = new PagedList<CliqueJoinRequest>(
      (next) => api.listCliqueRequests(id, next).then(pageOf('requests')),
      byUser,
      { failed: 'Failed to load the requests' },
    );
    this.bans = new PagedList<CliqueBan>((next) => api.listCliqueBans(id, next).then(pageOf('bans')), byUser, {
      failed: 'Failed to load the bans',
    });
    this.pending = new PagedList(
      (next) => api.listCliquePending(id, next).then(pageOf('posts')),
      (post) => post.postId,
      { failed: 'Failed to load the pending posts' },
    );
    this.audit = new PagedList(
      (next) => api.listCliqueAudit(id, next).then(pageOf('entries')),
      (entry) => entry.entryId,
      { failed: 'Failed to load the audit log' },
    );
    this.invites = new PagedList(
      () => api.listCliqueInvites(id).then((items) => ({ items, hasMore: false, nextToken: null })),
      (invite) => invite.inviteId,
      { failed: 'Failed to load the invite links' },
    );
    makeAutoObservable<ManageStore, 'api' | 'onJoined'>(
      this,
      {
        api: false,
        onJoined: false,
        cliqueId: false,
        requests: false,
        bans: false,
        pending: false,
        audit: false,
        invites: false,
      },
      { autoBind: true },
    );
  }

  answerRequest(request: CliqueJoinRequest, answer: 'approve' | 'decline'): Promise<boolean> {
    const { userId } = request.user;
    return this.act(
      'Failed to answer the request',
      answer === 'approve' ? 'Request approved' : 'Request declined',
      async () => {
        await this.api.answerCliqueRequest(this.cliqueId, userId, answer);
        this.requests.remove(userId);
        if (answer === 'approve') this.onJoined();
      },
    );
  }

  unban(ban: CliqueBan): Promise<boolean> {
    const { userId } = ban.user;
    return this.act('Failed to lift the ban', 'Ban lifted', async () => {
      await this.api.unbanFromClique(this.cliqueId, userId);
      this.bans.remove(userId);
    });
  }

  answerPending(post: Post, answer: 'approve' | 'decline'): Promise<boolean> {
    return this.act('Failed to answer the post', answer === 'approve' ? 'Post approved' : 'Post declined', async () => {
      await this.api.answerCliquePending(this.cliqueId, post.postId, answer);
      this.pending.remove(post.postId);
    });
  }

  /** A new invite link; resolves to it (to copy at once), or null when refused. */
  async createInvite(body: CreateCliqueInviteBody): Promise<CliqueInvite | null> {
    let created: CliqueInvite | null = null;
    await this.act('Failed to create the invite link', 'Invite link created', async () => {
      const invite = await this.api.createCliqueInvite(this.cliqueId, body);
      this.invites.prepend(invite);
      created = invite;
    });
    return created;
  }

  revokeInvite(invite: CliqueInvite): Promise<boolean> {
    return this.act('Failed to revoke the invite link', 'Invite link revoked', async () => {
      await this.api.revokeCliqueInvite(this.cliqueId, invite.inviteId);
      this.invites.remove(invite.inviteId);
    });
  }

  /** Tells the person using the screen what happened (e.g. a link copied). */
  say(notice: string): void {
    this.notice = notice;
  }

  private act(failed: string, done: string, work: () => Promise<unknown>): Promise<boolean> {
    if (this.busy) return Promise.resolve(false);
    this.notice = '';
    return attempt(this, { flag: 'busy', failed }, async () => {
      await work();
      runInAction(() => {
        this.notice = done;
      });
    });
  }
}
