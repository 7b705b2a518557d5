import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ChatView } from '../components/chat-page';
import { bob, conversation, fakeDeps, me, type message } from './fake-chat';

function Where() {
  const location = useLocation();
  return <span data-testid="where">{`${location.pathname}${location.search}`}</span>;
}

/** Renders the chat page at a path with fake dependencies; the current location shows in `where`. */
export function renderChat(
  path: string,
  deps: ReturnType<typeof fakeDeps>,
  options: { advanceTimers?: (ms: number) => void } = {},
) {
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/chat" element={<ChatView userId={me} deps={deps} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return user;
}

/** Opens the conversation with Bob (a friend on the list) and delivers its latest page of messages. */
export async function openedWithBob(messages: ReturnType<typeof message>[], hasMore = false) {
  const deps = fakeDeps([conversation({ withUser: bob })]);
  deps.getConversation.mockResolvedValue(conversation({ withUser: bob }));
  const user = renderChat(`/chat?with=${bob.userId}`, deps);
  await screen.findByRole('region', { name: 'Conversation with Bob' });
  act(() => deps.realtime.emit({ type: 'messages', withUserId: bob.userId, before: null, messages, hasMore }));
  return { deps, user };
}
