import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { AnchoredList, type AnchoredListHandle } from './anchored-list';

const items = ['a', 'b', 'c'].map((id) => ({ id, text: `Message ${id}` }));

describe('AnchoredList (where the page cannot be measured: every item, in a scrolling box)', () => {
  it('renders a named list in a box that keyboards can scroll, and scrolls an item into view', () => {
    const handle = createRef<AnchoredListHandle>();
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    render(
      <AnchoredList
        ref={handle}
        className="box"
        items={items}
        itemKey={(item) => item.id}
        renderItem={(item) => <p>{item.text}</p>}
        list={{ as: 'ol', label: 'Messages' }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Message a',
      'Message b',
      'Message c',
    ]);
    expect(list.parentElement).toHaveAttribute('tabindex', '0');
    handle.current?.scrollToItem(1);
    expect(scrolled).toEqual([screen.getByText('Message b').closest('li')]);
  });
});
