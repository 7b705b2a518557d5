import { useEffect } from 'react';
import { realtimeClient } from '@cliques/realtime';
import type { BadgeStore } from './badge-store';
import { isChatPath, startChatBadgeTriggers } from './chat-badge-triggers';
import { startLiveBadges } from './live-badges';

/**
 * While the signed-in shell is mounted: holds the page's one realtime socket open (the chat area
 * shares it through the federated @cliques/realtime singleton), takes the badge counts from it while
 * it is open (live badges) and refreshes the unread-message badge on its triggers. Sign-out
 * unmounts the shell, which disconnects (code 1000).
 */
export function useChatBadge(badges: BadgeStore, realtime = realtimeClient): void {
  useEffect(() => {
    const stopLive = startLiveBadges({ badges, realtime });
    realtime.connect();
    const stop = startChatBadgeTriggers({
      refresh: () => void badges.refreshMessages(),
      realtime,
      isOnChat: () => isChatPath(window.location.pathname),
    });
    return () => {
      stop();
      stopLive();
      realtime.disconnect();
    };
  }, [badges, realtime]);
}
