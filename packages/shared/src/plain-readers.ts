/**
 * Readers of a few API answers without zod, for the pages a first visit opens (the login page reads the roles and
 * the auth configuration as it opens): zod is some 19 KiB of that first load (issue #17, decision 0124). A reader
 * has the zod schema's `safeParse` shape, so the web's API client takes either; each reader's test proves it
 * agrees with the zod schema the server answers with, on a table of inputs.
 */

export type ReadResult<T> = { success: true; data: T } | { success: false };

export interface PlainReader<T> {
  safeParse(input: unknown): ReadResult<T>;
}

const REFUSED = { success: false } as const;

/** What `z.object` takes: any object but an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `dataEnvelope(schema)` (api.ts) without zod: `{ data, message? }`, other keys dropped as `z.object` drops them. */
export function envelopeReader<T>(readData: (data: unknown) => ReadResult<T>): PlainReader<{ data: T; message?: string }> {
  return {
    safeParse(input) {
      if (!isRecord(input)) return REFUSED;
      if (input.message !== undefined && typeof input.message !== 'string') return REFUSED;
      const data = readData(input.data);
      if (!data.success) return REFUSED;
      return { success: true, data: 'message' in input ? { data: data.data, message: input.message } : { data: data.data } };
    },
  };
}

/** `z.array(item)` without zod. */
export function readArray<T>(input: unknown, readItem: (item: unknown) => ReadResult<T>): ReadResult<T[]> {
  if (!Array.isArray(input)) return REFUSED;
  const items: T[] = [];
  for (const item of input) {
    const read = readItem(item);
    if (!read.success) return REFUSED;
    items.push(read.data);
  }
  return { success: true, data: items };
}
