/**
 * Security headers of the pages. The Content Security Policy allows scripts only from our
 * origin plus the exact inline scripts the build produced (by SHA-256 hash), so no
 * 'unsafe-inline' is needed for scripts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { HSTS_VALUE, PERMISSIONS_POLICY } from './security-headers.ts';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));
}

/** The SHA-256 source expressions of every inline script in the built pages. */
function inlineScriptHashes(siteDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(siteDir)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      const body = match[1] ?? '';
      if (body.trim() === '') continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Astro inlines small stylesheets; inline styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function pageSecurityHeaderSet(siteDir: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inlineScriptHashes(siteDir)),
    'Strict-Transport-Security': HSTS_VALUE,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/**
 * The fields that act on a script, style sheet or font a page loads (docs/decisions.md §345).
 * The others say what a document may do (its scripts, framing, features, opener) and mean
 * nothing on a build asset; at about 0.9 KB per file they were a quarter of what the
 * dashboard's scripts cost over HTTP/1.1.
 */
const ASSET_FIELDS = [
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  // A module script's own imports follow the Referrer-Policy of its answer.
  'Referrer-Policy',
  'Cross-Origin-Resource-Policy',
] as const;

/**
 * The build's hashed scripts, styles, fonts and raster images: never a document. An SVG is a
 * document when opened by itself, so it keeps the page's fields.
 */
export function isBuildAsset(pathname: string): boolean {
  return pathname.startsWith('/_astro/') && !pathname.endsWith('.svg');
}

export function assetSecurityHeaderSet(pageHeaders: Record<string, string>): Record<string, string> {
  return Object.fromEntries(ASSET_FIELDS.map((name) => [name, pageHeaders[name] ?? '']));
}

/** Sets the page headers on every answer outside /api (the API sets its own), a build asset's on those. */
export function pageSecurityHeaders(siteDir: string): (c: Context) => void {
  const headers = pageSecurityHeaderSet(siteDir);
  const assetHeaders = assetSecurityHeaderSet(headers);
  return (c) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return;
    const fields = isBuildAsset(c.req.path) ? assetHeaders : headers;
    for (const [name, value] of Object.entries(fields)) c.res.headers.set(name, value);
  };
}
