import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { searchHashtag } from '@cliques/api-client';
import { PostList as PostListStore } from '@cliques/stores';
import { BackIcon, UserText } from '@cliques/ui';
import { PostList } from '../../../components/post-list';

function HashtagPosts({ tag }: { tag: string }) {
  const [store] = useState(() => new PostListStore((nextToken) => searchHashtag(tag, { nextToken })));
  useEffect(() => {
    void store.load();
  }, [store]);
  return <PostList store={store} empty={`No posts with #${tag} yet.`} label={`Posts with #${tag}`} />;
}

/** /hashtag/{hashtag}: posts with the hashtag, newest first, paged by nextToken. */
export const HashtagPage = observer(function HashtagPage() {
  const { hashtag = '' } = useParams();
  const tag = hashtag.replace(/^#/, '').toLowerCase();
  return (
    <main className="ui-page feed-stack">
      <Link to="/hashtag" className="ui-icon-link">
        <BackIcon size={16} />
        Hashtags
      </Link>
      <UserText as="h1">#{tag}</UserText>
      <HashtagPosts key={tag} tag={tag} />
    </main>
  );
});
