/**
 * A join's rows (a parent repeated with each of its children) as one entry per parent holding its
 * children, in the order parents first appear: `start` makes a parent's entry from its first row,
 * `add` puts each row's child into its parent's entry.
 */
export function nestRows<Row, Key, Entry>(
  rows: readonly Row[],
  keyOf: (row: Row) => Key,
  entry: { start: (row: Row) => Entry; add: (entry: Entry, row: Row) => void },
): Entry[] {
  const byKey = new Map<Key, Entry>();
  for (const row of rows) {
    const key = keyOf(row);
    let found = byKey.get(key);
    if (found === undefined) {
      found = entry.start(row);
      byKey.set(key, found);
    }
    entry.add(found, row);
  }
  return [...byKey.values()];
}
