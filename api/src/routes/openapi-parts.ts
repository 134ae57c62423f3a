/** Small builders for route declarations, so each route file reads as its contract. */
import { z } from '@hono/zod-openapi';

const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

const statusText: Record<number, string> = {
  401: 'Not logged in, or the session expired',
  403: 'Cross-site write refused',
  404: 'Not found (or not yours)',
  409: 'Username or email already taken',
  422: 'Invalid fields',
  429: 'Too many attempts',
};

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, jsonContent(errorSchema, statusText[status] ?? 'Error')]),
  ) as Record<number, ReturnType<typeof jsonContent<typeof errorSchema>>>;
}
