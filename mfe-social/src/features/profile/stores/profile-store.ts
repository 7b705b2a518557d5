import { makeAutoObservable, runInAction } from 'mobx';
import type { Friendship, UserProfile } from '@cliques/contracts';
import { errorMessage } from '@cliques/api-client';
import { attempt } from '@cliques/stores';

/** The calls a profile page makes. */
export interface ProfileApi {
  getUser(userId: string): Promise<UserProfile>;
  sendFriendRequest(recipientId: string): Promise<Friendship>;
  answerFriendRequest(senderId: string, answer: 'accept' | 'decline'): Promise<Friendship>;
  removeFriend(userId: string): Promise<void>;
  followUser(userId: string): Promise<boolean>;
  unfollowUser(userId: string): Promise<boolean>;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * A profile with its counts and how the viewer stands with its owner. The friend button walks
 * none → pending_sent (or accepted, when they had asked first) → accepted → none, and
 * pending_received → accepted or none; every step reloads the profile so counts stay exact.
 */
export class ProfileStore {
  /** The profile, once loaded. */
  profile: UserProfile | null = null;
  /** Where loading stands. */
  status: LoadStatus = 'idle';
  /** True while a friend or follow action is under way. */
  busy = false;
  /** The last failure. */
  error = '';
  /** The viewer blocked this person here: the profile is gone for them from now on. */
  blocked = false;

  constructor(
    readonly userId: string,
    private readonly api: ProfileApi,
  ) {
    makeAutoObservable<ProfileStore, 'api'>(this, { api: false, userId: false }, { autoBind: true });
  }

  /** Loads (or reloads) the profile. */
  async load(): Promise<void> {
    if (!this.profile) this.status = 'loading';
    try {
      const profile = await this.api.getUser(this.userId);
      runInAction(() => {
        this.profile = profile;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, 'Failed to load the profile');
        if (!this.profile) this.status = 'error';
      });
    }
  }

  /** Replaces the profile after an edit elsewhere (the edit form). */
  setProfile(profile: UserProfile): void {
    this.profile = profile;
  }

  /** The viewer blocked someone from this page; when it is this person, their profile goes. */
  personBlocked(userId: string): void {
    if (userId === this.userId) this.blocked = true;
  }

  addFriend(): Promise<void> {
    return this.act(() => this.api.sendFriendRequest(this.userId), 'Failed to send the friend request');
  }

  acceptFriend(): Promise<void> {
    return this.act(() => this.api.answerFriendRequest(this.userId, 'accept'), 'Failed to accept the request');
  }

  declineFriend(): Promise<void> {
    return this.act(() => this.api.answerFriendRequest(this.userId, 'decline'), 'Failed to decline the request');
  }

  /** Unfriends, or withdraws my pending request. */
  removeFriend(): Promise<void> {
    return this.act(() => this.api.removeFriend(this.userId), 'Failed to update the friendship');
  }

  toggleFollow(): Promise<void> {
    const following = this.profile?.isFollowing;
    return this.act(
      () => (following ? this.api.unfollowUser(this.userId) : this.api.followUser(this.userId)),
      following ? 'Failed to unfollow' : 'Failed to follow',
    );
  }

  private async act(action: () => Promise<unknown>, fallback: string): Promise<void> {
    if (this.busy) return;
    await attempt(this, { flag: 'busy', failed: fallback }, async () => {
      await action();
      await this.load();
    });
  }
}
