/**
 * The production server's security headers, graded by the MDN HTTP Observatory's own tests.
 * The server runs with TLS and an HTTP-to-HTTPS
 * redirect, as a deployment without a terminating proxy would.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { freePort, type RunningServer, startServer } from './support/server.ts';

interface ScanReport {
  grade: string;
  score: number;
  tests: { name: string; result: string; pass: boolean }[];
}

let server: RunningServer;
let certFile: string;
let httpPort: number;

test.beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-tls-'));
  certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  httpPort = await freePort();
  server = await startServer({
    env: {
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'false',
      TLS_CERT_FILE: certFile,
      TLS_KEY_FILE: keyFile,
      HTTP_REDIRECT_PORT: String(httpPort),
    },
  });
});

test.afterAll(async () => server?.stop());

function scan(pathname: string): ScanReport {
  const output = execFileSync(
    process.execPath,
    ['scripts/security/observatory-scan.ts', 'localhost', String(httpPort), String(server.port), pathname],
    { env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile }, encoding: 'utf8', timeout: 60_000 },
  );
  return JSON.parse(output) as ScanReport;
}

for (const pathname of ['/', '/about', '/api/health']) {
  test(`${pathname} earns an A+ from the HTTP Observatory's rules`, () => {
    const report = scan(pathname);
    const failed = report.tests.filter((t) => !t.pass).map((t) => `${t.name}: ${t.result}`);
    expect(failed).toEqual([]);
    expect(report.grade).toBe('A+');
    expect(report.score).toBeGreaterThanOrEqual(100);
  });
}

test('plain HTTP redirects permanently to HTTPS on the same path', async () => {
  const response = await fetch(`http://localhost:${httpPort}/privacy?x=1`, { redirect: 'manual' });
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe(`https://localhost:${server.port}/privacy?x=1`);
});
