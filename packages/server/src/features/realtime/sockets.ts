import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { Connection, type RealtimeLimits } from './connection';
import { handleFrame, type FrameContext } from './frames';
import type { RealtimeHub } from './hub';
import { handleSocketError } from './socket-errors';
import type { TicketSession } from './tickets';

/** Opens a connection on each upgraded socket. */
export interface RealtimeSockets {
  /**
   * Registers the socket's connection (closing it with 1008 when its user has too many) and wires
   * its events. The websocket plugin's own error listener closes over the upgrade's request and
   * reply; it is replaced by one that does the same without them.
   */
  open(socket: WebSocket, session: TicketSession, upgrade: IncomingMessage): void;
}

/**
 * Keeps what each socket holds small (docs/BENCHMARKS.md, realtime memory): the listeners are one
 * set of functions for every socket, finding the socket's connection by the socket they are called
 * on, rather than closures per socket over the upgrade request; and the upgrade's HTTP request and
 * response are let go once the socket is open.
 */
export function realtimeSockets(
  hub: RealtimeHub,
  limits: RealtimeLimits,
  frames: FrameContext & { log: FastifyBaseLogger },
): RealtimeSockets {
  const connections = new WeakMap<WebSocket, Connection>();
  const log = frames.log;
  function onPong(this: WebSocket) {
    const connection = connections.get(this);
    if (connection) connection.alive = true;
  }
  function onMessage(this: WebSocket, data: RawData, isBinary: boolean) {
    const connection = connections.get(this);
    if (connection) handleFrame(frames, connection, data, isBinary);
  }
  function onClose(this: WebSocket) {
    const connection = connections.get(this);
    if (connection) hub.remove(connection);
    connections.delete(this);
  }
  function onError(this: WebSocket, error: Error) {
    handleSocketError(error, this, { log });
  }
  const onSlowConsumer = (connection: Connection) =>
    log.warn({ userId: connection.userId }, 'slow realtime consumer cut off');
  return {
    open(socket, session, upgrade) {
      releaseUpgradeResponse(upgrade);
      socket.removeAllListeners('error');
      socket.on('error', onError);
      const connection = new Connection(socket, session, limits, onSlowConsumer);
      if (!hub.add(connection)) {
        socket.close(1008, 'Too many connections');
        return;
      }
      connections.set(socket, connection);
      socket.on('pong', onPong);
      socket.on('message', onMessage);
      socket.on('close', onClose);
    },
  };
}

/**
 * The websocket plugin answers the upgrade through a ServerResponse that stays assigned to the TCP
 * socket, and with it the request, its headers and the first bytes read, for as long as the socket
 * lives. The upgrade is answered by then, so the response is detached from the socket.
 */
function releaseUpgradeResponse(upgrade: IncomingMessage): void {
  const tcp = upgrade.socket as Socket & { _httpMessage?: ServerResponse | null };
  tcp._httpMessage?.detachSocket(tcp);
}
