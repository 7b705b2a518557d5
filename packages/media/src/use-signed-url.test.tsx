import { render, screen } from '@testing-library/react';
import { SignedUrlCache } from './signed-url-cache';
import { useSignedUrl } from './use-signed-url';

function Avatar({ url, cache }: { url: string | null; cache: SignedUrlCache }) {
  const src = useSignedUrl(url, cache);
  return src ? <img alt="avatar" src={src} /> : <span>no picture</span>;
}

describe('useSignedUrl', () => {
  it('renders nothing until the URL is signed, then the signed URL', async () => {
    const cache = new SignedUrlCache({
      fetchSigned: async (keys) =>
        keys.map((key) => ({
          key,
          signedUrl: `/media/files/${key}?expires=9999999999&sig=ok`,
          expiresAt: '2286-11-20T17:46:39.000Z',
        })),
    });
    render(<Avatar url="/media/files/users/u/profile/avatar.jpg" cache={cache} />);
    expect(screen.getByText('no picture')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'avatar' })).toHaveAttribute(
      'src',
      '/media/files/users/u/profile/avatar.jpg?expires=9999999999&sig=ok',
    );
  });

  it('shows nothing for no URL', () => {
    render(<Avatar url={null} cache={new SignedUrlCache({ fetchSigned: async () => [] })} />);
    expect(screen.getByText('no picture')).toBeInTheDocument();
  });
});
