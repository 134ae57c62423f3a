/**
 * Loads TypeScript dictionary modules (site/i18n/<l>/*.ts, api/src/mail/templates/<l>*.ts) the
 * way Node runs them, type annotations stripped, in a child process: the build's configuration
 * is itself loaded through Vite, and the check must read the files as they are on disk, not as a
 * bundler resolved them. A function (a mail's `validity(days)`) comes back as a function that
 * keeps its place in the shape; a module that does not load comes back as its Error.
 *
 * @example loadModules(root, ['site/i18n/en/home.ts']) // { 'site/i18n/en/home.ts': { home: { … } } }
 */
import { execFileSync } from 'node:child_process';

const LOADER = `
import { pathToFileURL } from 'node:url';
import path from 'node:path';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const loaded = {};
for (const file of JSON.parse(input)) {
  try {
    loaded[file] = { exports: { ...(await import(pathToFileURL(path.resolve(file)).href)) } };
  } catch (error) {
    loaded[file] = { error: String(error?.message ?? error).split('\\n')[0] };
  }
}
process.stdout.write(JSON.stringify(loaded, (key, value) => (typeof value === 'function' ? { '\\u0192': value.length } : value)));
`;

type Loaded = Record<string, Record<string, unknown> | Error>;

const FUNCTION = 'ƒ';

function revive(_key: string, value: unknown): unknown {
  if (typeof value === 'object' && value !== null && Object.keys(value).length === 1 && FUNCTION in value)
    return () => undefined;
  return value;
}

export function loadModules(root: string, files: readonly string[]): Loaded {
  if (files.length === 0) return {};
  const output = execFileSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', LOADER], {
    cwd: root,
    input: JSON.stringify(files),
    maxBuffer: 256 * 1024 * 1024,
    encoding: 'utf8',
  });
  const parsed = JSON.parse(output, revive) as Record<string, { exports?: Record<string, unknown>; error?: string }>;
  return Object.fromEntries(
    Object.entries(parsed).map(([file, result]) => [file, result.exports ?? new Error(result.error ?? 'did not load')]),
  );
}
