import { act, screen, within } from '@testing-library/react';
import { bob, me, message } from '../../../test/fake-chat';
import { openedWithBob } from '../../../test/render-chat';

const item = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('the open conversation, live', () => {
  it('edits a message of yours in place, and shows it "edited" once the server has it', async () => {
    const mine = message({
      senderId: me,
      recipientId: bob.userId,
      content: 'helo',
      createdAt: new Date().toISOString(),
    });
    const { deps, user } = await openedWithBob([mine]);
    await user.click(within(item('helo')).getByRole('button', { name: 'Edit' }));
    const field = screen.getByRole('textbox', { name: 'Edit message' });
    await user.clear(field);
    await user.type(field, 'hello');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(deps.realtime.actions).toEqual([{ action: 'editMessage', messageId: mine.messageId, content: 'hello' }]);
    act(() =>
      deps.realtime.emit({
        type: 'message_updated',
        message: { ...mine, content: 'hello', editedAt: new Date().toISOString() },
      }),
    );
    expect(within(item('hello')).getByText(/edited/)).toBeInTheDocument();
  });

  it('offers no Edit after 15 minutes, and deletes for everyone after asking', async () => {
    const old = message({ senderId: me, recipientId: bob.userId, content: 'long ago' });
    const { deps, user } = await openedWithBob([old]);
    expect(within(item('long ago')).queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(within(item('long ago')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete for everyone' }));
    expect(deps.realtime.actions).toEqual([{ action: 'deleteMessage', messageId: old.messageId }]);
    act(() =>
      deps.realtime.emit({ type: 'message_updated', message: { ...old, content: '', deletedAt: old.createdAt } }),
    );
    expect(screen.getByText('This message was deleted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows a refused edit’s reason, and "Seen" under the latest message Bob read', async () => {
    const mine = message({ senderId: me, recipientId: bob.userId, content: 'did you see?' });
    const { deps } = await openedWithBob([mine]);
    act(() =>
      deps.realtime.emit({
        type: 'error',
        code: 'forbidden',
        message: 'Messages can be edited for 15 minutes after sending',
        messageId: mine.messageId,
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Messages can be edited for 15 minutes after sending');
    act(() =>
      deps.realtime.emit({
        type: 'messages_read',
        byUserId: bob.userId,
        withUserId: me,
        readAt: new Date().toISOString(),
      }),
    );
    expect(within(item('did you see?')).getByText(/· Seen/)).toBeInTheDocument();
  });

  it('sends images with their progress shown, then shows them in the thread', async () => {
    const { deps, user } = await openedWithBob([]);
    const picture = new File([new Uint8Array(8)], 'summit.png', { type: 'image/png' });
    let finish: () => void = () => undefined;
    deps.uploadImage.mockImplementationOnce(
      (file, options) =>
        new Promise((resolve) => {
          options.onProgress(30);
          finish = () => resolve({ key: `users/${me}/media/${file.name}`, fileType: file.type, fileSize: file.size });
        }),
    );
    await user.upload(screen.getByLabelText('Images to attach'), picture);
    expect(screen.getByRole('progressbar', { name: 'Uploading summit.png' })).toHaveValue(30);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await act(async () => finish());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(deps.realtime.sent).toEqual([
      expect.objectContaining({
        recipientId: bob.userId,
        content: '',
        media: [{ key: `users/${me}/media/summit.png` }],
      }),
    ]);
    expect(screen.queryByRole('list', { name: 'Images to send' })).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Messages' })).getByRole('img', { name: 'Image 1' }),
    ).toBeInTheDocument();
  });
});
