/** The rows of a raw `db.execute`: node-postgres answers `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
