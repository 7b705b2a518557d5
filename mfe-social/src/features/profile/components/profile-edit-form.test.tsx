import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProfile } from '@cliques/test-kit';
import type { ProfileEditApi } from '../stores/profile-edit-store';
import { ProfileEditForm } from './profile-edit-form';

const me = makeProfile('u-ann', 'Ann');

describe('ProfileEditForm', () => {
  it('saves the four fields and hands the saved profile back', async () => {
    const saved = { ...me, displayName: 'Ann C', bio: 'Climber' };
    const api: jest.Mocked<ProfileEditApi> = {
      updateProfile: jest.fn().mockResolvedValue(saved),
      uploadAvatar: jest.fn(),
    };
    const onSaved = jest.fn();
    render(<ProfileEditForm profile={me} api={api} onSaved={onSaved} />);
    await userEvent.clear(screen.getByLabelText('Display name'));
    await userEvent.type(screen.getByLabelText('Display name'), 'Ann C');
    await userEvent.type(screen.getByLabelText('Bio'), 'Climber');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(api.updateProfile).toHaveBeenCalledWith('u-ann', {
      displayName: 'Ann C',
      bio: 'Climber',
      location: '',
      profession: '',
    });
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  });

  it('refuses a blank display name without calling the server', async () => {
    const api: jest.Mocked<ProfileEditApi> = { updateProfile: jest.fn(), uploadAvatar: jest.fn() };
    render(<ProfileEditForm profile={me} api={api} onSaved={jest.fn()} />);
    await userEvent.clear(screen.getByLabelText('Display name'));
    await userEvent.type(screen.getByLabelText('Display name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Display name is required');
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  it('shows upload progress, then stores the picture on the profile', async () => {
    let report: (percent: number) => void = () => undefined;
    let finish: (url: string) => void = () => undefined;
    const api: jest.Mocked<ProfileEditApi> = {
      updateProfile: jest
        .fn()
        .mockResolvedValue({ ...me, profilePicture: '/media/files/users/u-ann/profile/avatar.jpg?v=1' }),
      uploadAvatar: jest.fn((_file, onProgress) => {
        report = onProgress;
        return new Promise<string>((resolve) => (finish = resolve));
      }),
    };
    const onSaved = jest.fn();
    render(<ProfileEditForm profile={me} api={api} onSaved={onSaved} />);
    await userEvent.upload(screen.getByLabelText('Profile picture'), new File(['x'], 'me.png', { type: 'image/png' }));
    act(() => report(42.4));
    expect(screen.getByLabelText('Upload progress')).toHaveAttribute('value', '42');
    await act(async () => finish('/media/files/users/u-ann/profile/avatar.jpg?v=1'));
    expect(api.updateProfile).toHaveBeenCalledWith('u-ann', {
      profilePicture: '/media/files/users/u-ann/profile/avatar.jpg?v=1',
    });
    expect(await screen.findByText('Profile picture updated')).toBeInTheDocument();
    expect(screen.queryByLabelText('Upload progress')).not.toBeInTheDocument();
  });

  it("shows the pipeline's message when an upload fails", async () => {
    const api: jest.Mocked<ProfileEditApi> = {
      updateProfile: jest.fn(),
      uploadAvatar: jest
        .fn()
        .mockRejectedValue(new Error('Failed to upload profile picture: Failed to load image for conversion')),
    };
    render(<ProfileEditForm profile={me} api={api} onSaved={jest.fn()} />);
    await userEvent.upload(screen.getByLabelText('Profile picture'), new File(['x'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to upload profile picture: Failed to load image for conversion',
    );
    expect(api.updateProfile).not.toHaveBeenCalled();
  });
});
