/**
 * The built site served over HTTP as the production server serves it (../static-site.ts on
 * Node's HTTP server), for tests that measure what a browser receives: the site's budget test
 * counts each script's and font's real response headers with its body (docs/decisions.md §343).
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AppEnv } from '#api/app-deps.ts';
import { mountStaticSite } from '#api/static-site.ts';

export interface BuiltSiteServer {
  url: string;
  close(): Promise<void>;
}

export async function serveBuiltSite(siteDir: string): Promise<BuiltSiteServer> {
  const app = new Hono<AppEnv>();
  mountStaticSite(app, siteDir);
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
