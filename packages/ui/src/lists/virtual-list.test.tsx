import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { KeptEntries } from './kept-entries';
import { useEntryState } from './use-entry-state';
import { VirtualList } from './virtual-list';

interface Item {
  id: string;
  text: string;
}

const items = (...ids: string[]): Item[] => ids.map((id) => ({ id, text: `Post ${id}` }));

function List({ list }: { list: Item[] }) {
  return (
    <VirtualList
      items={list}
      itemKey={(item) => item.id}
      renderItem={(item) => <article aria-label={item.text}>{item.text}</article>}
    />
  );
}

describe('VirtualList', () => {
  it('renders every item in order where the page cannot be measured (jsdom has no ResizeObserver)', () => {
    render(<List list={items('a', 'b', 'c')} />, { wrapper: MemoryRouter });
    expect(screen.getAllByRole('article').map((card) => card.textContent)).toEqual(['Post a', 'Post b', 'Post c']);
  });

  it('keeps each card (its DOM node) when items are added before and after it', () => {
    const { rerender } = render(<List list={items('b')} />, { wrapper: MemoryRouter });
    const card = screen.getByRole('article', { name: 'Post b' });
    rerender(<List list={items('a', 'b', 'c')} />);
    expect(screen.getByRole('article', { name: 'Post b' })).toBe(card);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});

describe('useEntryState', () => {
  let made = 0;
  function Page() {
    const value = useEntryState('list', () => ({ n: ++made }));
    const navigate = useNavigate();
    return (
      <>
        <p>List {value.n}</p>
        <button onClick={() => void navigate('/post')}>Open</button>
      </>
    );
  }
  function Post() {
    const navigate = useNavigate();
    return (
      <>
        <button onClick={() => void navigate(-1)}>Back</button>
        <button onClick={() => void navigate('/feed')}>Feed</button>
      </>
    );
  }

  it('gives back the same value when going back to the entry, and a new one on a new visit', () => {
    render(
      <MemoryRouter initialEntries={['/feed']}>
        <Routes>
          <Route path="/feed" element={<Page />} />
          <Route path="/post" element={<Post />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('List 1')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    act(() => screen.getByRole('button', { name: 'Back' }).click());
    expect(screen.getByText('List 1')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    act(() => screen.getByRole('button', { name: 'Feed' }).click());
    expect(screen.getByText('List 2')).toBeInTheDocument();
  });
});

describe('KeptEntries', () => {
  it('keeps only the newest entries', () => {
    const kept = new KeptEntries<number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    kept.set('a', 3);
    kept.set('c', 4);
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([3, undefined, 4]);
  });
});
