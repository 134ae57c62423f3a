import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { assertDatabaseFileNotEmpty, EmptyDatabaseFileError } from './database-file.ts';

test('a zero-byte database file is refused; a missing or non-empty one passes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-file-'));
  try {
    const file = path.join(dir, 'alpora.sqlite');
    expect(() => assertDatabaseFileNotEmpty(file)).not.toThrow();
    fs.writeFileSync(file, '');
    expect(() => assertDatabaseFileNotEmpty(file)).toThrow(EmptyDatabaseFileError);
    expect(() => assertDatabaseFileNotEmpty(file)).toThrow(`the database file is empty: ${file}`);
    fs.writeFileSync(file, 'SQLite format 3\0');
    expect(() => assertDatabaseFileNotEmpty(file)).not.toThrow();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
