import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { searchHashtag } from '@cliques/api-client';
import { PostList as PostListStore } from '@cliques/stores';
import { BackIcon, UserText, useEntryState } from '@cliques/ui';
import { PostList } from '../../../components/post-list';

function HashtagPosts({ tag }: { tag: string }) {
  const store = useEntryState(
    `hashtag ${tag}`,
    () => new PostListStore((nextToken) => searchHashtag(tag, { nextToken })),
  );
  const t = useT();
  useEffect(() => {
    if (store.status === 'idle') void store.load();
  }, [store]);
  return (
    <PostList
      store={store}
      empty={t('No posts with #{tag} yet.', { tag })}
      label={t('Posts with #{tag}', { tag })}
      positionKey={`hashtag ${tag}`}
    />
  );
}

/** /hashtag/{hashtag}: posts with the hashtag, newest first, paged by nextToken. */
export const HashtagPage = observer(function HashtagPage() {
  const { hashtag = '' } = useParams();
  const tag = hashtag.replace(/^#/, '').toLowerCase();
  const t = useT();
  return (
    <main className="ui-page feed-stack">
      <Link to="/hashtag" className="ui-icon-link">
        <BackIcon size={16} />
        {t('Hashtags')}
      </Link>
      <UserText as="h1">#{tag}</UserText>
      <HashtagPosts key={tag} tag={tag} />
    </main>
  );
});
