/**
 * Writes Brotli and gzip copies next to every compressible file of the built site, once at
 * build time at the highest levels, so the server (and a CDN) sends them without compressing
 * on each request. The server picks one by the browser's Accept-Encoding.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
/** Below this, the headers of a compressed answer outweigh what it saves. */
const MIN_BYTES = 1024;

export function precompress(siteDir: string): { files: number; savedBytes: number } {
  let files = 0;
  let savedBytes = 0;
  for (const name of fs.readdirSync(siteDir, { recursive: true, encoding: 'utf8' })) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(siteDir, name);
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    files += 1;
    savedBytes += content.length - brotli.length;
  }
  return { files, savedBytes };
}

if (import.meta.main) {
  const siteDir = path.resolve(import.meta.dirname, '..', process.env.ASTRO_OUT_DIR ?? 'dist');
  const { files, savedBytes } = precompress(siteDir);
  process.stdout.write(`precompressed ${files} files (Brotli saves ${Math.round(savedBytes / 1024)} KB)\n`);
}
