/**
 * The production server's security headers, checked rule by rule against what a header scanner
 * (such as the MDN HTTP Observatory) grades: CSP, HSTS, nosniff, framing, referrer policy,
 * cross-origin isolation and CORS, session cookie attributes, script integrity and the redirect
 * to HTTPS. The server runs with TLS and an HTTP-to-HTTPS redirect, as a deployment without a
 * terminating proxy would.
 */

import { expect, test } from './support/fixtures.ts';
import { cspDirectives, externalScripts, inlineScriptHashes, scriptSources } from './support/header-rules.ts';
import { freePort, type RunningServer, startServer } from './support/server.ts';
import { type Certificate, type HttpsOptions, httpsRequest, selfSignedCertificate } from './support/tls.ts';

let server: RunningServer;
let tls: Certificate;
let httpPort: number;

test.beforeAll(async () => {
  tls = selfSignedCertificate();
  httpPort = await freePort();
  const port = await freePort();
  server = await startServer({
    port,
    env: {
      NODE_ENV: 'production',
      // Production requires the public https origin the links of its mails start with.
      SITE_URL: `https://localhost:${port}`,
      // Production requires a mail server; nothing listens on port 9, so mails only queue.
      SMTP_URL: 'smtp://127.0.0.1:9',
      SEED_DEMO_DATA: 'false',
      TLS_CERT_FILE: tls.certFile,
      TLS_KEY_FILE: tls.keyFile,
      HTTP_REDIRECT_PORT: String(httpPort),
    },
  });
});

test.afterAll(async () => server?.stop());

const get = (pathname: string, options: Omit<HttpsOptions, 'ca'> = {}) =>
  httpsRequest(server.port, pathname, { ca: tls.cert, ...options });

/** Referrer policies that never send a full URL to another origin. */
const PRIVATE_REFERRER_POLICIES = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
/** Script sources that would let an injected or third-party script run. */
const UNSAFE_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", '*', 'http:', 'https:', 'data:', 'blob:'];
const HALF_A_YEAR_SECONDS = 15_552_000;

for (const pathname of ['/', '/about', '/no-such-page', '/api/health']) {
  test(`${pathname} sends HSTS, nosniff, no framing, a private referrer policy and no open CORS`, async () => {
    const { headers } = await get(pathname, { headers: { origin: 'https://attacker.example' } });
    const hsts = String(headers['strict-transport-security']);
    expect(Number(hsts.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(HALF_A_YEAR_SECONDS);
    expect(hsts).toContain('includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(cspDirectives(String(headers['content-security-policy']))['frame-ancestors']).toEqual(["'none'"]);
    expect(PRIVATE_REFERRER_POLICIES).toContain(headers['referrer-policy']);
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['access-control-allow-origin']).toBeUndefined();
  });
}

// Pages with inline scripts, so the hash rule has something to judge.
for (const pathname of ['/', '/login']) {
  test(`${pathname} runs only its own scripts: a strict CSP that lists each inline script's hash`, async () => {
    const { status, headers, body } = await get(pathname);
    expect(status).toBe(200);
    const csp = cspDirectives(String(headers['content-security-policy']));
    expect(["'self'", "'none'"]).toContain(csp['default-src']?.[0]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(["'self'", "'none'"]).toContain(csp['base-uri']?.[0]);
    expect(csp['form-action']).toEqual(["'self'"]);
    const scripts = scriptSources(csp);
    expect(scripts.filter((source) => UNSAFE_SCRIPT_SOURCES.includes(source))).toEqual([]);
    const hashes = inlineScriptHashes(body);
    expect(hashes.length, 'the page has inline scripts to check').toBeGreaterThan(0);
    expect(hashes.filter((hash) => !scripts.includes(hash))).toEqual([]);
    // Scripts from another origin would need Subresource Integrity; ours are all same-origin.
    const foreign = externalScripts(body).filter(({ src, integrity }) => /^(https?:)?\/\//.test(src) && !integrity);
    expect(foreign).toEqual([]);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  });
}

test('the API forbids every resource type and every framing', async () => {
  const { headers } = await get('/api/health');
  const csp = cspDirectives(String(headers['content-security-policy']));
  expect(csp['default-src']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(headers['content-type']).toContain('application/json');
});

test('the session cookie on a public host is __Host-, Secure, HttpOnly and SameSite', async () => {
  const response = await get('/api/auth/register', {
    host: 'alpora.example',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'cookiecheck',
      email: 'cookie@alpora.example',
      password: 'correct horse battery',
    }),
  });
  expect(response.status, response.body).toBe(201);
  const cookies = response.headers['set-cookie'] ?? [];
  expect(cookies).toHaveLength(1);
  const attributes = (cookies[0] ?? '').split(';').map((part) => part.trim().toLowerCase());
  expect(attributes[0]).toMatch(/^__host-session=/);
  expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'path=/']));
  expect(attributes.some((attribute) => attribute === 'samesite=lax' || attribute === 'samesite=strict')).toBe(true);
  expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
});

test('plain HTTP redirects permanently to HTTPS on the same host and path', async () => {
  const response = await fetch(`http://localhost:${httpPort}/privacy?x=1`, { redirect: 'manual' });
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe(`https://localhost:${server.port}/privacy?x=1`);
});
