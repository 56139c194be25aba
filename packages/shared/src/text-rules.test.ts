import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataEnvelope } from './api.ts';
import { authConfigSchema, loginRequestSchema } from './auth.ts';
import { authConfigEnvelopeReader } from './auth-config.ts';
import { translateMessage } from './messages.ts';
import { rolesEnvelopeReader } from './roles.ts';
import { loginFieldError, type LoginField } from './text-rules.ts';
import { roleSchema } from './users.ts';

/**
 * The login page checks its fields, and reads the roles and the auth configuration, without zod (decision 0124);
 * the server checks and answers with the zod schemas. These tables hold the two to one another.
 */

/** The message a form shows for a field: the first issue on that path, as Mantine's `schemaResolver` keeps it. */
function schemaMessage(field: LoginField, values: Record<string, unknown>): string | null {
  const result = loginRequestSchema.safeParse(values);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message ?? null;
}

const long = (length: number, end = '@example.com') => 'a'.repeat(length - end.length) + end;

const emails: unknown[] = [
  undefined,
  null,
  42,
  '',
  '   ',
  'sara@example.com',
  '  Sara@Example.COM ',
  'plainaddress',
  'a@b',
  'a@b.c',
  'a@b.co',
  '.sara@example.com',
  'sa..ra@example.com',
  'sara.@example.com',
  "o'neil+jobs@mail.example.org",
  'sara@-example.com',
  'sara@exa_mple.com',
  'سارة@example.com',
  'sara@example.com\u0000',
  'sara\uD800@example.com',
  long(254),
  long(255),
  ` ${long(254)} `,
  `${'a'.repeat(300)}`,
];

const passwords: unknown[] = [
  undefined,
  null,
  12345678,
  '',
  ' ',
  'x',
  'Zebra#Moon42',
  'كلمة سر',
  'a'.repeat(128),
  'a'.repeat(129),
  'pass\u0000word',
  'pass\uDC00word',
];

describe('the login form checks without zod what loginRequestSchema checks', () => {
  it.each(emails.map((email) => [email]))('e-mail %j', (email) => {
    const values = { email, password: 'anything' };
    expect(loginFieldError('email', email)).toBe(schemaMessage('email', values));
  });

  it.each(passwords.map((password) => [password]))('password %j', (password) => {
    const values = { email: 'sara@example.com', password };
    expect(loginFieldError('password', password)).toBe(schemaMessage('password', values));
  });

  it('shows the spec messages, with the limit named', () => {
    const shown = (field: LoginField, value: unknown) => translateMessage(loginFieldError(field, value) ?? '', 'en');
    expect(shown('email', '')).toBe('Email is required');
    expect(shown('email', 'a@b')).toBe('Invalid Email');
    expect(shown('email', long(255))).toBe('Must be at most 254 characters');
    expect(shown('password', '')).toBe('Password is required');
    expect(shown('password', 'a'.repeat(129))).toBe('Must be at most 128 characters');
    expect(translateMessage(loginFieldError('email', 'a@b') ?? '', 'ar')).toBe('بريد إلكتروني غير صالح');
  });
});

/** Both read an input alike: the same success, and the same data when they succeed. */
function expectSameReading(reader: { safeParse(input: unknown): { success: boolean; data?: unknown } }, schema: z.ZodType, input: unknown) {
  const plain = reader.safeParse(input);
  const zod = schema.safeParse(input);
  expect(plain.success).toBe(zod.success);
  if (zod.success) expect(plain.data).toStrictEqual(zod.data);
}

const envelopes = (datas: unknown[]): unknown[] => [
  undefined,
  null,
  'text',
  [],
  ...datas.map((data) => ({ data })),
  ...datas.map((data) => ({ data, message: 'Done' })),
  ...datas.map((data) => ({ data, message: 7 })),
  ...datas.map((data) => ({ data, message: undefined, extra: true })),
];

describe('the roles reader reads what dataEnvelope(z.array(roleSchema)) reads', () => {
  const lists: unknown[] = [
    undefined,
    null,
    {},
    [],
    [{ id: 1, role_name: 'individual' }, { id: 2, role_name: 'recruiter', extra: 'dropped' }],
    [{ id: 1.5, role_name: 'individual' }],
    [{ id: '1', role_name: 'individual' }],
    [{ id: Number.NaN, role_name: 'individual' }],
    [{ id: 2 ** 53, role_name: 'individual' }],
    [{ id: 1, role_name: null }],
    [{ id: 1 }],
    [null],
    [[1, 'individual']],
  ];
  it.each(envelopes(lists).map((input) => [input]))('%j', (input) => {
    expectSameReading(rolesEnvelopeReader, dataEnvelope(z.array(roleSchema)), input);
  });
});

describe('the auth configuration reader reads what dataEnvelope(authConfigSchema) reads', () => {
  const configs: unknown[] = [
    undefined,
    null,
    [],
    {},
    { providers: [] },
    { providers: ['google'] },
    { providers: ['google', 'linkedin'], extra: 1 },
    { providers: ['facebook'] },
    { providers: ['Google'] },
    { providers: 'google' },
    { providers: [null] },
  ];
  it.each(envelopes(configs).map((input) => [input]))('%j', (input) => {
    expectSameReading(authConfigEnvelopeReader, dataEnvelope(authConfigSchema), input);
  });
});
