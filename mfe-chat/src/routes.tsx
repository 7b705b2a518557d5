import type { ComponentType } from 'react';
import { ChatPage } from './features/chat/components/chat-page';

/** The pages of the Chat area, exposed as `./routes`: the host renders them by name. */
const pages: Record<string, ComponentType> = {
  chat: ChatPage,
};

export default pages;
