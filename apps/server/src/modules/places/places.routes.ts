import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import { placeSuggestionListSchema, placeSuggestionsQuerySchema, placesConfigSchema } from '@masar/shared/places';
import type { AppContext } from '../../context.ts';
import { suggestPlaces } from './places.service.ts';
import { ANYONE, VERIFIED } from '../../plugins/access.ts';

const tags = ['places'];

/** Company locations: whether a maps service suggests cities, and its suggestions (decision 0018). */
export const placesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/places/config/',
    {
      config: { access: ANYONE }, schema: {
        tags,
        summary: 'Whether the city field offers place autocomplete (a maps service is configured)',
        response: { 200: dataEnvelope(placesConfigSchema) },
      },
    },
    async () => ({ data: { autocomplete: ctx.places.autocomplete } }),
  );

  app.get(
    '/places/autocomplete/',
    {
      config: { access: VERIFIED },
      schema: {
        tags,
        summary: 'Cities of one country that start like the input: from the maps service, or the built-in list',
        querystring: placeSuggestionsQuerySchema,
        response: {
          200: dataEnvelope(placeSuggestionListSchema),
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => ({ data: await suggestPlaces(ctx, request.caller!, request.query, request.meta) }),
  );
};
