import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';

/** Where file bytes live. Keys are made by the server (`files/<uuid>`), never from a person's file name. */
export interface FileStorage {
  kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** The bytes as a stream, read as they are consumed (exports and downloads of large files). Fails at once when the key is missing. */
  stream(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => path.join(root, checkKey(key));
  return {
    kind: 'local',
    async put(key, bytes) {
      await mkdir(path.dirname(pathOf(key)), { recursive: true });
      await writeFile(pathOf(key), bytes);
    },
    async get(key) {
      return readFile(pathOf(key));
    },
    async stream(key) {
      const handle = await open(pathOf(key), 'r');
      return handle.createReadStream();
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Any S3-compatible store (AWS, MinIO, R2…), path-style, signed with SigV4. */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const urlOf = (key: string) => `${settings.endpoint.replace(/\/$/, '')}/${settings.bucket}/${checkKey(key)}`;
  async function send(method: string, key: string, init: { body?: Buffer; headers?: Record<string, string> } = {}) {
    // A fresh ArrayBuffer-backed copy satisfies both Node's and the DOM's fetch body types.
    const body = init.body ? Uint8Array.from(init.body) : undefined;
    const response = await client.fetch(urlOf(key), { method, body, headers: init.headers });
    if (!response.ok && !(method === 'DELETE' && response.status === 404)) {
      throw new Error(`S3 ${method} ${key} answered ${response.status}`);
    }
    return response;
  }
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await send('PUT', key, { body: bytes, headers: { 'content-type': contentType } });
    },
    async get(key) {
      return Buffer.from(await (await send('GET', key)).arrayBuffer());
    },
    async stream(key) {
      const response = await send('GET', key);
      return response.body ? Readable.fromWeb(response.body as WebReadableStream<Uint8Array>) : Readable.from([]);
    },
    async delete(key) {
      await send('DELETE', key);
    },
  };
}
