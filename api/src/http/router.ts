/** A router for one resource, validating with the project's hook. */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-deps.ts';
import { validationHook } from './validation.ts';

export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
