import type { ResponseSchema } from './api-client';

type Parsed<S> = S extends ResponseSchema<infer T> ? T : never;

/**
 * An object of shared schemas, for answers that packages/shared does not name as one schema yet. The
 * web does not depend on zod, so this composes the shared schemas' `safeParse` instead.
 */
export function objectOf<Shape extends Record<string, ResponseSchema<unknown>>>(
  shape: Shape,
): ResponseSchema<{ [Key in keyof Shape]: Parsed<Shape[Key]> }> {
  return {
    safeParse(input) {
      if (typeof input !== 'object' || input === null) return { success: false };
      const result: Record<string, unknown> = {};
      for (const [key, schema] of Object.entries(shape)) {
        const parsed = schema.safeParse((input as Record<string, unknown>)[key]);
        if (!parsed.success) return { success: false };
        result[key] = parsed.data;
      }
      return { success: true, data: result as { [Key in keyof Shape]: Parsed<Shape[Key]> } };
    },
  };
}

/** A list of one shared schema. */
export function listOf<T>(item: ResponseSchema<T>): ResponseSchema<T[]> {
  return {
    safeParse(input) {
      if (!Array.isArray(input)) return { success: false };
      const items: T[] = [];
      for (const value of input) {
        const parsed = item.safeParse(value);
        if (!parsed.success) return { success: false };
        items.push(parsed.data);
      }
      return { success: true, data: items };
    },
  };
}

/** `{ data, message? }` around any schema (the shared `dataEnvelope` takes zod schemas only). */
export function envelopeOf<T>(data: ResponseSchema<T>): ResponseSchema<{ data: T; message: string | undefined }> {
  return {
    safeParse(input) {
      if (typeof input !== 'object' || input === null) return { success: false };
      const { data: value, message } = input as Record<string, unknown>;
      if (message !== undefined && typeof message !== 'string') return { success: false };
      const parsed = data.safeParse(value);
      return parsed.success ? { success: true, data: { data: parsed.data, message } } : { success: false };
    },
  };
}

/** A value checked by a predicate, for small answers without a shared schema. */
export function valueOf<T>(check: (value: unknown) => value is T): ResponseSchema<T> {
  return { safeParse: (input) => (check(input) ? { success: true, data: input } : { success: false }) };
}
