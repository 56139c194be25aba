import type { AvatarDriver, AvatarLanguage } from './avatar-driver';
import { abortError, playAudio as playWithAudioElement, type PlayAudio } from './play-audio';

/**
 * The built-in avatar (decision 0083): offline, drawn in the browser (`drawn-avatar.tsx`). When the portal
 * has a text-to-speech provider it says each question in the portal's voice, audio the server makes from the
 * interview's own words (decision 0101); else, or when that audio cannot be had or played, it speaks with the
 * browser's speech synthesis when the browser has a voice for the language; without one the caption alone
 * carries the question, and the avatar waits as long as reading it takes.
 */
export interface BuiltInAvatarOptions {
  /** How long reading a text takes, when there is no voice. */
  readingMs?: (text: string) => number;
  /** How long to wait for the browser's voices to load (Chrome lists them late). */
  voicesWaitMs?: number;
  /** The portal's voice: a question's audio from the server (GET …/avatar/voice/); absent, the browser's voice. */
  serverVoice?: (questionId: string, signal: AbortSignal) => Promise<Blob>;
  /** Plays that audio; a test gives its stand-in of the browser's audio element. */
  playAudio?: PlayAudio;
  /** How long the server may take to give a question's audio before the browser's voice says it instead. */
  serverVoiceWaitMs?: number;
}

/**
 * Failures of the portal's voice in a row after which the avatar stops asking for it: a provider that is down,
 * or a browser that will not play audio, would otherwise hold every question back for nothing.
 */
const SERVER_VOICE_FAILURES_TO_GIVE_UP = 2;

/** About 200 words a minute, a comfortable reading pace in either language, and never under 2 s. */
export function readingTime(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.min(15_000, Math.max(2000, words * 300));
}

const MOUTH_FRAME_MS = 70;

const isAbort = (error: unknown, signal?: AbortSignal) => signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');

/** A signal aborted when any of these is, or after `ms` when given: the wait for the server's audio is bounded. */
function abortedByAny(signals: ReadonlyArray<AbortSignal | undefined>, ms?: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  const timer = ms === undefined ? undefined : setTimeout(onAbort, ms);
  for (const signal of signals) {
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
  }
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      for (const signal of signals) signal?.removeEventListener('abort', onAbort);
    },
  };
}

function synthesis(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined' ? window.speechSynthesis : null;
}

/** The browser's voice for the language, if it has one; the list may arrive a moment after the page. */
async function voiceFor(language: AvatarLanguage, waitMs: number): Promise<SpeechSynthesisVoice | null> {
  const speech = synthesis();
  if (!speech) return null;
  let voices = speech.getVoices();
  if (voices.length === 0 && waitMs > 0) {
    voices = await new Promise<SpeechSynthesisVoice[]>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        speech.removeEventListener('voiceschanged', done);
        resolve(speech.getVoices());
      };
      const timer = setTimeout(done, waitMs);
      speech.addEventListener('voiceschanged', done);
    });
  }
  const matching = voices.filter((voice) => voice.lang.toLowerCase().replace('_', '-').startsWith(language));
  return matching.find((voice) => voice.localService) ?? matching[0] ?? null;
}

