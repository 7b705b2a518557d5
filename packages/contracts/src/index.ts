/**
 * Request and response schemas for every call and realtime frame (API.md).
 * The server validates and serialises with them; the browser takes its types from them.
 */
export * from './common';
