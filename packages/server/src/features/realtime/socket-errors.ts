import type { FastifyBaseLogger } from 'fastify';

/** Protocol errors a peer causes (ws codes them WS_ERR_*), and peers vanishing mid-frame. */
const peerErrorCodes = new Set(['ECONNRESET', 'EPIPE']);

/**
 * What happens to an error on an open socket (the websocket plugin's `errorHandler`). A peer's own
 * mistakes — a frame over the 128 KB limit (ws has already closed with 1009), bad UTF-8, a broken
 * frame, a reset — are the peer's problem: one warn line with the code, no stack. Anything else is
 * ours and logged as an error. The socket is dropped either way, as the plugin's default does.
 */
export function handleSocketError(
  error: Error,
  socket: { terminate(): void },
  request: { log: FastifyBaseLogger },
): void {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('WS_ERR_') || peerErrorCodes.has(code))) {
    request.log.warn(
      { code, reason: error.message },
      'realtime socket closed: the client broke the protocol or a limit',
    );
  } else {
    request.log.error({ err: error }, 'realtime socket failed');
  }
  socket.terminate();
}
