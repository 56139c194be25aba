/**
 * Synthesized speech kept in the server's memory (decision 0101): the interview room asks for a question's
 * audio again on a resume, a redo or a reload, and every candidate of a job hears the same questions, so
 * each text is paid for once. Keyed by a hash of the model, voice, format and text; the least recently
 * heard go first past a byte budget. Two requests for the same text at once share one call to the provider,
 * and a failure is not kept: the next request asks again.
 */
import { createHash } from 'node:crypto';
import type { SpeechSynthesizer, SynthesizedSpeech } from './speech-synthesis-client.ts';

const MB = 1024 * 1024;

export interface SpeechCacheOptions {
  /** A question is about 100 to 300 KB of MP3: 32 MB keeps a few hundred of them. */
  maxBytes?: number;
}

export function withSpeechCache(synthesizer: SpeechSynthesizer, { maxBytes = 32 * MB }: SpeechCacheOptions = {}): SpeechSynthesizer {
  // A Map keeps insertion order: re-inserting on every hit makes its first key the least recently heard.
  const kept = new Map<string, SynthesizedSpeech>();
  const pending = new Map<string, Promise<SynthesizedSpeech>>();
  let keptBytes = 0;

  const keep = (key: string, speech: SynthesizedSpeech) => {
    // One answer that would take a quarter of the budget would push out many questions: it is not kept.
    if (speech.bytes.length > maxBytes / 4) return;
    kept.set(key, speech);
    keptBytes += speech.bytes.length;
    for (const [oldest, old] of kept) {
      if (keptBytes <= maxBytes) break;
      kept.delete(oldest);
      keptBytes -= old.bytes.length;
    }
  };

  return {
    model: synthesizer.model,
    voice: synthesizer.voice,
    synthesize(text, options = {}) {
      const key = createHash('sha256')
        .update(JSON.stringify([synthesizer.model, options.voice ?? synthesizer.voice, options.format ?? 'mp3', text.trim()]))
        .digest('hex');
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        return Promise.resolve(hit);
      }
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const asked = synthesizer
        .synthesize(text, options)
        .then((speech) => {
          keep(key, speech);
          return speech;
        })
        .finally(() => pending.delete(key));
      pending.set(key, asked);
      return asked;
    },
  };
}
