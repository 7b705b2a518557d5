import type { AppContext } from '../../context';
import { mediaServiceFor } from '../media';

/**
 * Answers a clique's cover as a signed, expiring URL of its stored media key (as post media), for
 * the routes that answer cliques or their previews.
 */
export async function coverSigner(context: Pick<AppContext, 'config' | 'db'>) {
  const media = await mediaServiceFor(context);
  return <T extends { coverImage: string | null }>(clique: T): T =>
    clique.coverImage ? { ...clique, coverImage: media.embedUrl(clique.coverImage) } : clique;
}
