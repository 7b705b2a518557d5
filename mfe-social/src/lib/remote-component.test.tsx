import { render, screen } from '@testing-library/react';
import * as runtime from '@module-federation/enhanced/runtime';
import type { PostCardProps } from '@cliques/contracts';
import { makePost } from '@cliques/test-kit';
import { RemoteComponent } from './remote-component';

const shim = runtime as typeof runtime & {
  __setRemoteModule: (id: string, factory: () => unknown) => void;
  __clearRemoteModules: () => void;
};

const post = makePost({ content: 'hello' });

afterEach(() => shim.__clearRemoteModules());

// A loaded component is kept for the page (as in the app), so each test uses its module once:
// the composer first fails to load (not kept), then loads and throws.
describe('RemoteComponent', () => {
  it("renders another area's component, found by the contract's export name, with the props", async () => {
    shim.__setRemoteModule('mfe_feed/post-card', async () => ({
      PostCard: ({ post: given }: PostCardProps) => <p>remote says {given.content}</p>,
    }));
    render(<RemoteComponent id="mfe_feed/post-card" props={{ post }} fallback={<p>plain</p>} />);
    expect(screen.getByText('plain')).toBeInTheDocument();
    expect(await screen.findByText('remote says hello')).toBeInTheDocument();
  });

  it('keeps the fallback when the remote cannot load', async () => {
    render(<RemoteComponent id="mfe_feed/composer" props={{}} fallback={<p>plain</p>} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('plain')).toBeInTheDocument();
  });

  it('shows the fallback when the remote component throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    shim.__setRemoteModule('mfe_feed/composer', async () => ({
      Composer: () => {
        throw new Error('boom');
      },
    }));
    render(<RemoteComponent id="mfe_feed/composer" props={{ cliqueId: 'c1' }} fallback={<p>plain</p>} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('plain')).toBeInTheDocument();
  });

  it('takes only modules the contract lets this area use, with their props', () => {
    const typeErrors = [
      // @ts-expect-error the contract declares no such module
      <RemoteComponent key="id" id="mfe_feed/post-list" props={{ post }} fallback={null} />,
      // @ts-expect-error the post card's props need a post
      <RemoteComponent key="props" id="mfe_feed/post-card" props={{ cliqueId: 'c1' }} fallback={null} />,
    ];
    expect(typeErrors).toHaveLength(2);
  });
});