export function createBuiltInAvatarDriver(options: BuiltInAvatarOptions = {}): AvatarDriver {
  const readingMs = options.readingMs ?? readingTime;
  const voicesWaitMs = options.voicesWaitMs ?? 500;
  const playAudio = options.playAudio ?? playWithAudioElement;
  const serverVoiceWaitMs = options.serverVoiceWaitMs ?? 10_000;
  let serverVoiceFailures = 0;
  /** Stops the portal's voice mid-question when the room closes the avatar. */
  const closing = new AbortController();
  const mouthListeners = new Set<(openness: number) => void>();
  let mouthTimer: ReturnType<typeof setInterval> | null = null;
  let closed = false;

  const emit = (openness: number) => mouthListeners.forEach((listener) => listener(openness));
  // Syllables come four or five a second: a wave of that pace, uneven so it does not look mechanical.
  const startMouth = () => {
    const startedAt = Date.now();
    mouthTimer ??= setInterval(() => {
      const t = (Date.now() - startedAt) / 1000;
      emit(Math.min(1, Math.abs(Math.sin(t * 13)) * (0.55 + 0.45 * Math.abs(Math.sin(t * 2.3)))));
    }, MOUTH_FRAME_MS);
  };
  const stopMouth = () => {
    if (mouthTimer !== null) clearInterval(mouthTimer);
    mouthTimer = null;
    emit(0);
  };

  const wait = (ms: number, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    });

  const say = (speech: SpeechSynthesis, voice: SpeechSynthesisVoice, text: string, language: AvatarLanguage, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang || language;
      utterance.rate = 0.95;
      // An engine without an audio device may never say it ended: the question is on screen, so go on.
      const giveUp = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        speech.cancel();
        resolve();
      }, readingMs(text) * 2 + 5000);
      const onAbort = () => {
        clearTimeout(giveUp);
        speech.cancel();
        reject(abortError());
      };
      utterance.onend = () => {
        clearTimeout(giveUp);
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      utterance.onerror = (event) => {
        clearTimeout(giveUp);
        signal?.removeEventListener('abort', onAbort);
        if (signal?.aborted || event.error === 'interrupted' || event.error === 'canceled') reject(abortError());
        else reject(new Error(`Speech synthesis failed: ${event.error}`));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      speech.speak(utterance);
    });

  /** The question in the portal's voice, the mouth moving while sound comes out; rejects when it cannot be heard. */
  const sayWithServerVoice = async (serverVoice: NonNullable<BuiltInAvatarOptions['serverVoice']>, questionId: string, signal?: AbortSignal) => {
    const fetching = abortedByAny([signal, closing.signal], serverVoiceWaitMs);
    let audio: Blob;
    try {
      audio = await serverVoice(questionId, fetching.signal);
    } finally {
      fetching.clear();
    }
    const playing = abortedByAny([signal, closing.signal]);
    try {
      await playAudio(audio, { signal: playing.signal, onSound: startMouth, onSilence: stopMouth });
    } finally {
      playing.clear();
      stopMouth();
    }
  };

  return {
    kind: 'built-in',
    async speak(text, language, signal, { questionId } = {}) {
      if (closed) throw new Error('The avatar is closed');
      if (signal?.aborted) throw abortError();
      if (options.serverVoice && questionId && serverVoiceFailures < SERVER_VOICE_FAILURES_TO_GIVE_UP) {
        try {
          await sayWithServerVoice(options.serverVoice, questionId, signal);
          serverVoiceFailures = 0;
          return;
        } catch {
          if (signal?.aborted || closed) throw abortError();
          // Not had in time, refused (502, 429), not played (autoplay, decoding): the browser's voice says it.
          serverVoiceFailures += 1;
        }
      }
      const speech = synthesis();
      const voice = await voiceFor(language, voicesWaitMs);
      if (signal?.aborted) throw abortError();
      startMouth();
      try {
        if (speech && voice) {
          try {
            await say(speech, voice, text, language, signal);
            return;
          } catch (error) {
            if (isAbort(error, signal)) throw error;
            // A voice that fails (no audio device, a broken engine): the caption is still there; wait as for reading.
          }
        }
        await wait(readingMs(text), signal);
      } finally {
        stopMouth();
      }
    },
    onMouth(listener) {
      mouthListeners.add(listener);
      return () => mouthListeners.delete(listener);
    },
    // The built-in avatar is what a failing provider falls back to: it has no failure of its own to report.
    onFailure() {
      return () => undefined;
    },
    async close() {
      closed = true;
      closing.abort();
      stopMouth();
      mouthListeners.clear();
      synthesis()?.cancel();
    },
  };
}
