import { actionText } from './notification-text';

describe('a friend request notification', () => {
  it('says what its recipient answered once answered, and stays a request while pending', () => {
    expect(actionText('friend_request')).toBe('sent you a friend request');
    expect(actionText('friend_request', 'accepted')).toBe('sent you a friend request · you accepted');
    expect(actionText('friend_request', 'declined')).toBe('sent you a friend request · you declined');
  });
});
