/**
 * The one way to make a router, the app's included: every route validates with the project's
 * hook, so a failed parse answers 422 in the error format.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#api/app-deps.ts';
import { validationHook } from './validation.ts';

export function createRouter<E extends AppEnv = AppEnv>(): OpenAPIHono<E> {
  return new OpenAPIHono<E>({ defaultHook: validationHook });
}
