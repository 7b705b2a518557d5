import type { AreaPages } from '@cliques/contracts';
import { ChatPage } from './components/chat-page';

/**
 * The pages of the Chat area, exposed as `./routes`: the host renders them by name.
 * `satisfies` holds them to the remotes contract: a missing, renamed or extra page fails the typecheck.
 */
const pages = {
  chat: ChatPage,
} satisfies AreaPages<'mfe_chat'>;

export default pages;
