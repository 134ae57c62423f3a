/**
 * Readers for the security headers the end-to-end tests judge: a Content Security Policy as its
 * directives, and the inline and external scripts of a page as the policy must allow them.
 */
import { createHash } from 'node:crypto';

/** `default-src 'self'; img-src 'self' data:` → { 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] } */
export function cspDirectives(policy: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    // The first of a repeated directive wins, as in browsers.
    if (name && !(name.toLowerCase() in directives)) directives[name.toLowerCase()] = sources;
  }
  return directives;
}

/** The sources that let a script run, from script-src or, failing that, default-src. */
export function scriptSources(directives: Record<string, string[]>): string[] {
  return directives['script-src'] ?? directives['default-src'] ?? [];
}

/** The CSP hash source of every non-empty inline script of a page (JSON data blocks never run). */
export function inlineScriptHashes(html: string): string[] {
  const inline = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;
  return [...html.matchAll(inline)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/** The `<script src>` tags of a page, with their integrity attribute when present. */
export function externalScripts(html: string): { src: string; integrity?: string }[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((match) => ({
    src: match[1] ?? '',
    integrity: match[0].match(/\bintegrity="([^"]+)"/)?.[1],
  }));
}
