import { makeAutoObservable, runInAction } from 'mobx';
import type { ChangeCliqueRoleBody, CliqueMember, CliqueRole } from '@cliques/contracts';
import { PagedList, attempt } from '@cliques/stores';
import type { CliqueApi } from './clique-api';
import { pageOf } from '../lib/page-of';

export type MembersApi = Pick<
  CliqueApi,
  | 'listCliqueMemberPage'
  | 'changeCliqueRole'
  | 'banFromClique'
  | 'muteInClique'
  | 'unmuteInClique'
  | 'removeCliqueMember'
  | 'transferClique'
>;

/** A clique's members, paged, by role and name; moderators remove, mute and ban; admins set roles. */
export class MembersStore {
  /** The role filter, or null for everyone. */
  role: CliqueRole | null = null;
  /** The name box as typed. */
  query = '';
  private searched = '';
  busy = false;
  error = '';
  /** What the last action did, for the screen reader and the eye. */
  notice = '';
  readonly list: PagedList<CliqueMember>;

  constructor(
    readonly cliqueId: string,
    private readonly api: MembersApi,
  ) {
    this.list = new PagedList<CliqueMember>(
      (nextToken) =>
        this.api
          .listCliqueMemberPage(this.cliqueId, {
            role: this.role ?? undefined,
            query: this.searched || undefined,
            nextToken,
          })
          .then(pageOf('members')),
      (member) => member.user.userId,
      { failed: 'Failed to load the members' },
    );
    makeAutoObservable<MembersStore, 'api' | 'change'>(
      this,
      { api: false, list: false, cliqueId: false, change: false },
      { autoBind: true },
    );
  }

  setRole(role: CliqueRole | null): Promise<void> {
    this.role = role;
    return this.list.load();
  }

  setQuery(value: string): void {
    this.query = value;
  }

  search(): Promise<void> {
    this.searched = this.query.trim();
    return this.list.load();
  }

  changeRole(member: CliqueMember, role: ChangeCliqueRoleBody['role']): Promise<boolean> {
    return this.act('Failed to change the role', 'Role changed', async () => {
      await this.api.changeCliqueRole(this.cliqueId, member.user.userId, role);
      this.change(member, { role });
    });
  }

  remove(member: CliqueMember): Promise<boolean> {
    return this.act('Failed to remove the member', 'Member removed', async () => {
      await this.api.removeCliqueMember(this.cliqueId, member.user.userId);
      this.list.remove(member.user.userId);
    });
  }

  /** Bans for `hours` (null: for ever), with an optional reason. */
  ban(member: CliqueMember, hours: number | null, reason: string): Promise<boolean> {
    return this.act('Failed to ban the member', 'Member banned', async () => {
      await this.api.banFromClique(this.cliqueId, {
        userId: member.user.userId,
        ...(hours ? { hours } : {}),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      this.list.remove(member.user.userId);
    });
  }

  mute(member: CliqueMember, hours: number): Promise<boolean> {
    return this.act('Failed to mute the member', 'Member muted', async () => {
      await this.api.muteInClique(this.cliqueId, member.user.userId, hours);
      const until = new Date(Date.now() + hours * 3_600_000).toISOString();
      this.change(member, { mutedUntil: until });
    });
  }

  unmute(member: CliqueMember): Promise<boolean> {
    return this.act('Failed to unmute the member', 'Member unmuted', async () => {
      await this.api.unmuteInClique(this.cliqueId, member.user.userId);
      this.change(member, { mutedUntil: null });
    });
  }

  /** The owner hands the clique to an admin. */
  transfer(member: CliqueMember): Promise<boolean> {
    return this.act('Failed to transfer the clique', 'Ownership transferred', () =>
      this.api.transferClique(this.cliqueId, member.user.userId),
    );
  }

  private change(member: CliqueMember, fields: Partial<CliqueMember>): void {
    this.list.replaceItems((items) =>
      items.map((m) => (m.user.userId === member.user.userId ? { ...m, ...fields } : m)),
    );
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
