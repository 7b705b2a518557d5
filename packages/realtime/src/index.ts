export { RealtimeClient, normalClosure, type RealtimeClientOptions, type RealtimeStatus, type SocketLike } from './realtime-client';
export { realtimeClient, socketUrl } from './instance';
