import { once } from 'node:events';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/**
 * Where the scale generator's rows go: `row(table, values)` by column name. The COPY sink streams each
 * table over its own connection in PostgreSQL's text format (as backup/archive.ts restores), so the
 * generator (one core) and PostgreSQL's parsing (the other) run side by side; the memory sink keeps
 * rows for a test to look at.
 */
export type Row = Record<string, unknown>;

export interface RowSink {
  row(table: string, values: Row): void;
  /** Waits while PostgreSQL catches up, so the generator never runs far ahead of it. */
  flush(): Promise<void>;
}

/** A value in COPY's text format: \N for null, and backslash, tab and line breaks escaped. */
export function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number') return String(value);
  else if (typeof value === 'boolean') return value ? 't' : 'f';
  else if (value instanceof Date) return value.toISOString();
  else if (Array.isArray(value)) text = `{${value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  else text = JSON.stringify(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!) : text;
}

const CHUNK = 256 * 1024;
const ignore = () => undefined;

interface TableStream {
  columns: string[];
  lines: string[];
  size: number;
  rows: number;
  copy: NodeJS.WritableStream & { once: NodeJS.EventEmitter['once'] };
  client: pg.PoolClient;
  done: Promise<unknown>;
  drained: Promise<unknown> | null;
}

export class CopySink implements RowSink {
  private readonly streams = new Map<string, TableStream>();
  private readonly opening = new Map<string, Promise<TableStream>>();
  private readonly pending: Array<{ table: string; values: Row }> = [];

  constructor(private readonly pool: pg.Pool) {}

  row(table: string, values: Row): void {
    const stream = this.streams.get(table);
    if (!stream) {
      // The table's COPY opens on the next flush; its first rows wait until then.
      this.pending.push({ table, values });
      if (!this.opening.has(table)) this.opening.set(table, this.open(table, Object.keys(values)));
      return;
    }
    this.append(stream, values);
  }

  private append(stream: TableStream, values: Row) {
    // Every row of a table names the same columns: one left out would be written as null, not its default.
    if (Object.keys(values).length !== stream.columns.length) throw new Error(`a row of another shape: ${Object.keys(values).join(', ')}`);
    let line = '';
    for (let i = 0; i < stream.columns.length; i++) line += (i ? '\t' : '') + copyText(values[stream.columns[i]!]);
    stream.lines.push(line);
    stream.size += line.length + 1;
    stream.rows++;
    if (stream.size >= CHUNK) this.send(stream);
  }

  private send(stream: TableStream) {
    if (!stream.lines.length) return;
    const ok = stream.copy.write(`${stream.lines.join('\n')}\n`);
    stream.lines = [];
    stream.size = 0;
    // A COPY that failed never drains: its error ends the wait instead.
    if (!ok && !stream.drained)
      stream.drained = Promise.race([once(stream.copy, 'drain'), stream.done]).then(() => (stream.drained = null));
  }

  private async open(table: string, columns: string[]): Promise<TableStream> {
    const client = await this.pool.connect();
    // A connection lost mid-COPY fails the COPY's stream, which the load throws; the client's own event is not a second failure.
    client.on('error', ignore);
    // Foreign keys and the guest book's trigger are left out while loading (the generator writes whole,
    // consistent rows and the guests' figures itself); the constraints and unique indexes still hold.
    await client.query('set session_replication_role = replica');
    const copy = client.query(copyFrom(`copy public."${table}" (${columns.map((c) => `"${c}"`).join(', ')}) from stdin`));
    const done = new Promise((resolve, reject) => {
      copy.on('finish', resolve);
      copy.on('error', reject);
    });
    done.catch(() => undefined);
    const stream: TableStream = { columns, lines: [], size: 0, rows: 0, copy, client, done, drained: null };
    this.streams.set(table, stream);
    return stream;
  }

  async flush(): Promise<void> {
    if (this.opening.size) {
      await Promise.all(this.opening.values());
      this.opening.clear();
      for (const { table, values } of this.pending.splice(0)) this.append(this.streams.get(table)!, values);
    }
    const waits = [...this.streams.values()].map((s) => s.drained).filter(Boolean);
    if (waits.length) await Promise.all(waits);
  }

  /** Ends every COPY and answers the rows written per table. */
  async finish(): Promise<Record<string, number>> {
    await this.flush();
    const counts: Record<string, number> = {};
    for (const [table, stream] of this.streams) {
      this.send(stream);
      stream.copy.end();
      await stream.done;
      stream.client.removeListener('error', ignore);
      stream.client.release();
      counts[table] = stream.rows;
    }
    return counts;
  }
}

/** Tables of rows kept in memory, copied one after another over one connection: answers the rows per table. */
export async function copyTables(pool: pg.Pool, tables: Map<string, Row[]>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, rows] of tables) {
    const sink = new CopySink(pool);
    for (const row of rows) sink.row(table, row);
    Object.assign(counts, await sink.finish());
  }
  return counts;
}

/** Rows kept in memory, by table (the structure before it is copied, a test's sink). */
export class MemorySink implements RowSink {
  readonly tables = new Map<string, Row[]>();
  row(table: string, values: Row): void {
    let rows = this.tables.get(table);
    if (!rows) this.tables.set(table, (rows = []));
    rows.push(values);
  }
  async flush(): Promise<void> {}
}
