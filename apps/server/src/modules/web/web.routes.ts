import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, toLocale, translateMessage, type Locale } from '@masar/shared/messages';
import { ANYONE } from '../../plugins/access.ts';
import { findPublicJob } from '../jobs/jobs.service.ts';
import { publicKeyForShortCode } from '../jobs/short-links.service.ts';
import { jobPageMetadata, renderPage, type PageMetadata } from './job-page.ts';

export const webDistDir = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

/**
 * Serves the built web app, and answers any other GET that wants HTML with index.html so the
 * client router can take it (SPA fallback). API and dev paths keep JSON 404s.
 */
export async function registerWeb(app: FastifyInstance): Promise<void> {
  const built = existsSync(path.join(webDistDir, 'index.html'));
  const template = pageTemplate(built);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each file (apps/web/build-tools/precompress.ts): sent as they are.
      preCompressed: true,
      // index.html names the current build's assets: always revalidated, so a release shows at once. The
      // assets' names carry their content's hash, so they never change and are kept for a year.
      setHeaders: (response, filePath) => {
        const relative = path.relative(webDistDir, filePath);
        response.header(
          'cache-control',
          relative === 'index.html'
            ? 'no-cache'
            : relative.startsWith(`assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=3600',
        );
      },
    });
  }
  registerJobPages(app, template);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/dev/');
    if (wantsPage && built) {
      return reply.sendFile('index.html');
    }
    if (wantsPage) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    return reply.status(404).send({ message: translateMessage('common.notFound', request.locale), code: 'NOT_FOUND' });
  });
}

/**
 * The web app's index.html, read again only when the build changes it. Without a build, a bare shell: the
 * public job page still carries its metadata for crawlers (and tests) though no app comes with it.
 */
function pageTemplate(built: boolean): () => Promise<string> {
  const file = path.join(webDistDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  return async () => {
    if (!built) return '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Masar</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
}

/** A page's language: `?lang=` when it names one we have, else the browser's (Accept-Language). */
function pageLocale(request: FastifyRequest): Locale {
  const { lang } = request.query as { lang?: unknown };
  if (typeof lang === 'string' && (LOCALES as readonly string[]).includes(lang)) return lang as Locale;
  return toLocale(request.headers['accept-language']);
}

const MAX_KEY_LENGTH = 64;

/**
 * The public job page, written with its JobPosting and cards, and short links to it (decision 0041). A job that
 * is not published, or no job, answers the app's page as is, with 404: the app shows its not-found page, and
 * crawlers drop the address.
 */
function registerJobPages(app: FastifyInstance, template: () => Promise<string>): void {
  const sendPage = async (reply: FastifyReply, status: number, metadata: PageMetadata) =>
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language')
      .type('text/html; charset=utf-8')
      .send(renderPage(await template(), metadata));

  /** Pages, not API calls: left out of the OpenAPI document (its transform expects every documented route to have a schema). */
  const PAGE = { hide: true };
  app.get<{ Params: { key: string } }>('/public/job/:key', { config: { access: ANYONE }, schema: PAGE }, async (request, reply) => {
    const locale = pageLocale(request);
    const { key } = request.params;
    const job = key.length <= MAX_KEY_LENGTH ? await findPublicJob(app.ctx, key, locale) : undefined;
    if (!job) return sendPage(reply, 404, { locale });
    const url = `${app.ctx.config.appUrl}/public/job/${encodeURIComponent(key)}`;
    return sendPage(reply, 200, jobPageMetadata(job, url, locale));
  });

  app.get<{ Params: { code: string } }>('/j/:code', { config: { access: ANYONE }, schema: PAGE }, async (request, reply) => {
    const key = await publicKeyForShortCode(app.ctx, request.params.code);
    if (!key) return sendPage(reply, 404, { locale: pageLocale(request) });
    return reply.redirect(`/public/job/${encodeURIComponent(key)}`, 302);
  });
}
