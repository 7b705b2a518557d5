import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { renderWithProviders } from './render';

it('renders the page at its address, and shows where a link went', async () => {
  const { user } = renderWithProviders(<Link to="/profile/u-ann?tab=posts">Ann</Link>, {
    path: '/post/:postId',
    url: '/post/p-1',
  });
  await user.click(screen.getByRole('link', { name: 'Ann' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/profile/u-ann?tab=posts');
});

it('shows a stand-in for a page the test names', async () => {
  const { user } = renderWithProviders(<Link to="/login">Sign in</Link>, {
    path: '/contact',
    routes: { '/login': <h1>Login stand-in</h1> },
  });
  await user.click(screen.getByRole('link', { name: 'Sign in' }));
  expect(screen.getByRole('heading', { name: 'Login stand-in' })).toBeInTheDocument();
});
