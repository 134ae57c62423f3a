import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { precompress } from './precompress.ts';

test('writes Brotli and gzip copies of compressible files over 1 KB, and nothing else', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-precompress-'));
  fs.mkdirSync(path.join(dir, '_astro'));
  const script = 'console.log("alpora");\n'.repeat(200);
  fs.writeFileSync(path.join(dir, '_astro', 'page.js'), script);
  fs.writeFileSync(path.join(dir, 'tiny.css'), 'a{}');
  fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 1));

  expect(precompress(dir).files).toBe(1);
  expect(brotliDecompressSync(fs.readFileSync(path.join(dir, '_astro', 'page.js.br'))).toString()).toBe(script);
  expect(gunzipSync(fs.readFileSync(path.join(dir, '_astro', 'page.js.gz'))).toString()).toBe(script);
  expect(fs.existsSync(path.join(dir, 'tiny.css.br'))).toBe(false);
  expect(fs.existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
});
