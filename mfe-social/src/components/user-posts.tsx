import { useEffect, useState } from 'react';
import { getFeed } from '@cliques/api-client';
import { PostListStore } from '../stores/post-list-store';
import { PostList } from './post-list';

/** A person's posts and shares that the viewer may see, newest first; `onBlocked` after the viewer blocked someone from a post. */
export function UserPosts({ userId, onBlocked }: { userId: string; onBlocked?: (userId: string) => void }) {
  const [store] = useState(() => new PostListStore((nextToken) => getFeed(userId, 'own', { nextToken })));
  useEffect(() => {
    void store.reload();
  }, [store]);
  return (
    <section className="social-section" aria-label="Posts">
      <h2>Posts</h2>
      <PostList store={store} empty="No posts yet." onBlocked={onBlocked} />
    </section>
  );
}
