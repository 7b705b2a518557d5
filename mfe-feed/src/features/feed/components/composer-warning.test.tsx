import { screen, waitFor } from '@testing-library/react';
import { createPost } from '@cliques/api-client';
import { makePost, me, renderPage, setUser } from '../../../test/render';
import { ComposerStore } from '../stores/composer-store';
import { Composer } from './composer';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  createPost: jest.fn(),
}));

const png = new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });

function setup() {
  const store = new ComposerStore({
    upload: async () => ({
      key: 'k-a',
      fileUrl: '/media/files/k-a',
      type: 'image',
      fileType: 'image/png',
      fileSize: 10,
    }),
    createPreview: (f) => `blob:${f.name}`,
    revokePreview: () => undefined,
  });
  jest.mocked(createPost).mockResolvedValue(makePost());
  return renderPage(<Composer store={store} />);
}

beforeEach(() => {
  jest.clearAllMocks();
  setUser(me);
});

describe('Composer content warning', () => {
  it('reveals the warning field behind its switch and marks the media sensitive, then starts over', async () => {
    const { user } = setup();
    expect(screen.queryByRole('textbox', { name: 'Warning shown before the post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Mark media as sensitive' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: "What's on your mind?" }), 'The ending');
    await user.click(screen.getByRole('checkbox', { name: 'Content warning' }));
    const warning = screen.getByRole('textbox', { name: 'Warning shown before the post' });
    expect(warning).toHaveAttribute('maxlength', '200');
    await user.type(warning, ' Film spoilers ');
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, [png]);
    await user.click(screen.getByRole('checkbox', { name: 'Mark media as sensitive' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() =>
      expect(createPost).toHaveBeenCalledWith(
        {
          content: 'The ending',
          media: [{ key: 'k-a' }],
          audience: 'public',
          contentWarning: 'Film spoilers',
          sensitive: true,
        },
        { idempotencyKey: expect.any(String) },
      ),
    );
    expect(await screen.findByRole('checkbox', { name: 'Content warning' })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Warning shown before the post' })).not.toBeInTheDocument();
  });

  it('sends no warning when the switch is off again, and no mark without media', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: "What's on your mind?" }), 'Plain');
    await user.click(screen.getByRole('checkbox', { name: 'Content warning' }));
    await user.type(screen.getByRole('textbox', { name: 'Warning shown before the post' }), 'Never mind');
    await user.click(screen.getByRole('checkbox', { name: 'Content warning' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(createPost).toHaveBeenCalledWith({ content: 'Plain', audience: 'public' }, expect.anything()),
    );
  });
});
