/**
 * Reads the API's OpenAPI document from the code: runs `api/src/openapi.ts` in a child Node
 * process, which builds the app with inert dependencies and prints the document. A child
 * process keeps the API's modules (native ones included) out of the site's bundle, and the
 * document is the one `/api/openapi.json` serves, so the developer page cannot drift.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown; description?: string }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

interface OpenApiDocument {
  info: { title: string; version: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** @example const doc = readOpenApiDocument(config.root); Object.keys(doc.paths) */
export function readOpenApiDocument(root: URL): OpenApiDocument {
  const stdout = execFileSync(process.execPath, ['api/src/openapi.ts'], {
    cwd: fileURLToPath(root),
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  return JSON.parse(stdout) as OpenApiDocument;
}

/**
 * The API's own public paths, with the server prefix: "/api/health", "/api/config", ...
 * plus the document's own route, which the document does not list.
 */
export function apiPaths(document: OpenApiDocument): string[] {
  const prefix = document.servers?.[0]?.url ?? '';
  return [...Object.keys(document.paths), '/openapi.json'].map((path) => `${prefix}${path}`);
}
