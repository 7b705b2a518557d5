import { makeAutoObservable, runInAction } from 'mobx';
import type { FollowEntry, FollowsResponse } from '@cliques/contracts';
import { attempt, PagedList } from '@cliques/stores';

/** Which of someone's follow lists. */
export type FollowListType = 'followers' | 'following';

export interface FollowListApi {
  listFollows(userId: string, type: FollowListType, nextToken: string | null): Promise<FollowsResponse>;
  followUser(userId: string): Promise<boolean>;
  unfollowUser(userId: string): Promise<boolean>;
}

/** Someone's followers or followings, paged, with Follow / Unfollow on each person in place. */
export class FollowListStore {
  readonly list: PagedList<FollowEntry>;
  /** People whose follow is being changed. */
  busy = new Set<string>();
  /** Why the last Follow / Unfollow failed. */
  error: string | null = null;

  constructor(
    userId: string,
    type: FollowListType,
    private readonly api: FollowListApi,
  ) {
    this.list = new PagedList<FollowEntry>(
      async (nextToken) => {
        const page = await api.listFollows(userId, type, nextToken);
        return { items: page[type], nextToken: page.nextToken, hasMore: page.hasMore };
      },
      (entry) => entry.userId,
      { failed: type === 'followers' ? 'Failed to load followers' : 'Failed to load following' },
    );
    makeAutoObservable<FollowListStore, 'api'>(this, { list: false, api: false }, { autoBind: true });
  }

  /** Follows or unfollows one person of the list; the button shows the answer. */
  async toggle(entry: FollowEntry): Promise<void> {
    if (this.busy.has(entry.userId)) return;
    this.busy.add(entry.userId);
    const failed = entry.isFollowing ? 'Failed to unfollow' : 'Failed to follow';
    await attempt(this, { failed, none: null }, async () => {
      const isFollowing = entry.isFollowing
        ? await this.api.unfollowUser(entry.userId)
        : await this.api.followUser(entry.userId);
      this.list.replaceItems((items) =>
        items.map((item) => (item.userId === entry.userId ? { ...item, isFollowing } : item)),
      );
    });
    runInAction(() => this.busy.delete(entry.userId));
  }
}
