import { useT, type SocialMessage } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  answerFriendRequest,
  listFriendRequests,
  listFriends,
  listSuggestions,
  removeFriend,
  searchUsers,
  sendFriendRequest,
} from '@cliques/api-client';
import { useSession } from '@cliques/session';
import { Button, EmptyState, ErrorState, ListSkeleton, LoadingState, UserLink } from '@cliques/ui';
import { FormField } from '../../../components/form-field';
import { FriendsStore } from '../stores/friends-store';
import { RelationActions } from './relation-actions';
import '../../../components/social.css';

function Section({ title, count, children }: { title: SocialMessage; count?: number; children: ReactNode }) {
  const t = useT();
  return (
    <section className="ui-card social-section" aria-label={t(title)}>
      <h2>
        {t(title)}
        {count !== undefined && <span className="ui-muted"> ({count})</span>}
      </h2>
      {children}
    </section>
  );
}

const FriendsContent = observer(function FriendsContent({ store }: { store: FriendsStore }) {
  const t = useT();
  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.search();
  };
  return (
    <>
      {store.error && store.status === 'ready' && (
        <p className="ui-error" role="alert">
          {t.text(store.error)}
        </p>
      )}
      <Section title="Find people">
        <form className="social-row" onSubmit={handleSearch} role="search">
          <FormField
            label={t('Search by name or username')}
            type="search"
            value={store.query}
            onChange={store.setQuery}
            maxLength={100}
          />
          <Button type="submit">{t('Search')}</Button>
        </form>
        {store.searched && store.results.length === 0 && <EmptyState>{t('No one found.')}</EmptyState>}
        <ul className="social-list" aria-label={t('Search results')}>
          {store.results.map((user) => (
            <li key={user.userId}>
              <UserLink user={user} />
              {/* Search also finds accounts on other servers (their usernames are name@host). */}
              <RelationActions
                store={store}
                userId={user.userId}
                name={user.displayName}
                remote={user.username.includes('@')}
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Friend requests" count={store.incoming.length}>
        {store.incoming.length === 0 && <EmptyState>{t('No friend requests.')}</EmptyState>}
        <ul className="social-list">
          {store.incoming.map((request) => (
            <li key={request.senderId}>
              <UserLink user={request.sender} />
              <RelationActions store={store} userId={request.senderId} name={request.sender.displayName} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Sent requests" count={store.sent.length}>
        {store.sent.length === 0 && <EmptyState>{t('No requests waiting for an answer.')}</EmptyState>}
        <ul className="social-list">
          {store.sent.map((request) => (
            <li key={request.recipientId}>
              <UserLink user={request.recipient} />
              <RelationActions store={store} userId={request.recipientId} name={request.recipient.displayName} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Friends" count={store.friends.length}>
        {store.friends.length === 0 && (
          <EmptyState>{t('No friends yet. Find people above or add a suggestion.')}</EmptyState>
        )}
        <ul className="social-list">
          {store.friends.map((friend) => (
            <li key={friend.userId}>
              <UserLink user={friend} />
              <RelationActions store={store} userId={friend.userId} name={friend.displayName} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="People you may know">
        {store.suggestions.length === 0 && (
          <EmptyState>{t('No suggestions yet: friends of your friends appear here.')}</EmptyState>
        )}
        <ul className="social-list">
          {store.suggestions.map((suggestion) => (
            <li key={suggestion.user.userId}>
              <span className="social-row">
                <UserLink user={suggestion.user} />
                <span className="ui-muted">{suggestion.reason}</span>
              </span>
              <RelationActions store={store} userId={suggestion.user.userId} name={suggestion.user.displayName} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
});

const FriendsView = observer(function FriendsView({ userId }: { userId: string }) {
  const [store] = useState(
    () =>
      new FriendsStore(userId, {
        listFriends,
        listFriendRequests,
        listSuggestions: (id) => listSuggestions(id),
        sendFriendRequest,
        answerFriendRequest,
        removeFriend,
        searchUsers: (query) => searchUsers(query),
      }),
  );
  const t = useT();
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <main className="ui-page social-stack">
      <h1>{t('Friends')}</h1>
      {store.status === 'loading' && <ListSkeleton label={t('Loading friends…')} />}
      {store.status === 'error' && <ErrorState message={t.text(store.error)} onRetry={() => void store.load()} />}
      {store.status === 'ready' && <FriendsContent store={store} />}
    </main>
  );
});

/** /friends: friends, requests both ways, suggestions with mutual counts, and people search. */
export const FriendsPage = observer(function FriendsPage() {
  const userId = useSession().user?.userId;
  return userId ? <FriendsView key={userId} userId={userId} /> : <LoadingState />;
});
