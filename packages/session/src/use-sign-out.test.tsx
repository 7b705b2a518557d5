import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useSignOut } from './hooks';
import { sessionStore } from './instance';

function SignOutButton() {
  const signOut = useSignOut();
  return <button onClick={() => void signOut()}>Sign Out</button>;
}

function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Back</button>;
}

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

it('ends the session, then shows the sign-in page in place of the page it left', async () => {
  const signOut = jest.spyOn(sessionStore, 'signOut').mockResolvedValue(undefined);
  render(
    <MemoryRouter initialEntries={['/feed', '/settings']} initialIndex={1}>
      <Routes>
        <Route path="/settings" element={<SignOutButton />} />
        <Route path="*" element={<BackButton />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
  // The page changes after the session has ended (a resolved promise, then a render): wait for it.
  expect(await screen.findByText('at /login')).toBeInTheDocument();
  expect(signOut).toHaveBeenCalledTimes(1);
  await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
  expect(await screen.findByText('at /feed')).toBeInTheDocument();
});
