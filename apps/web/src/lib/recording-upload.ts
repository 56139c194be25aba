import type { StoredFile, UploadCategory } from '@masar/shared/uploads';
import type { ApiClient } from './api-client';
import { newUploadId, startStreamingUpload } from './chunked-upload';

/** A container MediaRecorder can make, and the extension the server checks it against (decision 0065). */
export interface RecordingType {
  mimeType: string;
  extension: string;
}

/** What MediaRecorder makes, best first: Opus in WebM (Chrome, Firefox), in Ogg, then AAC in MP4 (Safari). */
export const AUDIO_RECORDING_TYPES: readonly RecordingType[] = [
  { mimeType: 'audio/webm;codecs=opus', extension: 'webm' },
  { mimeType: 'audio/ogg;codecs=opus', extension: 'ogg' },
  { mimeType: 'audio/mp4', extension: 'm4a' },
];
/** The camera and microphone together: WebM (Chrome, Firefox), MP4 (Safari). */
export const VIDEO_RECORDING_TYPES: readonly RecordingType[] = [
  { mimeType: 'video/webm;codecs=vp8,opus', extension: 'webm' },
  { mimeType: 'video/webm', extension: 'webm' },
  { mimeType: 'video/mp4', extension: 'mp4' },
];

/** Speech needs far less than MediaRecorder's default 128 kbit/s: 90 s stay under 1 MB. */
export const AUDIO_BITS_PER_SECOND = 64_000;

export function pickRecordingType(types: readonly RecordingType[]): RecordingType {
  return types.find((type) => MediaRecorder.isTypeSupported(type.mimeType)) ?? { mimeType: '', extension: types[0]?.extension ?? 'webm' };
}

export interface RecordingUploadInput {
  client: ApiClient;
  stream: MediaStream;
  category: UploadCategory;
  /** The file's name without its extension, which follows the container recorded. */
  fileStem: string;
  types: readonly RecordingType[];
  timesliceMs: number;
  audioBitsPerSecond?: number;
  videoBitsPerSecond?: number;
  /** Called when the recorder has stopped, before the last chunk is sent. */
  onStop?: () => void;
  signal?: AbortSignal;
}

export interface RecordingUpload {
  /** The upload's id, known before its first chunk: what a recording is registered under. */
  readonly uploadId: string;
  readonly mimeType: string;
  /** The stored file and the whole recording (to listen back), once stopped and sent. */
  readonly finished: Promise<{ file: StoredFile; recording: Blob }>;
  stop(): void;
}

/**
 * Records a stream with MediaRecorder and uploads it while it records (decision 0065): each timeslice's
 * piece goes out at once as a chunk, and the piece that comes with the stop is the last one, naming the
 * count. A tab closed mid-recording leaves every chunk sent so far on the server.
 */
/** How long a recording stopped before its first bytes waits for them (a video encoder's first frame). */
const FIRST_BYTES_WAIT_MS = 2_000;

export function startRecordingUpload(input: RecordingUploadInput): RecordingUpload {
  const type = pickRecordingType(input.types);
  const media = new MediaRecorder(input.stream, {
    ...(type.mimeType ? { mimeType: type.mimeType } : {}),
    ...(input.audioBitsPerSecond ? { audioBitsPerSecond: input.audioBitsPerSecond } : {}),
    ...(input.videoBitsPerSecond ? { videoBitsPerSecond: input.videoBitsPerSecond } : {}),
  });
  const uploadId = newUploadId();
  const upload = startStreamingUpload({
    client: input.client,
    category: input.category,
    uploadId,
    fileName: `${input.fileStem}.${type.extension}`,
    signal: input.signal,
  });
  const recorded: Blob[] = [];
  let last: Blob | null = null;
  let bytesSoFar = 0;
  // Set by a stop that came before the recorder handed over any bytes: it stops at the first ones.
  let stopAtFirstBytes: (() => void) | null = null;
  media.ondataavailable = (event) => {
    recorded.push(event.data);
    bytesSoFar += event.data.size;
    if (media.state === 'recording') upload.push(event.data);
    else last = event.data;
    if (event.data.size > 0) stopAtFirstBytes?.();
  };
  const finished = new Promise<{ file: StoredFile; recording: Blob }>((resolve, reject) => {
    media.onstop = () => {
      input.onStop?.();
      upload.finish(last).then((file) => resolve({ file, recording: new Blob(recorded, { type: media.mimeType || type.mimeType }) }), reject);
    };
  });
  media.start(input.timesliceMs);
  return {
    uploadId,
    mimeType: media.mimeType || type.mimeType,
    finished,
    stop() {
      if (media.state !== 'recording' || stopAtFirstBytes) return;
      if (bytesSoFar > 0) return media.stop();
      // Stopped before the recorder gave any bytes (a candidate who chose to type at once): a recording with
      // nothing in it cannot be stored, so the recorder is asked for what it has and stops at the first bytes,
      // or after FIRST_BYTES_WAIT_MS when none come.
      const giveUp = setTimeout(() => stopAtFirstBytes?.(), FIRST_BYTES_WAIT_MS);
      stopAtFirstBytes = () => {
        clearTimeout(giveUp);
        stopAtFirstBytes = () => undefined;
        if (media.state === 'recording') media.stop();
      };
      media.requestData();
    },
  };
}
