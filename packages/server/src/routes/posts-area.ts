import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { HashtagsService } from '../services/hashtags';
import { mediaServiceFor } from '../services/media';
import { PostInteractions } from '../services/post-interactions';
import { PostsService } from '../services/posts';
import { commentRoutes } from './comments';
import { hashtagRoutes } from './hashtags';
import { mediaRoutes } from './media';
import { postRoutes } from './posts';

/** The posts area under /api: posts, comments, likes, shares, hashtags, mentions and media. */
export async function postsAreaRoutes(app: FastifyInstance, { context }: { context: AppContext }): Promise<void> {
  const media = await mediaServiceFor(context);
  const posts = new PostsService(
    context.db,
    (key) => media.embedUrl(key),
    (keys) => media.confirmUploads(keys),
  );
  const interactions = new PostInteractions(context.db);
  await app.register(postRoutes, { posts, interactions });
  await app.register(commentRoutes, { interactions });
  await app.register(hashtagRoutes, { hashtags: new HashtagsService(context.db, posts) });
  await app.register(mediaRoutes, { context });
}
