/**
 * O*NET's "text" distribution: UTF-8, one header row, tab-separated columns, no quoting, CRLF or LF.
 * Rows are returned as objects keyed by the header names, so extra or reordered columns in newer
 * releases (e.g. "Scale Name") do not matter; missing required columns are an error.
 */
export type Row = Record<string, string>;

export class ImportFormatError extends Error {
  override name = 'ImportFormatError';
}

export function parseTabDelimited(text: string, file: string, required: readonly string[]): Row[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split('\t').map((h) => h.trim());
  for (const column of required) {
    if (!header.includes(column))
      throw new ImportFormatError(`${file}: missing column "${column}" (found: ${header.join(', ')})`);
  }
  const rows: Row[] = [];
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i] as string;
    if (line.trim().length === 0) continue;
    const cells = line.split('\t');
    const row: Row = {};
    header.forEach((h, j) => {
      row[h] = (cells[j] ?? '').trim();
    });
    rows.push(row);
  }
  return rows;
}
