/**
 * Finds every place the source writes to the browser's storage, and the key each writes, so a
 * test can hold the writes against the data map's `browserStorage` (docs/privacy.md#browser-storage).
 * A write names its key through STORAGE_KEYS (`STORAGE_KEYS.token`, or a constant set to one,
 * such as `TOKEN_STORAGE_KEY`); any other key is reported as unresolved, so the scan never has
 * to guess what a write stores. What it recognises:
 *   - `localStorage.setItem(key, …)`, `sessionStorage.setItem(key, …)` and `x.setItem(key, …)`,
 *   - `writeStorage(() => sessionStorage, key, …)` (packages/shared/src/browser-storage.ts), whose
 *     own `setItem` is the one write that takes its key from its caller,
 *   - `localStorage[key] = …`, `localStorage.key = …`,
 *   - `document.cookie = …` and `cookieStore.set(…)`.
 *
 * @example const writes = storageWrites(files, storageKeyAliases(files)); writes.filter((w) => !w.key)
 */
import { STORAGE_KEYS } from '@alpora/shared/browser-storage';

export type StorageArea = 'localStorage' | 'sessionStorage' | 'cookie';

export interface SourceFile {
  /** Path from the repository root. */
  path: string;
  text: string;
}

export interface StorageWrite {
  file: string;
  line: number;
  /** The write as written, for the failure message. */
  code: string;
  /** The key it writes, or null when it is not a STORAGE_KEYS constant. */
  key: string | null;
  /** Where it writes, or null when the scan cannot tell (a storage passed in from elsewhere). */
  where: StorageArea | null;
}

/** The generic writer: its `setItem` takes the key from its callers, which are scanned instead. */
const GENERIC_WRITER = { file: 'packages/shared/src/browser-storage.ts', keyParameter: 'key' };

const STORAGE_KEY_ALIAS = /\bconst\s+([A-Za-z_$][\w$]*)\s*=\s*STORAGE_KEYS\.(\w+)\b/g;
const STORAGE_FUNCTION = /\bconst\s+([A-Za-z_$][\w$]*)\s*=\s*\(\)\s*=>\s*(localStorage|sessionStorage)\b/g;

/** Constants set to a STORAGE_KEYS value anywhere in the files; a name set to two keys throws. */
export function storageKeyAliases(files: SourceFile[]): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const file of files) {
    for (const [, name = '', keyName = ''] of file.text.matchAll(STORAGE_KEY_ALIAS)) {
      const key = (STORAGE_KEYS as Record<string, string>)[keyName];
      if (key === undefined) continue;
      const earlier = aliases.get(name);
      if (earlier !== undefined && earlier !== key) {
        throw new Error(`${name} names two storage keys ("${earlier}", "${key}"): give one of them another name.`);
      }
      aliases.set(name, key);
    }
  }
  return aliases;
}

function resolveKey(expression: string, aliases: Map<string, string>): string | null {
  const direct = expression.match(/^STORAGE_KEYS\.(\w+)$/);
  if (direct) return (STORAGE_KEYS as Record<string, string>)[direct[1] ?? ''] ?? null;
  return aliases.get(expression) ?? null;
}

/** `() => sessionStorage`, or a constant of the file set to one, such as `session`. */
function resolveArea(expression: string, file: SourceFile): StorageArea | null {
  const named = expression.match(/\b(localStorage|sessionStorage)\b/);
  if (named) return named[1] as StorageArea;
  for (const [, name, area] of file.text.matchAll(STORAGE_FUNCTION)) {
    if (name === expression) return area as StorageArea;
  }
  return null;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Every storage write in the files, with its key and area resolved where the source names them. */
export function storageWrites(files: SourceFile[], aliases: Map<string, string>): StorageWrite[] {
  const writes: StorageWrite[] = [];
  for (const file of files) {
    const add = (index: number, code: string, keyExpression: string | undefined, where: StorageArea | null) =>
      writes.push({
        file: file.path,
        line: lineOf(file.text, index),
        code: code.trim(),
        key: keyExpression === undefined ? null : resolveKey(keyExpression.trim(), aliases),
        where,
      });

    for (const match of file.text.matchAll(/([\w$.()]*)\.setItem\(\s*([^,)]+)/g)) {
      const [code, receiver = '', key] = match;
      if (file.path === GENERIC_WRITER.file && key?.trim() === GENERIC_WRITER.keyParameter) continue;
      add(match.index, code, key, resolveArea(receiver, file));
    }
    for (const match of file.text.matchAll(/(?<!function\s)\bwriteStorage\(\s*([^,]+),\s*([^,)]+)/g)) {
      const [code, area = '', key] = match;
      add(match.index, code, key, resolveArea(area.trim(), file));
    }
    // `localStorage[key] = …` resolves its key; `localStorage.name = …` never names a constant.
    const assignment =
      /\b(localStorage|sessionStorage)\s*(?:\[([^\]]+)\]|\.(?!(?:setItem|getItem|removeItem|clear|key|length)\b)\w+)\s*=(?!=)/g;
    for (const match of file.text.matchAll(assignment)) {
      add(match.index, match[0], match[2], match[1] as StorageArea);
    }
    // `document.cookie = `${STORAGE_KEYS.name}=…`` resolves its key; any other form does not.
    for (const match of file.text.matchAll(/\bdocument\.cookie\s*=(?!=)(?:\s*`\$\{([^}]+)\}=)?/g)) {
      add(match.index, match[0], match[1], 'cookie');
    }
    for (const match of file.text.matchAll(/\bcookieStore\.set\(\s*([^,)]+)/g)) {
      add(match.index, match[0], match[1], 'cookie');
    }
  }
  return writes;
}
