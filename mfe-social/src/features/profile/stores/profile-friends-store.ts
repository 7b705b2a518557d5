import { makeAutoObservable, runInAction } from 'mobx';
import type { UserSummary } from '@cliques/contracts';
import { errorMessage } from '@cliques/api-client';

/** Someone's friends as others see them; a private list answers 404. */
export class ProfileFriendsStore {
  /** Their friends, once loaded. */
  friends: UserSummary[] = [];
  /** loading → ready, private (they hide it) or error. */
  status: 'loading' | 'ready' | 'private' | 'error' = 'loading';
  /** The last failure. */
  error = '';

  constructor(
    private readonly userId: string,
    private readonly listFriends: (userId: string) => Promise<UserSummary[]>,
  ) {
    makeAutoObservable<ProfileFriendsStore, 'userId' | 'listFriends'>(
      this,
      { userId: false, listFriends: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    try {
      const friends = await this.listFriends(this.userId);
      runInAction(() => {
        this.friends = friends;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        const status = (error as { status?: number }).status;
        this.status = status === 404 ? 'private' : 'error';
        this.error = errorMessage(error, 'Failed to load friends');
      });
    }
  }
}
