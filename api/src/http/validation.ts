/**
 * The one validation hook of every OpenAPI route: a failed zod parse becomes a 422 with
 * field-level messages in the project's error format, in the language the request's
 * Accept-Language prefers among the site's (English when it names none of them,
 * docs/product.md#languages).
 */
import { DEFAULT_LOCALE, preferredLocale } from '@alpora/shared/locales';
import type { Hook } from '@hono/zod-openapi';
import { validationError } from './errors.ts';

// biome-ignore lint/suspicious/noExplicitAny: the hook serves every route's schema
export const validationHook: Hook<any, any, any, any> = (result, c) => {
  if (!result.success) {
    throw validationError(result.error, preferredLocale(c.req.header('Accept-Language')) ?? DEFAULT_LOCALE);
  }
};
