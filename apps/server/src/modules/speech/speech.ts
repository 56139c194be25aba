import type { SpeechSettings } from '../../config.ts';
import { withSpeechCache } from './speech-cache.ts';
import { createSpeechSynthesizer, type SpeechSynthesizer } from './speech-synthesis-client.ts';
import { createTranscriber, type Transcriber } from './transcription-client.ts';

/** The speech services a deployment has: each is null when its model is not configured (decision 0065). */
export interface Speech {
  transcriber: Transcriber | null;
  /** Kept in memory per text (decision 0101): a question asked again is not synthesized again. */
  synthesizer: SpeechSynthesizer | null;
}

export function createSpeech(settings: SpeechSettings | undefined): Speech {
  const transcriptionModel = settings?.transcriptionModel;
  const speechModel = settings?.speechModel;
  return {
    transcriber: settings && transcriptionModel ? createTranscriber({ ...settings, transcriptionModel }) : null,
    synthesizer: settings && speechModel ? withSpeechCache(createSpeechSynthesizer({ ...settings, speechModel })) : null,
  };
}
