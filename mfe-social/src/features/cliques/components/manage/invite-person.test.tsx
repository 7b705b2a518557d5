import { screen } from '@testing-library/react';
import * as api from '@cliques/api-client';
import { person, renderWithProviders } from '../../../../test/render';
import { InvitePerson } from './invite-person';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  searchUsers: jest.fn(),
  inviteToClique: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

describe('Invite people', () => {
  it('clears the search after inviting someone and says who was invited', async () => {
    mocked.searchUsers.mockResolvedValue([person('u-bob', 'bob')]);
    mocked.inviteToClique.mockResolvedValue(undefined);
    const { user } = renderWithProviders(<InvitePerson cliqueId="c1" />);
    const field = screen.getByLabelText('Find people to invite');
    await user.type(field, 'bo');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: /^Invite bob/i }));
    expect(mocked.inviteToClique).toHaveBeenCalledWith('c1', 'u-bob');
    expect(await screen.findByRole('status')).toHaveTextContent(/^Invited bob/i);
    expect(field).toHaveValue('');
    expect(screen.queryByRole('button', { name: /^Invite bob/i })).not.toBeInTheDocument();
  });
});
