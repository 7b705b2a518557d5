import { runInAction } from 'mobx';
import type { Comment, Post, UserProfile, UserSummary } from '@cliques/contracts';
import { sessionStore, type SessionUser } from '@cliques/session';

/** A person as lists show them, without a picture. */
export function makeUser(userId: string, name = userId): UserSummary {
  return { userId, username: name, displayName: name, profilePicture: null };
}

/** Someone's profile as GET /users/{id} answers it: no fields filled, no counts, no relation to you. */
export function makeProfile(userId: string, name: string, overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    ...makeUser(userId, name.toLowerCase()),
    displayName: name,
    bio: '',
    location: '',
    profession: '',
    createdAt: '2026-11-21T10:00:00.000Z',
    followersCount: 0,
    followingCount: 0,
    friendsCount: 0,
    postsCount: 0,
    friendStatus: 'none',
    isFollowing: false,
    ...overrides,
  };
}

/** The signed-in person. */
export function makeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: 'u-me',
    email: 'me@example.com',
    username: 'me',
    displayName: 'Me',
    accessToken: 'token',
    ...overrides,
  };
}

/** A public post by Ann, with no media, likes, comments or shares. */
export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    postId: 'p-1',
    author: { ...makeUser('u-ann', 'ann'), displayName: 'Ann Lee' },
    content: 'Hello world',
    media: [],
    hashtags: [],
    mentions: [],
    cliqueId: null,
    audience: 'public',
    status: 'published',
    likesCount: 0,
    commentsCount: 0,
    sharesCount: 0,
    quotesCount: 0,
    likedByMe: false,
    sharedByMe: false,
    bookmarkedByMe: false,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    editedAt: null,
    linkPreview: null,
    contentWarning: null,
    sensitive: false,
    quote: null,
    quotePolicy: 'anyone',
    ...overrides,
  };
}

/** A top-level comment by Ann on post p-1, not liked. */
export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    commentId: 'c-1',
    postId: 'p-1',
    author: { ...makeUser('u-ann', 'ann'), displayName: 'Ann Lee' },
    content: 'Nice one',
    parentCommentId: null,
    depth: 0,
    repliesCount: 0,
    deleted: false,
    likesCount: 0,
    likedByMe: false,
    createdAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Signs the shared session in as `user`, or out with null. */
export function setSession(user: SessionUser | null, initialized = true) {
  runInAction(() => {
    sessionStore.user = user;
    sessionStore.initialized = initialized;
    sessionStore.loading = !initialized;
  });
}
