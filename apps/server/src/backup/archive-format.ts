import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';

/**
 * Host's own logical backup (docs/decisions/020-backups.md): one gzip file that reads as text once
 * unzipped. Its first line says what it is, its second is the manifest (JSON), then each table's
 * rows in COPY's text format, one row a line, ended by `\.` as in a psql script; the last line is
 * the SHA-256 of everything before it. A row of COPY's text format never is `\.` alone (a backslash
 * in a value is written `\\`, a newline `\n`), so the ends of the tables are unambiguous.
 */

export const MAGIC = 'HOST BACKUP 1';
export const END_OF_TABLE = '\\.';
export const CHECKSUM_PREFIX = 'sha256 ';

export interface Manifest {
  format: 1;
  createdAt: string;
  host: { version: string };
  postgres: { version: string; versionNum: number };
  /** drizzle's migrations as applied in the backed-up database, oldest first */
  migrations: Array<{ hash: string; createdAt: number }>;
  /** the tables of schema public, in the order their rows follow; columns as COPY lists them */
  tables: Array<{ name: string; columns: string[]; rows: number }>;
  sequences: Array<{ name: string; lastValue: string; isCalled: boolean }>;
}

/** The unzipped contents of a backup; a file that cannot be read fails the reading, not the process. */
export function openArchive(file: string) {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  return input.pipe(gunzip);
}

/** The file's lines (without their newline), as buffers: values stay bytes, never decoded. */
export async function* linesOf(stream: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of stream) {
    let data = rest.length ? Buffer.concat([rest, chunk]) : chunk;
    let start = 0;
    for (let newline = data.indexOf(10, start); newline !== -1; newline = data.indexOf(10, start)) {
      yield data.subarray(start, newline);
      start = newline + 1;
    }
    rest = data.subarray(start);
    data = rest;
  }
  if (rest.length) yield rest;
}

/** A backup that cannot be restored, told apart from a failing database so the restore can say the file is at fault. */
export class BackupFileError extends Error {}

/** A backup's manifest, read from its first lines (the rows are not read). */
export async function readManifest(file: string): Promise<Manifest> {
  const stream = openArchive(file);
  try {
    const lines = linesOf(stream);
    const magic = (await lines.next()).value?.toString();
    if (magic !== MAGIC) throw new BackupFileError(`${file} is not a Host backup`);
    const manifest = (await lines.next()).value;
    if (!manifest) throw new BackupFileError(`${file} ends before its manifest`);
    const parsed = JSON.parse(manifest.toString()) as Manifest;
    if (parsed.format !== 1 || !Array.isArray(parsed.tables) || !Array.isArray(parsed.migrations) || !Array.isArray(parsed.sequences))
      throw new BackupFileError(`${file} has a manifest this Host does not read (format ${String(parsed.format)})`);
    return parsed;
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw new BackupFileError(`${file} is not a Host backup (${(error as Error).message})`);
  } finally {
    stream.destroy();
  }
}
