import { openPush, readPushPayload, showPush, type PushWorkerScope } from './push-handlers';

function scope(windows: Array<{ url: string }> = []) {
  const shown: unknown[] = [];
  const opened: string[] = [];
  const focused: string[] = [];
  const navigated: string[] = [];
  const worker: PushWorkerScope = {
    location: { origin: 'https://app.example' },
    registration: { showNotification: async (title, options) => void shown.push({ title, ...options }) },
    clients: {
      matchAll: async () =>
        windows.map((w) => ({
          url: w.url,
          focus: async () => focused.push(w.url),
          navigate: async (url: string) => navigated.push(url),
        })),
      openWindow: async (url) => opened.push(url),
    },
  };
  return { worker, shown, opened, focused, navigated };
}

it('shows what the server pushed', async () => {
  const { worker, shown } = scope();
  await showPush(worker, { title: 'Friend request', body: 'Ann sent you a friend request', url: '/friends' });
  expect(shown).toEqual([
    { title: 'Friend request', body: 'Ann sent you a friend request', data: { url: '/friends' }, tag: '/friends' },
  ]);
});

it('shows a group’s push under the group’s tag, so a newer one replaces its line', async () => {
  const { worker, shown } = scope();
  const like = (body: string) => ({ title: 'Likes', body, url: '/post/p1', tag: 'group:g1' });
  await showPush(worker, like('Ana liked your post'));
  await showPush(worker, like('Bo and one other liked your post'));
  expect(shown.map((n) => (n as { tag?: string }).tag)).toEqual(['group:g1', 'group:g1']);
});

it('never leads off the app, and shows something for an unreadable push', () => {
  expect(readPushPayload({ title: 'x', body: 'y', url: 'https://evil.example/' }).url).toBe('/notifications');
  expect(readPushPayload({ title: 'x', body: 'y', url: '//evil.example/' }).url).toBe('/notifications');
  expect(readPushPayload(undefined)).toEqual({
    title: 'Cliques',
    body: 'You have something new',
    url: '/notifications',
  });
  expect(readPushPayload(undefined, 'es-MX').body).toBe('Tienes algo nuevo');
  expect(readPushPayload(undefined, 'ar').body).toBe('لديك شيء جديد');
  expect(readPushPayload(undefined, 'fr-FR').body).toBe('You have something new');
  expect(readPushPayload({ title: 'x', body: 'y' }, 'es').body).toBe('y');
});

it('opens the page of a clicked notification in the open window, or in a new one', async () => {
  const open = scope([{ url: 'https://app.example/feed' }]);
  await openPush(open.worker, { url: '/chat?with=u2' });
  expect(open.focused).toEqual(['https://app.example/feed']);
  expect(open.navigated).toEqual(['https://app.example/chat?with=u2']);
  const none = scope();
  await openPush(none.worker, { url: '/post/p1' });
  expect(none.opened).toEqual(['https://app.example/post/p1']);
});
