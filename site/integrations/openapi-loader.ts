/**
 * A content loader that turns the API's OpenAPI document into one entry per operation
 * ("get /health"), so the /api page renders its reference like any other collection.
 */
import type { Loader } from 'astro/loaders';
import { readOpenApiDocument } from './openapi-document.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function openApiLoader(): Loader {
  return {
    name: 'openapi-operations',
    load: async ({ config, store, parseData, logger }) => {
      const document = readOpenApiDocument(config.root);
      const prefix = document.servers?.[0]?.url ?? '';
      store.clear();
      let count = 0;
      for (const [path, item] of Object.entries(document.paths)) {
        for (const method of METHODS) {
          const operation = item[method];
          if (!operation) continue;
          const id = `${method} ${path}`;
          const responses = Object.entries(operation.responses ?? {}).map(([status, response]) => ({
            status,
            description: response.description ?? '',
            schema: response.content?.['application/json']?.schema,
          }));
          const data = await parseData({
            id,
            data: {
              method: method.toUpperCase(),
              path: `${prefix}${path}`,
              summary: operation.summary ?? id,
              description: operation.description,
              tag: operation.tags?.[0] ?? 'General',
              parameters: operation.parameters ?? [],
              requestBody: operation.requestBody?.content?.['application/json']?.schema,
              responses,
              apiVersion: document.info.version,
            },
          });
          store.set({ id, data });
          count += 1;
        }
      }
      logger.info(`${count} API operations from the OpenAPI document`);
    },
  };
}
