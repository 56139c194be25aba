import { reply, type RecordedRequest } from './fake-api';

export const UPLOAD_CHUNK = '/api/user/upload-file-chunk/';

/** A stored file as the server describes it once its upload is complete. */
export interface UploadedFile {
  id: string;
  category: string;
  kind: string;
  file_name: string;
  size_bytes?: number;
}

/**
 * The server's answer to a one-chunk upload: complete at once, with the stored file. For
 * `api.on('POST', UPLOAD_CHUNK, completeUpload({ ... }))`.
 */
export function completeUpload(file: UploadedFile) {
  return (request: RecordedRequest) =>
    reply(200, {
      data: {
        upload_id: request.query.upload_id,
        status: 'complete',
        received: [0],
        chunk_count: 1,
        file: { size_bytes: 2048, ...file, url: `/api/user/files/${file.id}` },
      },
    });
}
