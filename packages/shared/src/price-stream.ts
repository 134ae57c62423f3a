/**
 * The dashboard's live price stream as both ends name it (docs/product.md#dashboard,
 * docs/decisions.md §330-§333): its path, and the event that tells the browser the stream's
 * session has ended, so it must not reconnect.
 */

/** `GET` for a signed-in account: Server-Sent Events whose data is the body of `GET /api/market-data`. */
export const PRICE_STREAM_PATH = '/api/market-data/stream';

/** The last event of a stream whose session ended (signed out, revoked, expired). */
export const SESSION_ENDED_EVENT = 'session-ended';
