import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { requestHeadersSchema } from '@masar/shared/api';

type SecurityRequirements = NonNullable<FastifySchema['security']>;
/** The security requirement of the `token` scheme declared in app.ts; `{}` makes it optional. */
const TOKEN_REQUIRED: SecurityRequirements = [{ token: [] }];
const TOKEN_OPTIONAL: SecurityRequirements = [{ token: [] }, {}];

/**
 * The OpenAPI transform: the zod schemas of a route, plus what they cannot say. A route whose access
 * admits only signed-in states needs the `token` header (an open route that identifies its caller takes
 * it when given), and every operation documents the spec's `lang` and `domain` headers. Only the
 * documentation changes: the route's validation keeps its own schemas.
 */
export function documentOperation(): typeof jsonSchemaTransform {
  return (input) => {
    const access = input.route.config?.access;
    const security = !access ? undefined : access.allow !== 'anyone' ? TOKEN_REQUIRED : access.identify ? TOKEN_OPTIONAL : undefined;
    const schema: FastifySchema = { ...input.schema, headers: input.schema.headers ?? requestHeadersSchema };
    return jsonSchemaTransform({ ...input, schema: security ? { ...schema, security } : schema });
  };
}
