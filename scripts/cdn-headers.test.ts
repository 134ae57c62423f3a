import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { cdnHeadersFile } from './cdn-headers.ts';

describe('cdnHeadersFile', () => {
  test('lists the page security headers with the hashes of the inline scripts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-headers-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<script>console.log(1)</script><script src="/a.js"></script>');
    const file = cdnHeadersFile(dir);
    const csp = /Content-Security-Policy: (.*)/.exec(file)?.[1] ?? '';
    // sha256 of "console.log(1)"
    expect(csp).toContain("'sha256-");
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(file).toMatch(/Strict-Transport-Security: max-age=63072000/);
    expect(file).toContain('/_astro/*\n  Cache-Control: public, max-age=31536000, immutable');
  });
});
