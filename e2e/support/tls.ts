/**
 * HTTPS for tests: a throwaway self-signed certificate for `localhost`, and a client that trusts
 * it and can name any host in the Host header while connecting to the local server (the server
 * treats `localhost` differently from a public name, e.g. for the session cookie).
 *
 * @example const tls = selfSignedCertificate(); const res = await httpsGet(port, '/', { ca: tls.cert });
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

export interface Certificate {
  certFile: string;
  keyFile: string;
  /** The certificate itself (PEM), for clients that must trust it. */
  cert: string;
}

export function selfSignedCertificate(): Certificate {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  const subject = ['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject, '-keyout', keyFile, '-out', certFile],
    { stdio: 'ignore' },
  );
  return { certFile, keyFile, cert: fs.readFileSync(certFile, 'utf8') };
}

export interface PlainResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface HttpsOptions {
  /** The certificate to trust. */
  ca: string;
  /** The name sent in the Host header; the connection always goes to 127.0.0.1. */
  host?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request, no redirects followed, the body uncompressed. */
export function httpsRequest(port: number, pathname: string, options: HttpsOptions): Promise<PlainResponse> {
  const { ca, host = 'localhost', method = 'GET', headers = {}, body } = options;
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method,
        ca,
        // The certificate names localhost, whatever the Host header says.
        servername: 'localhost',
        headers: { host: `${host}:${port}`, 'accept-encoding': 'identity', ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
