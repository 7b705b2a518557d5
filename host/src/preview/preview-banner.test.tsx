import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { previewsKey, type RuntimeConfig } from '@cliques/runtime-config';
import { PreviewBanner } from './preview-banner';
import { PreviewNotice } from './preview-notice';

const base: RuntimeConfig = {
  remotes: {},
  allowRemoteOverrides: false,
  apiBase: '/api',
  identity: { userPoolId: 'local_pool', userPoolClientId: 'web' },
};
const preview = (app: string, version: string, token: string) => ({
  app,
  version,
  token,
  expiresAt: '2026-12-01T00:00:00.000Z',
});

describe('PreviewBanner', () => {
  afterEach(() => {
    sessionStorage.clear();
    document.cookie = 'cliques-host-preview=; Path=/; Max-Age=0';
    window.history.replaceState(null, '', '/');
  });

  it('names each previewed release by its folder, and the links not used', async () => {
    const config = Promise.resolve({
      ...base,
      previews: [preview('mfe_feed', '1.4.0+abc', 'feed.sig'), preview('mfe_chat', '2.0.0', 'chat.sig')],
      previewProblems: ['the preview link of mfe_social 3.0.0 expired at 2026-11-27T10:00:00.000Z'],
    });
    render(<PreviewBanner config={config} />);
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Preview of mfe-feed 1.4.0+abc');
    expect(banner).toHaveTextContent('Preview of mfe-chat 2.0.0');
    expect(banner).toHaveTextContent(
      'A preview link was not used: the preview link of mfe_social 3.0.0 expired at 2026-11-27T10:00:00.000Z',
    );
    expect(document.cookie).not.toContain('cliques-host-preview');
  });

  it("keeps a previewed host's link in its cookie; Leave preview forgets the links and the cookie and reloads live", async () => {
    window.history.replaceState(null, '', '/feed?preview=host.sig');
    sessionStorage.setItem(previewsKey, JSON.stringify(['host.sig']));
    const reload = jest.fn();
    render(
      <PreviewBanner
        config={Promise.resolve({ ...base, previews: [preview('host', '5.0.0', 'host.sig')] })}
        reload={reload}
      />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Preview of host 5.0.0');
    expect(document.cookie).toContain('cliques-host-preview=host.sig');
    await userEvent.click(screen.getByRole('button', { name: 'Leave preview' }));
    expect(sessionStorage.getItem(previewsKey)).toBeNull();
    expect(document.cookie).not.toContain('cliques-host-preview');
    expect(reload).toHaveBeenCalledWith('/feed');
  });

  it('shows nothing when the page previews nothing', async () => {
    const config = Promise.resolve({ ...base, previews: [], previewProblems: [] });
    const { container } = render(<PreviewBanner config={config} />);
    await act(() => config);
    expect(container).toBeEmptyDOMElement();
    render(<PreviewNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
