/**
 * Expected failures and the one place that turns every error into the error format of
 * docs/product.md#texts-and-messages (`{ error: { code, message, fields? } }`).
 */
import type { ApiErrorBody } from '@alpora/shared/api-error';
import { fieldErrors } from '@alpora/shared/field-errors';
import { DEFAULT_LOCALE, type Locale } from '@alpora/shared/locales';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { DatabaseUnavailableError } from '#api/db/database-unavailable.ts';
import { unstorableValueCode } from '#api/db/unstorable-value.ts';
import type { Logger } from '#api/lib/logger.ts';
import { apiCacheControlFor } from './cache-control.ts';

/**
 * Throw from a handler for any expected failure.
 *
 * @example throw new ApiError(404, 'not_found', 'No portfolio with this id.')
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** A 422 whose field messages are in `locale` (the request's language; English by default). */
export function validationError(error: ZodError, locale: Locale = DEFAULT_LOCALE): ApiError {
  return new ApiError(422, 'validation_failed', 'Some fields are missing or invalid.', {
    fields: fieldErrors(error, locale),
  });
}

const codeByStatus: Partial<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

export const UNSTORABLE_VALUE_MESSAGE =
  'A value in this request cannot be stored: it is too long or contains a character that is not allowed.';

export function errorHandler(logger: Logger) {
  return (err: Error, c: Context): Response => {
    // An error is never stored, whatever policy the route had chosen for its success.
    c.header('Cache-Control', apiCacheControlFor(c.req.path));
    if (err instanceof ApiError) {
      for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
      return c.json(errorBody(err.code, err.message, err.fields), err.status);
    }
    if (err instanceof DatabaseUnavailableError) {
      // Nothing was stored; the client may send the same request again (docs/decisions.md §53).
      // The cause is logged once per change by the write-health tracker, not per request.
      c.header('Retry-After', err.reason === 'database locked' ? '5' : '30');
      return c.json(
        errorBody('service_unavailable', 'We cannot store this right now. Please try again in a moment.'),
        503,
      );
    }
    const unstorable = unstorableValueCode(err);
    if (unstorable) {
      // The request's fault, not the server's: a value a schema should have refused
      // (docs/decisions.md §66). A warning, so the schema gets fixed; the value is not logged.
      logger.warn('value the database cannot store', {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        code: unstorable,
        error: err.message,
      });
      return c.json(errorBody('bad_request', UNSTORABLE_VALUE_MESSAGE), 400);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const message = status === 413 ? 'The request body is too large.' : err.message || 'Bad request.';
      return c.json(errorBody(codeByStatus[status] ?? 'http_error', message), status);
    }
    logger.error('unhandled error', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      error: err.stack ?? String(err),
    });
    return c.json(errorBody('internal_error', 'Something went wrong on our side. Please try again.'), 500);
  };
}
