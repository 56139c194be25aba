import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { translateMessage } from '@masar/shared/messages';

export const webDistDir = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

/**
 * Serves the built web app, and answers any other GET that wants HTML with index.html so the
 * client router can take it (SPA fallback). API and dev paths keep JSON 404s.
 */
export async function registerWeb(app: FastifyInstance): Promise<void> {
  const built = existsSync(path.join(webDistDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      cacheControl: false,
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
