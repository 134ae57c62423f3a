/**
 * Optional TLS for deployments without a terminating proxy: with TLS_CERT_FILE and
 * TLS_KEY_FILE the server speaks HTTPS, and with HTTP_REDIRECT_PORT a plain listener answers
 * every request with a permanent redirect to the HTTPS origin (HSTS then keeps browsers there).
 */
import fs from 'node:fs';
import http from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Config } from './config.ts';

/** Options for `serve()` from @hono/node-server: HTTPS when configured, else plain HTTP. */
export function tlsServeOptions(config: Config) {
  if (!config.TLS_CERT_FILE || !config.TLS_KEY_FILE) return {};
  return {
    createServer: createHttpsServer,
    serverOptions: { cert: fs.readFileSync(config.TLS_CERT_FILE), key: fs.readFileSync(config.TLS_KEY_FILE) },
  };
}

/** Starts the plain-HTTP listener that redirects to HTTPS, when configured. */
export function startHttpsRedirect(config: Config, httpsPort: number): http.Server | undefined {
  if (!config.HTTP_REDIRECT_PORT || !config.TLS_CERT_FILE) return undefined;
  const server = http.createServer((request, response) => {
    // The configured host, never the request's Host header, which the client chooses.
    const host = new URL(config.SITE_URL).hostname;
    const port = httpsPort === 443 ? '' : `:${httpsPort}`;
    response.writeHead(301, { Location: `https://${host}${port}${request.url ?? '/'}`, 'Content-Length': '0' });
    response.end();
  });
  server.listen(config.HTTP_REDIRECT_PORT, config.HOST);
  return server;
}
