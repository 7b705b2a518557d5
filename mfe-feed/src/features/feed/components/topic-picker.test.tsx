import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createPost } from '@cliques/api-client';
import { makePost, me, renderPage, setUser } from '../../../test/render';
import { ComposerStore } from '../stores/composer-store';
import { Composer } from './composer';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  createPost: jest.fn(),
}));

/** Every post is sent with an idempotency key. */
const keyed = { idempotencyKey: expect.any(String) };

function setup(cliqueId: string | null, topics?: readonly string[]) {
  const store = new ComposerStore({ cliqueId });
  const view = renderPage(<Composer cliqueId={cliqueId} topics={topics} store={store} />);
  return { ...view, store };
}

const textbox = () => screen.getByRole('textbox', { name: "What's on your mind?" });

beforeEach(() => {
  jest.clearAllMocks();
  setUser(me);
  jest.mocked(createPost).mockResolvedValue(makePost({ cliqueId: 'c-1', topic: 'trails' }));
});

describe('the Topic select of a clique post', () => {
  it('offers No topic (chosen) and the clique’s topics, sends the chosen one, then starts again from none', async () => {
    const { user } = setup('c-1', ['trails', 'gear']);
    const select = screen.getByRole('combobox', { name: 'Topic' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['No topic', 'trails', 'gear']);
    await user.selectOptions(select, 'trails');
    await user.type(textbox(), 'Up the north ridge');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(createPost).toHaveBeenCalledWith(
        { content: 'Up the north ridge', cliqueId: 'c-1', topic: 'trails' },
        keyed,
      ),
    );
    await waitFor(() => expect(textbox()).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('');
  });

  it('sends no topic when none is chosen', async () => {
    const { user } = setup('c-1', ['trails']);
    await user.type(textbox(), 'Just a post');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(createPost).toHaveBeenCalledWith({ content: 'Just a post', cliqueId: 'c-1' }, keyed));
  });

  it('is not there for a clique without topics, nor outside a clique', () => {
    setup('c-1', []);
    expect(screen.queryByRole('combobox', { name: 'Topic' })).not.toBeInTheDocument();
    setup(null, ['trails']);
    expect(screen.queryByRole('combobox', { name: 'Topic' })).not.toBeInTheDocument();
  });

  it('drops the chosen topic when the clique no longer has it', async () => {
    const store = new ComposerStore({ cliqueId: 'c-1' });
    // The clique page passes the clique's topics; an admin's change reaches the open composer.
    function CliquePage() {
      const [topics, setTopics] = useState<readonly string[]>(['trails', 'gear']);
      return (
        <>
          <button onClick={() => setTopics(['trails'])}>Settings changed</button>
          <Composer cliqueId="c-1" topics={topics} store={store} />
        </>
      );
    }
    const { user } = renderPage(<CliquePage />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'gear');
    expect(store.topic).toBe('gear');
    await user.click(screen.getByRole('button', { name: 'Settings changed' }));
    expect(store.topic).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('');
  });
});
