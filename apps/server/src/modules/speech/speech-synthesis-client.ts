/**
 * Text to speech by any OpenAI-compatible `POST {base}/audio/speech` (issue #16's interviewer voice). The
 * browser's own speech synthesis is the default; this is for a portal that wants one voice everywhere.
 */
import { postToProvider, SpeechError } from './provider-http.ts';
import type { SpeechSettings } from '../../config.ts';

/** OpenAI's limit on the text of one request; an interview question is far shorter. */
export const MAX_SPEECH_INPUT_CHARS = 4096;

export interface SynthesizedSpeech {
  bytes: Buffer;
  contentType: string;
}

export interface SpeechSynthesizer {
  readonly model: string;
  /** The voice used when a request names none (SPEECH_TTS_VOICE). */
  readonly voice: string;
  synthesize(text: string, options?: { voice?: string; format?: 'mp3' | 'opus' | 'wav' }): Promise<SynthesizedSpeech>;
}

const FORMAT_TYPES = { mp3: 'audio/mpeg', opus: 'audio/ogg', wav: 'audio/wav' } as const;

export function createSpeechSynthesizer(
  settings: SpeechSettings & { speechModel: string },
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): SpeechSynthesizer {
  const url = `${settings.baseUrl.replace(/\/$/, '')}/audio/speech`;
  return {
    model: settings.speechModel,
    voice: settings.voice,
    async synthesize(text, { voice, format = 'mp3' } = {}) {
      const input = text.trim();
      if (input === '' || input.length > MAX_SPEECH_INPUT_CHARS) {
        throw new SpeechError('too_large', false, `The text to speak must be 1 to ${MAX_SPEECH_INPUT_CHARS} characters.`);
      }
      const { bytes, contentType } = await postToProvider({
        url,
        apiKey: settings.apiKey,
        body: JSON.stringify({ model: settings.speechModel, input, voice: voice ?? settings.voice, response_format: format }),
        timeoutMs: options.timeoutMs ?? 30_000,
        fetch: options.fetch ?? fetch,
        // A minute of speech is under 1 MB as MP3, about 6 MB as WAV.
        maxAnswerBytes: 16 * 1024 * 1024,
      });
      if (bytes.length === 0 || contentType.startsWith('application/json')) {
        throw new SpeechError('bad_answer', false, 'The speech endpoint did not answer audio.');
      }
      return { bytes, contentType: FORMAT_TYPES[format] };
    },
  };
}
