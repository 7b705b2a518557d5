import { useT } from '../../../i18n';
import { useSignedUrl } from '@cliques/media';
import type { MessageImage } from '@cliques/contracts';

/** One image of a message, from a signed URL only the conversation's people can get. */
function ChatImage({ image, index }: { image: MessageImage; index: number }) {
  const url = useSignedUrl(image.key);
  const t = useT();
  const label = t('Image {number}', { number: index + 1 });
  return url ? (
    <a href={url} target="_blank" rel="noreferrer">
      <img className="chat-image" src={url} alt={label} loading="lazy" />
    </a>
  ) : (
    <span className="chat-image chat-image-loading" role="img" aria-label={label} />
  );
}

/** A message's images, in the order they were attached. */
export function ChatImages({ media }: { media: MessageImage[] }) {
  return (
    <div className="chat-images">
      {media.map((image, index) => (
        <ChatImage key={image.key} image={image} index={index} />
      ))}
    </div>
  );
}
