import type { LinkPreview as Preview } from '@cliques/contracts';
import { useSignedUrl } from '@cliques/media';
import { UserText } from '@cliques/ui';
import { externalLinkRel } from './post-content';

/** The host name shown under a preview (without a leading www.). */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** The picture: our server's copy, re-signed if the page stays open long. Decorative: the title says what it is. */
function PreviewImage({ url }: { url: string }) {
  const signed = useSignedUrl(url);
  if (!signed) return <div className="feed-link-image feed-media-placeholder" />;
  return <img className="feed-link-image" src={signed} alt="" loading="lazy" />;
}

/**
 * The preview of a post's first web address: one link, opened in a new tab like every address in a
 * post, with the page's picture, title, description and host.
 */
export function LinkPreview({ preview }: { preview: Preview | null }) {
  if (!preview) return null;
  return (
    <a className="feed-link-preview" href={preview.url} target="_blank" rel={externalLinkRel}>
      {preview.imageUrl && <PreviewImage url={preview.imageUrl} />}
      <span className="feed-link-text">
        {preview.title && (
          <UserText as="strong" className="feed-link-title">
            {preview.title}
          </UserText>
        )}
        {preview.description && (
          <UserText as="span" className="feed-link-description">
            {preview.description}
          </UserText>
        )}
        <span className="feed-link-host">{hostOf(preview.url)}</span>
      </span>
    </a>
  );
}
