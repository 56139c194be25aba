import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { requestHeadersSchema } from '@masar/shared/api';

type SecurityRequirements = NonNullable<FastifySchema['security']>;
/** The security requirement of the `token` scheme declared in app.ts; `{}` makes it optional. */
const TOKEN_REQUIRED: SecurityRequirements = [{ token: [] }];
const TOKEN_OPTIONAL: SecurityRequirements = [{ token: [] }, {}];

/**
 * The OpenAPI transform: the zod schemas of a route, plus what they cannot say. A route whose
 * preHandler is `authenticate` needs the `token` header (one whose preHandler is `identify` takes it
 * when given), and every operation documents the spec's `lang` and `domain` headers. Only the
 * documentation changes: the route's validation keeps its own schemas.
 */
export function documentOperation(app: Pick<FastifyInstance, 'authenticate' | 'identify'>): typeof jsonSchemaTransform {
  return (input) => {
    const preHandlers: unknown[] = [input.route.preHandler].flat();
    const security = preHandlers.includes(app.authenticate)
      ? TOKEN_REQUIRED
      : preHandlers.includes(app.identify)
        ? TOKEN_OPTIONAL
        : undefined;
    const schema: FastifySchema = { ...input.schema, headers: input.schema.headers ?? requestHeadersSchema };
    return jsonSchemaTransform({ ...input, schema: security ? { ...schema, security } : schema });
  };
}
