/**
 * Transcription by any OpenAI-compatible `POST {base}/audio/transcriptions` (OpenAI, Groq, a local
 * faster-whisper or whisper.cpp server…): multipart with the audio, the model and `verbose_json` with word
 * and segment timestamps, so that fluency can be measured from when each word was said (decision 0065).
 */
import type { SpeechSettings } from '../../config.ts';
import type { TranscriptWord } from '../../db/schema/speech.ts';
import { postToProvider, SpeechError } from './provider-http.ts';

export interface Transcript {
  text: string;
  language: string | null;
  durationSeconds: number | null;
  words: TranscriptWord[];
  /** Where the word timings came from: the provider's words, or spread over its segments when it gave none. */
  timing: 'words' | 'segments' | 'none';
}

export interface AudioInput {
  bytes: Buffer;
  /** A name with the container's extension: providers pick the decoder by it. */
  fileName: string;
  contentType: string;
  /** ISO 639-1, when the language is known (an English assessment); else the provider detects it. */
  language?: string;
}

export interface Transcriber {
  readonly model: string;
  transcribe(audio: AudioInput): Promise<Transcript>;
}

export interface TranscriberOptions {
  /** Per request; a minute of audio takes a hosted model a few seconds, a CPU whisper tens of seconds. */
  timeoutMs?: number;
  /** OpenAI's limit for an upload; larger recordings are refused before they are sent. */
  maxAudioBytes?: number;
  fetch?: typeof fetch;
}

const MB = 1024 * 1024;
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

interface VerboseSegment {
  start?: unknown;
  end?: unknown;
  text?: unknown;
}

/** Word timings from segments, for providers that give only those: each segment's words share its time evenly. */
function wordsFromSegments(segments: VerboseSegment[]): TranscriptWord[] {
  return segments.flatMap((segment) => {
    if (!finite(segment.start) || !finite(segment.end) || typeof segment.text !== 'string') return [];
    const words = segment.text.split(/\s+/).filter(Boolean);
    const step = (segment.end - segment.start) / Math.max(1, words.length);
    const start = segment.start;
    return words.map((word, i) => ({ word, start: start + i * step, end: start + (i + 1) * step }));
  });
}

export function parseVerboseTranscript(body: unknown): Transcript {
  const answer = body as { text?: unknown; language?: unknown; duration?: unknown; words?: unknown; segments?: unknown } | null;
  if (typeof answer?.text !== 'string') throw new SpeechError('bad_answer', false, 'The transcription has no text.');
  const words = Array.isArray(answer.words)
    ? (answer.words as Array<{ word?: unknown; start?: unknown; end?: unknown }>)
        .filter((w) => typeof w.word === 'string' && finite(w.start) && finite(w.end))
        .map((w) => ({ word: (w.word as string).trim(), start: w.start as number, end: w.end as number }))
        .filter((w) => w.word !== '')
    : [];
  const fromSegments = words.length === 0 && Array.isArray(answer.segments) ? wordsFromSegments(answer.segments as VerboseSegment[]) : [];
  return {
    text: answer.text.trim(),
    language: typeof answer.language === 'string' ? answer.language : null,
    durationSeconds: finite(answer.duration) ? answer.duration : null,
    words: words.length > 0 ? words : fromSegments,
    timing: words.length > 0 ? 'words' : fromSegments.length > 0 ? 'segments' : 'none',
  };
}

export function createTranscriber(settings: SpeechSettings & { transcriptionModel: string }, options: TranscriberOptions = {}): Transcriber {
  const url = `${settings.baseUrl.replace(/\/$/, '')}/audio/transcriptions`;
  const maxAudioBytes = options.maxAudioBytes ?? 25 * MB;
  return {
    model: settings.transcriptionModel,
    async transcribe(audio) {
      if (audio.bytes.length > maxAudioBytes) {
        throw new SpeechError('too_large', false, `The recording is over the provider's ${maxAudioBytes} bytes.`);
      }
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(audio.bytes)], { type: audio.contentType }), audio.fileName);
      form.append('model', settings.transcriptionModel);
      form.append('response_format', 'verbose_json');
      form.append('timestamp_granularities[]', 'word');
      form.append('timestamp_granularities[]', 'segment');
      form.append('temperature', '0');
      if (audio.language) form.append('language', audio.language);
      const { bytes } = await postToProvider({
        url,
        apiKey: settings.apiKey,
        body: form,
        timeoutMs: options.timeoutMs ?? 120_000,
        fetch: options.fetch ?? fetch,
        maxAnswerBytes: 4 * MB,
      });
      let body: unknown;
      try {
        body = JSON.parse(bytes.toString('utf8'));
      } catch {
        throw new SpeechError('bad_answer', false, 'The transcription endpoint did not answer JSON.');
      }
      return parseVerboseTranscript(body);
    },
  };
}
