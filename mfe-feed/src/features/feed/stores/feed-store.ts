import type { FeedMessage } from '../../../i18n';
import { makeAutoObservable } from 'mobx';
import { getFeed, listMentions } from '@cliques/api-client';
import type { FeedType } from '@cliques/contracts';
import { PostList, type PostPageLoader } from '@cliques/stores';

/** The feed's filters: the API's feed types, plus posts that mention you. */
export type FeedFilter = FeedType | 'mentions';

export const feedFilters: { value: FeedFilter; label: FeedMessage; empty: FeedMessage }[] = [
  { value: 'all', label: 'All', empty: 'Your feed is empty. Write a post, or find friends and people to follow.' },
  { value: 'own', label: 'Mine', empty: 'You have not posted or shared anything yet.' },
  { value: 'friends', label: 'Friends', empty: 'Your friends have not posted anything yet.' },
  { value: 'following', label: 'Following', empty: 'People you follow have not posted anything yet.' },
  { value: 'cliques', label: 'Cliques', empty: 'No posts in your cliques yet.' },
  { value: 'mentions', label: 'Mentions', empty: 'Nobody has mentioned you yet.' },
];

/** The signed-in user's feed: a filter and the list it selects. */
export class FeedStore {
  filter: FeedFilter = 'all';
  readonly list: PostList;

  constructor(private readonly userId: string) {
    this.list = new PostList(this.loaderFor('all'));
    makeAutoObservable<FeedStore, 'userId'>(this, { userId: false, list: false }, { autoBind: true });
  }

  get emptyText(): FeedMessage {
    return (feedFilters.find((f) => f.value === this.filter) ?? feedFilters[0]).empty;
  }

  /** The whole feed turned out empty: it offers people to follow and cliques to join. */
  get offersSuggestions(): boolean {
    return this.filter === 'all' && this.list.status === 'ready' && this.list.items.length === 0;
  }

  /** Shows another filter (from its first page). */
  setFilter(filter: FeedFilter): Promise<void> {
    this.filter = filter;
    return this.list.show(this.loaderFor(filter));
  }

  private loaderFor(filter: FeedFilter): PostPageLoader {
    return filter === 'mentions'
      ? (nextToken) => listMentions(this.userId, { nextToken })
      : (nextToken) => getFeed(this.userId, filter, { nextToken });
  }
}
