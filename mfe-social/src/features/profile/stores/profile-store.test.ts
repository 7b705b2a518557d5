import type { UserProfile } from '@cliques/contracts';
import { makeProfile } from '@cliques/test-kit';
import { ProfileStore, type ProfileApi } from './profile-store';

const profile = (changes: Partial<UserProfile> = {}) => makeProfile('u-ben', 'Ben', changes);

function setup(first: UserProfile) {
  const api: jest.Mocked<ProfileApi> = {
    getUser: jest.fn().mockResolvedValue(first),
    sendFriendRequest: jest.fn().mockResolvedValue({}),
    answerFriendRequest: jest.fn().mockResolvedValue({}),
    removeFriend: jest.fn().mockResolvedValue(undefined),
    followUser: jest.fn().mockResolvedValue(true),
    unfollowUser: jest.fn().mockResolvedValue(false),
  };
  return { api, store: new ProfileStore('u-ben', api) };
}

describe('ProfileStore', () => {
  it('walks the friend life cycle, taking the status and counts from the reloaded profile each step', async () => {
    const { api, store } = setup(profile());
    await store.load();
    api.getUser.mockResolvedValueOnce(profile({ friendStatus: 'pending_sent' }));
    await store.addFriend();
    expect(api.sendFriendRequest).toHaveBeenCalledWith('u-ben');
    expect(store.profile?.friendStatus).toBe('pending_sent');
    api.getUser.mockResolvedValueOnce(profile());
    await store.removeFriend();
    expect(api.removeFriend).toHaveBeenCalledWith('u-ben');
    expect(store.profile?.friendStatus).toBe('none');
  });

  it('accepts or declines a request they sent', async () => {
    const { api, store } = setup(profile({ friendStatus: 'pending_received' }));
    await store.load();
    api.getUser.mockResolvedValueOnce(profile({ friendStatus: 'accepted', friendsCount: 1 }));
    await store.acceptFriend();
    expect(api.answerFriendRequest).toHaveBeenCalledWith('u-ben', 'accept');
    expect(store.profile).toMatchObject({ friendStatus: 'accepted', friendsCount: 1 });
    await store.declineFriend();
    expect(api.answerFriendRequest).toHaveBeenLastCalledWith('u-ben', 'decline');
  });

  it('follows and unfollows, showing the new follower count', async () => {
    const { api, store } = setup(profile());
    await store.load();
    api.getUser.mockResolvedValueOnce(profile({ isFollowing: true, followersCount: 1 }));
    await store.toggleFollow();
    expect(api.followUser).toHaveBeenCalledWith('u-ben');
    expect(store.profile?.followersCount).toBe(1);
    await store.toggleFollow();
    expect(api.unfollowUser).toHaveBeenCalledWith('u-ben');
  });

  it('keeps the profile and shows the server message when an action fails', async () => {
    const { api, store } = setup(profile());
    await store.load();
    api.sendFriendRequest.mockRejectedValueOnce(new Error('You cannot send a friend request to yourself'));
    await store.addFriend();
    expect(store.error).toBe('You cannot send a friend request to yourself');
    expect(store.profile?.friendStatus).toBe('none');
    expect(store.busy).toBe(false);
  });

  it('an unknown user is an error state with the message', async () => {
    const { api, store } = setup(profile());
    api.getUser.mockReset().mockRejectedValueOnce(new Error('User not found'));
    await store.load();
    expect(store).toMatchObject({ status: 'error', error: 'User not found' });
  });
});
