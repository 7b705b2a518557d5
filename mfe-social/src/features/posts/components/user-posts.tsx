import { useEffect, useState } from 'react';
import { getFeed } from '@cliques/api-client';
import { PostListStore } from '../stores/post-list-store';
import { PostList } from './post-list';

/** A person's posts and shares that the viewer may see, newest first. */
export function UserPosts({ userId }: { userId: string }) {
  const [store] = useState(() => new PostListStore((nextToken) => getFeed(userId, 'own', { nextToken })));
  useEffect(() => {
    void store.reload();
  }, [store]);
  return (
    <section className="social-section" aria-label="Posts">
      <h2>Posts</h2>
      <PostList store={store} empty="No posts yet." />
    </section>
  );
}
