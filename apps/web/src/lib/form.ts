import { schemaResolver, useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';
import { translateMessageKey } from './i18n';

/** A shared zod schema, or any other standard schema (the login form's checks without zod). */
export type FormSchema = Parameters<typeof schemaResolver>[0];
type FieldName<Values> = keyof Values & string;

interface SchemaFormOptions<Values> {
  schema: FormSchema;
  initialValues: Values;
  /**
   * A confirmation field that must equal another one. The shared schemas check this only once every
   * other field is valid; a person typing wants to know straight away.
   */
  confirmation?: { field: FieldName<Values>; matches: FieldName<Values> };
}

/**
 * A Mantine form validated by a shared zod schema as the person types. Schemas carry message keys;
 * they are translated when shown, so switching language re-translates the errors on screen.
 */
export function useSchemaForm<Values extends Record<string, unknown>>({
  schema,
  initialValues,
  confirmation,
}: SchemaFormOptions<Values>): UseFormReturnType<Values> {
  // Subscribes the form's owner to language changes, so errors re-render in the new language.
  useTranslation();
  const resolveSchema = schemaResolver(schema, { sync: true });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validateInputOnChange: true,
    validate: (values: Values): FormErrors => ({
      ...confirmationErrors(values, confirmation),
      ...resolveSchema(values),
    }),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateError(inputProps.error as ReactNode) }),
  });
  form.watch(confirmation?.matches ?? '', () => {
    if (confirmation && form.isTouched(confirmation.field)) form.validateField(confirmation.field);
  });
  return form;
}

/**
 * A schema that checks the form's values after `prepare` maps them to what the server takes (an empty
 * optional e-mail becomes null, say). `prepare` must keep the shape, so the errors keep their paths.
 */
export function preparedSchema<Values>(schema: FormSchema, prepare: (values: Values) => unknown): FormSchema {
  const standard = schema['~standard'];
  return {
    '~standard': { ...standard, validate: (value: unknown) => standard.validate(prepare(value as Values)) },
  };
}

/** For inputs that cannot take `getInputProps` whole, such as a select whose value is mapped. */
export function translateError(error: ReactNode): ReactNode {
  return typeof error === 'string' ? translateMessageKey(error) : error;
}

function confirmationErrors<Values extends Record<string, unknown>>(
  values: Values,
  confirmation: SchemaFormOptions<Values>['confirmation'],
): FormErrors {
  if (!confirmation || values[confirmation.field] === values[confirmation.matches]) return {};
  return { [confirmation.field]: 'password.match' };
}

/** Keeps what was typed and puts the server's per-field messages under their fields. */
export function showServerFieldErrors<Values>(form: UseFormReturnType<Values>, error: unknown): void {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return;
  const values = form.getValues() as Record<string, unknown>;
  const errors: FormErrors = {};
  for (const { path, message } of error.fieldErrors) {
    if (hasPath(values, path)) errors[path] = message;
  }
  form.setErrors(errors);
}

/** "company_location.city" names a nested field; only fields the form has get a message. */
function hasPath(values: Record<string, unknown>, path: string): boolean {
  let node: unknown = values;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}
