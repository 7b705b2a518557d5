import type { Notification } from '@cliques/contracts';
import { person } from '../test/render';
import { actionText, notificationLink, outcomeText } from './notification-text';

const base: Notification = {
  notificationId: 'n',
  type: 'follow',
  actor: person('u-ann'),
  read: false,
  createdAt: '2026-11-21T10:00:00.000Z',
};

describe('notification text and links', () => {
  it('links post events to the post, a clique invitation to the clique, a request to /friends, the rest to the actor', () => {
    expect(notificationLink({ ...base, type: 'comment', postId: 'p1', commentId: 'c1' })).toBe('/post/p1');
    expect(notificationLink({ ...base, type: 'clique_added', cliqueId: 'c9' })).toBe('/cliques?clique=c9');
    expect(notificationLink({ ...base, type: 'friend_request' })).toBe('/friends');
    expect(notificationLink({ ...base, type: 'friend_accept' })).toBe('/profile/u-ann');
    expect(notificationLink(base)).toBe('/profile/u-ann');
  });

  it('leads clique notifications to the clique; a reviewed post to the post', () => {
    expect(notificationLink({ ...base, type: 'clique_join_request', cliqueId: 'c9' })).toBe('/cliques?clique=c9');
    expect(notificationLink({ ...base, type: 'clique_post_pending', cliqueId: 'c9', postId: 'p1' })).toBe(
      '/cliques?clique=c9',
    );
    expect(notificationLink({ ...base, type: 'clique_post_answered', cliqueId: 'c9', postId: 'p1' })).toBe('/post/p1');
    expect(actionText('clique_invitation')).toBe('invited you to a clique');
    expect(actionText('clique_banned')).toBe('banned you from a clique');
  });

  it('says what became of a held clique post, and leads a declined one (gone) to its clique', () => {
    expect(actionText('clique_post_answered', 'approved')).toBe('approved your post in a clique');
    expect(actionText('clique_post_answered', 'declined')).toBe('declined your post in a clique');
    expect(actionText('clique_post_answered')).toBe('reviewed your post in a clique');
    expect(notificationLink({ ...base, type: 'clique_post_answered', cliqueId: 'c9', outcome: 'declined' })).toBe(
      '/cliques?clique=c9',
    );
  });

  it('says what the actor did', () => {
    expect(actionText('friend_accept')).toBe('accepted your friend request');
    expect(actionText('mention')).toBe('mentioned you in a post');
  });

  it('says what became of a report', () => {
    expect(outcomeText('removed')).toBe('content removed');
    expect(outcomeText('suspended')).toBe('account suspended');
    expect(outcomeText('restricted')).toBe('author muted or banned in the clique');
    expect(outcomeText('dismissed')).toBe('no action taken');
  });
});
