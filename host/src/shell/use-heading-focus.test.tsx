import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@cliques/test-kit';
import { useHeadingFocus } from './use-heading-focus';

/** A page whose heading appears only once its data "arrives" (the button), like an area still loading. */
function SlowPage() {
  const [shown, setShown] = useState(false);
  return shown ? <h1>Slow</h1> : <button onClick={() => setShown(true)}>Arrive</button>;
}

function Pages() {
  useHeadingFocus();
  return (
    <>
      <nav>
        <Link to="/one">One</Link>
        <Link to="/two">Two</Link>
        <Link to="/slow">Slow</Link>
        <Link to="/field">Field</Link>
      </nav>
      <Routes>
        <Route path="/one" element={<h1>Page one</h1>} />
        <Route path="/two" element={<h1>Page two</h1>} />
        <Route path="/slow" element={<SlowPage />} />
        <Route path="/field" element={<FieldPage />} />
      </Routes>
    </>
  );
}

function FieldPage() {
  return (
    <>
      <h1>Field</h1>
      <input aria-label="Name" autoFocus />
    </>
  );
}

const scrollSpy = jest.spyOn(HTMLElement.prototype, 'focus');
afterEach(() => scrollSpy.mockClear());

it('leaves focus alone on the first load', () => {
  renderWithProviders(<Pages />, { path: '*', url: '/one' });
  expect(screen.getByRole('heading', { name: 'Page one' })).not.toHaveFocus();
  expect(document.activeElement).toBe(document.body);
});

it('focuses the new page heading after a navigation, without scrolling, focusable by script only', async () => {
  const { user } = renderWithProviders(<Pages />, { path: '*', url: '/one' });
  await user.click(screen.getByRole('link', { name: 'Two' }));
  const heading = screen.getByRole('heading', { name: 'Page two' });
  expect(heading).toHaveFocus();
  expect(heading).toHaveAttribute('tabindex', '-1');
  expect(scrollSpy).toHaveBeenLastCalledWith({ preventScroll: true });
});

it('waits for a heading that appears later', async () => {
  const { user } = renderWithProviders(<Pages />, { path: '*', url: '/one' });
  await user.click(screen.getByRole('link', { name: 'Slow' }));
  expect(document.querySelector('h1')).toBeNull();
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Arrive' }));
  });
  await act(async () => {
    await Promise.resolve();
  });
  expect(screen.getByRole('heading', { name: 'Slow' })).toHaveFocus();
});

it('keeps focus where the new page put it', async () => {
  const { user } = renderWithProviders(<Pages />, { path: '*', url: '/one' });
  await user.click(screen.getByRole('link', { name: 'Field' }));
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
});
