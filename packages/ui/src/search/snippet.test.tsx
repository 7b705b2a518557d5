import { render } from '@testing-library/react';
import { Snippet, parseSnippet } from './snippet';

describe('Snippet', () => {
  it('highlights the marked words and shows escaped text as the characters it stands for', () => {
    const { container } = render(
      <Snippet html={'the <mark>climbing</mark> trip &lt;b&gt;fun&lt;/b&gt; &amp; &quot;more&quot; &#39;ok&#39;'} />,
    );
    expect(container.textContent).toBe('the climbing trip <b>fun</b> & "more" \'ok\'');
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['climbing']);
    expect(container.querySelector('b')).toBeNull();
  });

  it.each([
    ['<img src=x onerror=alert(1)> <mark>cat</mark>', ' cat'],
    ['<mark>cat</mark><script>alert(1)</script>', 'catalert(1)'],
    ['<mark onclick="x">cat</mark>', 'cat'],
    ['<mark><mark>cat</mark></mark>', 'cat'],
    ['<mark>cat', 'cat'],
    ['cat</mark>', 'cat'],
  ])('shows %j, which breaks the contract, as plain text with no element at all', (html, text) => {
    const { container } = render(<Snippet html={html} />);
    const snippet = container.firstElementChild as HTMLElement;
    expect(snippet.children).toHaveLength(0);
    expect(snippet.textContent).toBe(text);
  });

  it('never turns an escaped tag into an element, even a mark', () => {
    const { container } = render(<Snippet html={'&lt;mark&gt;x&lt;/mark&gt; &lt;script&gt;'} />);
    expect(container.querySelector('mark, script')).toBeNull();
    expect(container.textContent).toBe('<mark>x</mark> <script>');
  });

  it('splits into runs in order', () => {
    expect(parseSnippet('a <mark>b</mark> c <mark>d</mark>')).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
      { text: ' c ', marked: false },
      { text: 'd', marked: true },
    ]);
  });
});
