/**
 * Checks on the database file before it is opened. SQLite treats a zero-byte file as a new,
 * empty database, so a file truncated by a full disk or a failed copy would silently come back
 * as an empty product (docs/product.md#operations): it is refused instead. A missing file is
 * still created by the first start.
 */
import fs from 'node:fs';

export class EmptyDatabaseFileError extends Error {
  override name = 'EmptyDatabaseFileError';
}

export function assertDatabaseFileNotEmpty(file: string): void {
  if (file === ':memory:') return;
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    return;
  }
  if (size === 0) {
    throw new EmptyDatabaseFileError(
      `the database file is empty: ${file} (restore a backup with \`cli restore\`, or delete the file to start with a new database)`,
    );
  }
}
