/**
 * The one validation hook of every OpenAPI route: a failed zod parse becomes a 422 with
 * field-level messages in the project's error format.
 */
import type { Hook } from '@hono/zod-openapi';
import { validationError } from './errors.ts';

// biome-ignore lint/suspicious/noExplicitAny: the hook serves every route's schema
export const validationHook: Hook<any, any, any, any> = (result) => {
  if (!result.success) throw validationError(result.error);
};
