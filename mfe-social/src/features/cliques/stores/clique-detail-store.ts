import { makeAutoObservable, runInAction } from 'mobx';
import type { Clique, CliqueViewerStatus, UpdateCliqueBody } from '@cliques/contracts';
import { errorMessage } from '@cliques/api-client';
import { attempt } from '@cliques/stores';
import { atLeast, viewerRole } from '../lib/roles';
import type { CliqueApi } from './clique-api';

/** The calls one clique's page makes. */
export type CliqueDetailApi = Pick<
  CliqueApi,
  | 'getClique'
  | 'updateClique'
  | 'deleteClique'
  | 'removeCliqueMember'
  | 'joinClique'
  | 'withdrawCliqueRequest'
  | 'answerCliqueInvitation'
  | 'setCliquePin'
  | 'deletePost'
>;

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * One clique as the viewer stands to it (`clique.viewer`): a non-member joins (answering the
 * questions), withdraws a request or answers an invitation; a member leaves; moderators pin and remove posts;
 * admins change the settings; the owner deletes.
 */
export class CliqueDetailStore {
  /** The clique, once loaded. */
  clique: Clique | null = null;
  /** Where loading stands. */
  status: LoadStatus = 'idle';
  /** True while a change is under way. */
  busy = false;
  /** The last failure. */
  error = '';

  constructor(
    readonly cliqueId: string,
    private readonly me: string,
    private readonly api: CliqueDetailApi,
    /** Tells the list about a change: the clique as you now see it, or null when you are no longer in it. */
    private readonly onChange: (cliqueId: string, clique: Clique | null) => void,
  ) {
    makeAutoObservable<CliqueDetailStore, 'api' | 'me' | 'onChange'>(
      this,
      { api: false, me: false, onChange: false, cliqueId: false },
      { autoBind: true },
    );
  }

  get viewerStatus(): CliqueViewerStatus {
    return this.clique?.viewer.status ?? 'none';
  }

  get isMember(): boolean {
    return this.viewerStatus === 'member';
  }

  get isOwner(): boolean {
    return viewerRole(this.clique) === 'owner';
  }

  /** Admins and the owner: settings, roles up to moderator. */
  get isAdmin(): boolean {
    return atLeast(viewerRole(this.clique), 'admin');
  }

  /** Moderators and above: the Manage tab. */
  get canModerate(): boolean {
    return atLeast(viewerRole(this.clique), 'moderator');
  }

  /** Members may invite when the clique lets them; moderators always may. */
  get canInvite(): boolean {
    return this.canModerate || (this.isMember && Boolean(this.clique?.membersCanInvite));
  }

  /** Whether posts and members are shown to the viewer: members, and for a public clique anyone not banned from it. */
  get canRead(): boolean {
    return this.isMember || (this.clique?.visibility === 'public' && this.viewerStatus !== 'banned');
  }

  async load(): Promise<void> {
    if (!this.clique) this.status = 'loading';
    try {
      const clique = await this.api.getClique(this.cliqueId);
      runInAction(() => {
        this.clique = clique;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, 'Failed to load the clique');
        if (!this.clique) this.status = 'error';
      });
    }
  }

  /** Joins (open) or asks to join (request) with the answers to the questions. */
  join(answers: string[]): Promise<boolean> {
    return this.run(async () => {
      const status = await this.api.joinClique(this.cliqueId, answers.length > 0 ? answers : undefined);
      if (status === 'member') await this.reload();
      else this.setStatus(status);
    }, 'Failed to join the clique');
  }

  /** Takes back a join request. */
  withdraw(): Promise<boolean> {
    return this.run(async () => {
      await this.api.withdrawCliqueRequest(this.cliqueId);
      this.setStatus('none');
    }, 'Failed to withdraw the request');
  }

  /** Accepts or declines the invitation waiting for you. */
  answerInvitation(answer: 'accept' | 'decline'): Promise<boolean> {
    return this.run(async () => {
      await this.api.answerCliqueInvitation(this.cliqueId, answer);
      if (answer === 'accept') await this.reload();
      else this.setStatus('none');
    }, 'Failed to answer the invitation');
  }

  /** Leaves the clique (anyone but the owner). */
  leave(): Promise<boolean> {
    return this.run(async () => {
      await this.api.removeCliqueMember(this.cliqueId, this.me);
      this.onChange(this.cliqueId, null);
    }, 'Failed to leave the clique');
  }

  edit(changes: UpdateCliqueBody): Promise<boolean> {
    return this.run(async () => {
      const clique = await this.api.updateClique(this.cliqueId, changes);
      runInAction(() => {
        this.clique = clique;
      });
      this.onChange(this.cliqueId, clique);
    }, 'Failed to save the clique');
  }

  remove(): Promise<boolean> {
    return this.run(async () => {
      await this.api.deleteClique(this.cliqueId);
      this.onChange(this.cliqueId, null);
    }, 'Failed to delete the clique');
  }

  /** Pins or unpins a post (moderators). */
  setPin(postId: string, pinned: boolean): Promise<boolean> {
    return this.run(() => this.api.setCliquePin(this.cliqueId, postId, pinned), 'Failed to change the pin');
  }

  /** Removes someone's post from the clique (moderators; the audit log records it). */
  removePost(postId: string): Promise<boolean> {
    return this.run(() => this.api.deletePost(postId), 'Failed to remove the post');
  }

  /** Whether the viewer wrote the post (their own card has Delete already). */
  wrote(authorId: string): boolean {
    return authorId === this.me;
  }

  private async reload(): Promise<void> {
    const clique = await this.api.getClique(this.cliqueId);
    runInAction(() => {
      this.clique = clique;
    });
    this.onChange(this.cliqueId, clique);
  }

  private setStatus(status: CliqueViewerStatus): void {
    runInAction(() => {
      if (this.clique) this.clique = { ...this.clique, viewer: { ...this.clique.viewer, status } };
    });
  }

  private async run(action: () => Promise<unknown>, failed: string): Promise<boolean> {
    if (this.busy) return false;
    return attempt(this, { flag: 'busy', failed }, action);
  }
}
