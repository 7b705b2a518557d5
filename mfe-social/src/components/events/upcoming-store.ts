import { makeObservable, observable, runInAction } from 'mobx';
import { ApiError } from '@cliques/api-client';
import { listUpcomingEvents } from '@cliques/api-client/events';
import type { UpcomingEvent, UpcomingPage } from '@cliques/contracts';
import { PagedList } from '@cliques/stores';

/** Whose upcoming events: a clique's, or those one person posted. */
export type UpcomingScope = { cliqueId: string } | { userId: string };

/** GET /events/upcoming (or a stand-in in tests). */
export type UpcomingLoader = (
  options: UpcomingScope & { limit?: number; nextToken?: string | null },
) => Promise<UpcomingPage>;

/** Events shown a page at a time. */
export const upcomingPageSize = 10;

/**
 * A clique's or a person's upcoming events, soonest first (the server's order), paged with Load more.
 * `hidden` when the server says the reader may not see them (404, 403): the list then shows nothing.
 */
export class UpcomingStore {
  hidden = false;
  readonly list: PagedList<UpcomingEvent>;

  constructor(
    readonly scope: UpcomingScope,
    private readonly load: UpcomingLoader = listUpcomingEvents,
  ) {
    this.list = new PagedList<UpcomingEvent>(
      async (nextToken) => {
        try {
          const page = await this.load({ ...scope, limit: upcomingPageSize, ...(nextToken ? { nextToken } : {}) });
          return { items: page.events, hasMore: page.hasMore, nextToken: page.nextToken };
        } catch (error) {
          if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
            runInAction(() => {
              this.hidden = true;
            });
          }
          throw error;
        }
      },
      (item) => item.postId,
      { failed: 'Could not load the upcoming events' },
    );
    makeObservable(this, { hidden: observable });
  }
}
