import type { HashtagSearchResponse, TrendingPeriod, TrendingResponse } from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import { badRequest } from '../../platform/http/errors';
import { decodeCursor, startCursor } from '../../platform/input/page-token';
import { normaliseHashtag } from '../posts';
import { hashtagItems } from '../posts';
import type { PostsService } from '../posts';
import type { PageRequest } from '../../platform/input/page-token';
import { TrendingService } from './trending.service';

/** Hashtag search and trending, counting only posts the caller may see. */
export class HashtagsService {
  private readonly trendingService: TrendingService;

  constructor(
    private readonly db: Database,
    private readonly posts: PostsService,
  ) {
    this.trendingService = new TrendingService(db);
  }

  /** GET /hashtags/search: posts with the tag, newest first. */
  async search(viewerId: string, hashtag: string, page: PageRequest): Promise<HashtagSearchResponse> {
    const tag = normaliseHashtag(hashtag);
    if (!tag) throw badRequest('hashtag must be letters, digits or underscores (at most 50)');
    const cursor = page.nextToken ? decodeCursor(page.nextToken) : startCursor;
    const result = await this.posts.toPage(
      viewerId,
      await hashtagItems(this.db, viewerId, tag, cursor, page.limit + 1, this.posts.embedUrl),
      page.limit,
    );
    return { hashtag: tag, ...result };
  }

  /** GET /hashtags/trending: tags by distinct authors in the period. */
  trending(viewerId: string, period: TrendingPeriod, limit: number): Promise<TrendingResponse> {
    return this.trendingService.trending(viewerId, period, limit);
  }
}
