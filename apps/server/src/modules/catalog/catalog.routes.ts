import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import {
  skillGroupsRequestSchema,
  skillGroupsSchema,
  skillSearchRequestSchema,
  skillSearchResultSchema,
  titleAutocompleteQuerySchema,
  titleSuggestionSchema,
} from '@masar/shared/catalogue';
import { z } from 'zod';
import { groupSkills, searchSkills, suggestTitles } from './catalog.service.ts';
import { SIGNED_IN } from '../../plugins/access.ts';

const tags = ['catalogue'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

/**
 * Spec §7 common: POST skills/, POST skill-groups/, GET autocomplete/name. Any signed-in user may call them
 * (candidates pick skills and job titles, recruiters post jobs); not anonymous callers, so the catalogue
 * with an operator's imports is not an open API (docs/decisions/0019).
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/skills/',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Search the skills catalogue by name or other spelling, in English or Arabic',
        body: skillSearchRequestSchema,
        response: { 200: dataEnvelope(skillSearchResultSchema), ...errors },
      },
    },
    async (request) => ({ data: searchSkills(request.body, request.locale) }),
  );

  app.post(
    '/skill-groups/',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Skills (by id or name) grouped by the catalogue's categories",
        body: skillGroupsRequestSchema,
        response: { 200: dataEnvelope(skillGroupsSchema), ...errors },
      },
    },
    async (request) => ({ data: groupSkills(request.body, request.locale) }),
  );

  app.get(
    '/autocomplete/name',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Job titles from the catalogue's standard occupations, best first",
        querystring: titleAutocompleteQuerySchema,
        response: { 200: dataEnvelope(z.array(titleSuggestionSchema)), ...errors },
      },
    },
    async (request) => ({ data: suggestTitles(request.query, request.locale) }),
  );
};
