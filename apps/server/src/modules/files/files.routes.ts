import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_CHUNK_BYTES, uploadChunkQuerySchema, uploadStatusSchema, type FileKind } from '@masar/shared/uploads';
import { dataEnvelope, errorResponseSchema, idParamsSchema } from '@masar/shared/api';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { contentTypeOf, getUploadStatus, readFileFor, receiveChunk } from './uploads.service.ts';
import { SIGNED_IN, VERIFIED } from '../../plugins/access.ts';

/**
 * The name a download is saved under: the last part of the name it was uploaded with (no folders, so
 * `../../etc/passwd` is `passwd`), without its own extension, with the extension of the type the bytes
 * were found to be; quotes, backslashes and control characters (CR, LF) never reach the header.
 */
export function downloadName(uploadedName: string, kind: FileKind): { ascii: string; encoded: string } {
  const base = uploadedName.split(/[/\\]/).pop() ?? '';
  const stem =
    base
      .replace(/\.[^.]*$/, '')
      // eslint-disable-next-line no-control-regex -- control characters are what is taken out
      .replace(/[\u0000-\u001f\u007f"\\]/g, '_')
      .replace(/^[\s.]+|[\s.]+$/g, '') || 'file';
  const name = `${stem}.${kind}`;
  return {
    ascii: name.replace(/[^\x20-\x7e]/g, '_'),
    // RFC 8187's attr-char: encodeURIComponent leaves ' ( ) * ! as they are.
    encoded: encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
  };
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** Uploads in chunks (spec §7 upload-file-chunk/) and file downloads, under /api/user/. */
export const filesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // A chunk is the raw bytes of the request body; its place in the upload travels in the query.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MAX_CHUNK_BYTES + 1 }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/upload-file-chunk/',
    {
      config: { access: { ...VERIFIED, owner: 'self' } },
      bodyLimit: MAX_CHUNK_BYTES + 1,
      schema: {
        tags: ['files'],
        summary: 'Send one chunk of a resumable upload (body: application/octet-stream)',
        consumes: ['application/octet-stream'],
        querystring: uploadChunkQuerySchema,
        response: { 200: dataEnvelope(uploadStatusSchema), ...errors },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('VALIDATION_ERROR', 'upload.failed');
      return { data: await receiveChunk(ctx, request.caller!, request.query, request.body) };
    },
  );

  app.get(
    '/upload-file-chunk/:upload_id',
    {
      config: { access: { ...VERIFIED, owner: 'self' } },
      schema: {
        tags: ['files'],
        summary: 'Which chunks of an upload have arrived, to resume it',
        params: z.strictObject({ upload_id: z.uuid({ error: 'validation.invalidType' }) }),
        response: { 200: dataEnvelope(uploadStatusSchema), ...errors },
      },
    },
    async (request) => ({ data: await getUploadStatus(ctx, request.caller!, request.params.upload_id) }),
  );

  app.get(
    '/files/:id',
    { config: { access: { ...SIGNED_IN, owner: 'self' } }, schema: { tags: ['files'], summary: 'Download a file one may read', params: idParamsSchema } },
    async (request, reply) => {
      const { file, stream } = await readFileFor(ctx, request.caller!, request.params.id);
      // Images show inline; documents and SVG (which can carry script) are downloads, sandboxed either way.
      const inline = file.kind === 'png' || file.kind === 'jpg';
      const name = downloadName(file.file_name, file.kind);
      return reply
        .header('content-type', contentTypeOf(file.kind))
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${name.ascii}"; filename*=UTF-8''${name.encoded}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'no-store')
        .header('content-length', String(file.size_bytes))
        .send(stream);
    },
  );
};
