import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Avatar } from './avatar';
import { failureText } from './failure-text';
import { UserLink } from './user-link';

const ann = { userId: 'u-ann', displayName: 'Ann Lee', username: 'ann', profilePicture: null };

describe('Avatar', () => {
  it("shows the person's picture described by their name", async () => {
    render(<Avatar user={{ ...ann, profilePicture: 'https://cdn.example/ann.png' }} size="large" />);
    const picture = await screen.findByRole('img', { name: "Ann Lee's profile picture" });
    expect(picture).toHaveAttribute('src', 'https://cdn.example/ann.png');
  });

  it('shows the initial, hidden from screen readers, when there is no picture', () => {
    const { container } = render(<Avatar user={ann} />);
    expect(container.firstChild).toHaveTextContent('A');
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('UserLink', () => {
  it('links to the profile with the name and @username', () => {
    render(<UserLink user={ann} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'Ann Lee @ann' })).toHaveAttribute('href', '/profile/u-ann');
  });

  it('shows the picture beside the name as decoration, so the name is read once', async () => {
    render(<UserLink user={{ ...ann, profilePicture: 'https://cdn.example/ann.png' }} />, { wrapper: MemoryRouter });
    const link = screen.getByRole('link', { name: 'Ann Lee @ann' });
    await waitFor(() => expect(link.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/ann.png'));
    expect(link.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img', { name: "Ann Lee's profile picture" })).not.toBeInTheDocument();
  });

  it('shows the initial beside the name when there is no picture', () => {
    render(<UserLink user={ann} />, { wrapper: MemoryRouter });
    const avatar = screen.getByRole('link', { name: 'Ann Lee @ann' }).querySelector('.ui-avatar');
    expect(avatar).toHaveTextContent('A');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
  });

  it('can leave the @username out', () => {
    render(<UserLink user={ann} size="small" withUsername={false} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/profile/u-ann');
  });
});

describe('failureText', () => {
  it("keeps the error's own words, else says something went wrong", () => {
    expect(failureText(new Error('Post not found'))).toBe('Post not found');
    expect(failureText(new Error('  '))).toBe('Something went wrong. Please try again.');
    expect(failureText(undefined)).toBe('Something went wrong. Please try again.');
  });
});
