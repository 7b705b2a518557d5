import { makeAutoObservable, runInAction } from 'mobx';
import type { FriendRequest, Friendship, SuggestionsResponse, UserSummary } from '@cliques/contracts';
import { errorMessage } from '@cliques/api-client';
import { attempt } from '@cliques/stores';

/** The calls the Friends page makes. */
export interface FriendsApi {
  listFriends(userId: string): Promise<UserSummary[]>;
  listFriendRequests(userId: string): Promise<{ pendingRequests: FriendRequest[]; sentRequests: FriendRequest[] }>;
  listSuggestions(userId: string): Promise<SuggestionsResponse>;
  sendFriendRequest(recipientId: string): Promise<Friendship>;
  answerFriendRequest(senderId: string, answer: 'accept' | 'decline'): Promise<Friendship>;
  removeFriend(userId: string): Promise<void>;
  searchUsers(query: string): Promise<UserSummary[]>;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** /friends: friends, incoming and sent requests, suggestions and user search, for the signed-in user. */
export class FriendsStore {
  /** Accepted friends. */
  friends: UserSummary[] = [];
  /** Requests others sent me. */
  incoming: FriendRequest[] = [];
  /** Requests I sent that wait for an answer. */
  sent: FriendRequest[] = [];
  /** Friends of friends, best first. */
  suggestions: SuggestionsResponse['suggestions'] = [];
  /** The search box's text. */
  query = '';
  /** People matching the search. */
  results: UserSummary[] = [];
  /** True once a search has answered (so "no one found" can be told apart from not searched). */
  searched = false;
  /** Where loading the lists stands. */
  status: LoadStatus = 'idle';
  /** User ids with an action under way (their buttons are disabled). */
  busy = new Set<string>();
  /** The last failure. */
  error = '';

  constructor(
    private readonly userId: string,
    private readonly api: FriendsApi,
  ) {
    makeAutoObservable<FriendsStore, 'api' | 'userId'>(this, { api: false, userId: false }, { autoBind: true });
  }

  /** Loads every list. */
  async load(): Promise<void> {
    if (this.status === 'idle' || this.status === 'error') this.status = 'loading';
    try {
      const [friends, requests, suggestions] = await Promise.all([
        this.api.listFriends(this.userId),
        this.api.listFriendRequests(this.userId),
        this.api.listSuggestions(this.userId),
      ]);
      runInAction(() => {
        this.friends = friends;
        this.incoming = requests.pendingRequests;
        this.sent = requests.sentRequests;
        this.suggestions = suggestions.suggestions;
        this.status = 'ready';
        this.error = '';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = errorMessage(error, 'Failed to load friends');
      });
    }
  }

  /** How I stand with someone, for the buttons beside a search result or suggestion. */
  relationOf(userId: string): 'self' | 'friend' | 'incoming' | 'sent' | 'none' {
    if (userId === this.userId) return 'self';
    if (this.friends.some((f) => f.userId === userId)) return 'friend';
    if (this.incoming.some((r) => r.senderId === userId)) return 'incoming';
    if (this.sent.some((r) => r.recipientId === userId)) return 'sent';
    return 'none';
  }

  sendRequest(userId: string): Promise<void> {
    return this.act(userId, () => this.api.sendFriendRequest(userId), 'Failed to send the friend request');
  }

  accept(senderId: string): Promise<void> {
    return this.act(senderId, () => this.api.answerFriendRequest(senderId, 'accept'), 'Failed to accept the request');
  }

  decline(senderId: string): Promise<void> {
    return this.act(senderId, () => this.api.answerFriendRequest(senderId, 'decline'), 'Failed to decline the request');
  }

  /** Unfriends, or withdraws a sent request. */
  remove(userId: string): Promise<void> {
    return this.act(userId, () => this.api.removeFriend(userId), 'Failed to update the friendship');
  }

  setQuery(value: string): void {
    this.query = value;
  }

  /** Searches people by username or display name prefix. */
  async search(): Promise<void> {
    const query = this.query.trim();
    if (!query) {
      this.results = [];
      this.searched = false;
      return;
    }
    try {
      const results = await this.api.searchUsers(query);
      runInAction(() => {
        this.results = results;
        this.searched = true;
        this.error = '';
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, 'Search failed');
      });
    }
  }

  /** Runs an action for one person, then reloads the lists so every section agrees with the server. */
  private async act(userId: string, action: () => Promise<unknown>, fallback: string): Promise<void> {
    if (this.busy.has(userId)) return;
    this.busy.add(userId);
    await attempt(this, { failed: fallback }, async () => {
      await action();
      await this.load();
    });
    runInAction(() => {
      this.busy.delete(userId);
    });
  }
}
