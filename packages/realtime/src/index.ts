export {
  RealtimeClient,
  normalClosure,
  serviceRestart,
  type RealtimeClientOptions,
  type RealtimeStatus,
  type SocketLike,
} from './realtime-client';
export { realtimeClient, socketUrl } from './instance';
