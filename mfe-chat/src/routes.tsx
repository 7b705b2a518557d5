import type { AreaPages } from '@cliques/contracts';
import { areaRoutes } from './route-declarations';
import { ChatPage } from './components/chat-page';

/**
 * The pages of the Chat area, exposed as `./routes`: the host renders them by the page names its
 * route declarations (route-declarations.ts, re-exported here) give.
 * `satisfies` holds them to the route declarations: a page they name and this lacks fails the typecheck.
 */
const pages = {
  chat: ChatPage,
} satisfies AreaPages<typeof areaRoutes>;

export { areaRoutes };
export default pages;
