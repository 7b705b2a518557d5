import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ChatView } from '../features/chat/components/chat-page';
import { me, type fakeDeps } from './fake-chat';

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
