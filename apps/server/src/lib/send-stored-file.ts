import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/**
 * Sends a stored file's bytes as they are, never cached and never sniffed into another type; with a
 * `downloadName` as an attachment (a report), without it for playing in the page (a recording).
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { stream: Readable; sizeBytes: number; contentType: string; downloadName?: string },
) {
  if (file.downloadName) reply.header('content-disposition', `attachment; filename="${file.downloadName}"`);
  // A stream is sent as it is (Fastify serialises only objects).
  return reply
    .header('content-type', file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-length', String(file.sizeBytes))
    .send(file.stream);
}
