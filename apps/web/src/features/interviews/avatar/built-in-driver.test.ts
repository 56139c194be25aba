import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBuiltInAvatarDriver, readingTime } from './built-in-driver';
import type { PlayAudio } from './play-audio';

/** The browser's speech synthesis, with the voices a test gives it; each utterance ends after `speakMs`. */
function installSpeech(voices: Array<{ lang: string; localService?: boolean }>, speakMs = 300) {
  const spoken: Array<{ text: string; lang: string; voice: unknown }> = [];
  class Utterance {
    voice: unknown = null;
    lang = '';
    rate = 1;
    onend: (() => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    constructor(readonly text: string) {}
  }
  const speech = {
    getVoices: () => voices,
    speak: (utterance: Utterance) => {
      spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice });
      setTimeout(() => utterance.onend?.(), speakMs);
    },
    cancel: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: speech });
  return spoken;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'speechSynthesis');
});

describe('the built-in avatar', () => {
  it('speaks with the browser’s voice for the language, its mouth moving only while it speaks', async () => {
    const spoken = installSpeech([{ lang: 'en-GB' }, { lang: 'ar-SA', localService: true }]);
    const driver = createBuiltInAvatarDriver({ voicesWaitMs: 0 });
    const mouth: number[] = [];
    driver.onMouth((openness) => mouth.push(openness));
    await driver.speak('حدثنا عن مشروع بنيته.', 'ar');
    expect(spoken).toEqual([{ text: 'حدثنا عن مشروع بنيته.', lang: 'ar-SA', voice: { lang: 'ar-SA', localService: true } }]);
    expect(mouth.some((openness) => openness > 0.2)).toBe(true);
    expect(mouth.at(-1)).toBe(0);
    const after = mouth.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mouth).toHaveLength(after);
    await driver.close();
  });

  it('without a voice for the language, waits a reading time with the caption alone', async () => {
    const spoken = installSpeech([{ lang: 'en-US' }]);
    const readingMs = vi.fn(() => 150);
    const driver = createBuiltInAvatarDriver({ voicesWaitMs: 0, readingMs });
    const started = Date.now();
    await driver.speak('كيف تختبر تحويل البيانات؟', 'ar');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(spoken).toEqual([]);
    expect(readingMs).toHaveBeenCalledWith('كيف تختبر تحويل البيانات؟');
  });

  it('stops when the room no longer needs it', async () => {
    installSpeech([]);
    const driver = createBuiltInAvatarDriver({ voicesWaitMs: 0, readingMs: () => 10_000 });
    const controller = new AbortController();
    const speaking = driver.speak('A long question', 'en', controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    await expect(speaking).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('gives a reading time of 300 ms a word, between 2 and 15 seconds', () => {
    expect(readingTime('Hello there')).toBe(2000);
    expect(readingTime(Array.from({ length: 20 }, () => 'word').join(' '))).toBe(6000);
    expect(readingTime(Array.from({ length: 100 }, () => 'word').join(' '))).toBe(15_000);
  });
});

describe('the built-in avatar with the portal’s voice (decision 0101)', () => {
  const QUESTION = 'Tell us about a report you built.';
  const audio = new Blob([new Uint8Array([0xff, 0xfb, 0x90, 0x64])], { type: 'audio/mpeg' });

  /** The portal's voice as the server gives it, and a player that makes sound for `soundMs`, or fails as told. */
  function portalVoice(outcome: 'plays' | Error = 'plays', soundMs = 150) {
    const serverVoice = vi.fn(async (_questionId: string, _signal: AbortSignal) => audio);
    // Which questions were asked of the server, by their ids: calls scripted to fail included.
    const asked = () => serverVoice.mock.calls.map(([questionId]) => questionId);
    const played: Blob[] = [];
    const playAudio = vi.fn<PlayAudio>(async (blob, { signal, onSound, onSilence }) => {
      played.push(blob);
      if (outcome !== 'plays') throw outcome;
      onSound();
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, soundMs);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('stopped', 'AbortError'));
        });
      });
      onSilence();
    });
    return { asked, played, serverVoice, playAudio };
  }

  it('says the question in the portal’s voice, asked by its id, its mouth moving while the sound plays; the browser’s voice says nothing', async () => {
    const spoken = installSpeech([{ lang: 'en-GB' }]);
    const voice = portalVoice();
    const driver = createBuiltInAvatarDriver({ voicesWaitMs: 0, serverVoice: voice.serverVoice, playAudio: voice.playAudio });
    const mouth: number[] = [];
    driver.onMouth((openness) => mouth.push(openness));
    await driver.speak(QUESTION, 'en', undefined, { questionId: 'q1' });
    await driver.speak('A follow-up?', 'en', undefined, { questionId: 'q1:follow-up' });
    expect(voice.asked()).toEqual(['q1', 'q1:follow-up']);
    expect(voice.played).toEqual([audio, audio]);
    expect(spoken).toEqual([]);
    expect(mouth.some((openness) => openness > 0.2)).toBe(true);
    expect(mouth.at(-1)).toBe(0);
    // Text that names no question (none in the room does) is the browser's to say.
    await driver.speak('Hello', 'en');
    expect(spoken.map((utterance) => utterance.text)).toEqual(['Hello']);
    expect(voice.asked()).toHaveLength(2);
  });

  it('falls back to the browser’s voice when the audio cannot be had, or the browser will not play it (autoplay refused, decoding)', async () => {
    for (const failure of ['fetch', new DOMException('play() can only be initiated by a user gesture', 'NotAllowedError'), new Error('The interviewer’s voice could not be played')] as const) {
      const spoken = installSpeech([{ lang: 'ar-SA' }], 20);
      const voice = portalVoice(failure === 'fetch' ? 'plays' : failure);
      if (failure === 'fetch') voice.serverVoice.mockRejectedValueOnce(new Error('502 The interviewer’s voice is not available just now.'));
      const driver = createBuiltInAvatarDriver({ voicesWaitMs: 0, serverVoice: voice.serverVoice, playAudio: voice.playAudio });
      await driver.speak('حدثنا عن تقرير بنيته.', 'ar', undefined, { questionId: 'q1' });
      expect(voice.asked()).toEqual(['q1']);
      expect(spoken.map((utterance) => utterance.text)).toEqual(['حدثنا عن تقرير بنيته.']);
      await driver.close();
    }
  });

  it('falls back to captions and a reading time when the browser has no voice either', async () => {
    const spoken = installSpeech([]);
    const voice = portalVoice(new Error('decode'));
    const readingMs = vi.fn(() => 30);
    const driver = createBuiltInAvatarDriver({ voicesWaitMs: 0, readingMs, serverVoice: voice.serverVoice, playAudio: voice.playAudio });
    await driver.speak(QUESTION, 'en', undefined, { questionId: 'q1' });
    expect(spoken).toEqual([]);
    expect(readingMs).toHaveBeenCalledWith(QUESTION);
  });

  it('does not wait for the server past its time: the browser’s voice says the question, and the request is called off', async () => {
    const spoken = installSpeech([{ lang: 'en-US' }], 20);
    let requestSignal: AbortSignal | undefined;
    const serverVoice = vi.fn(
      (_questionId: string, signal: AbortSignal) =>
        new Promise<Blob>((_resolve, reject) => {
          requestSignal = signal;
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const driver = createBuiltInAvatarDriver({ voicesWaitMs: 0, serverVoice, serverVoiceWaitMs: 50, playAudio: portalVoice().playAudio });
    const started = Date.now();
    await driver.speak(QUESTION, 'en', undefined, { questionId: 'q1' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(requestSignal?.aborted).toBe(true);
    expect(spoken.map((utterance) => utterance.text)).toEqual([QUESTION]);
  });

  it('stops asking the server after two failures in a row, and asks again after a success', async () => {
    installSpeech([{ lang: 'en-GB' }], 10);
    const voice = portalVoice();
    voice.serverVoice.mockRejectedValueOnce(new Error('502')).mockResolvedValueOnce(audio).mockRejectedValueOnce(new Error('502')).mockRejectedValueOnce(new Error('502'));
    const driver = createBuiltInAvatarDriver({ voicesWaitMs: 0, serverVoice: voice.serverVoice, playAudio: voice.playAudio });
    for (const id of ['q1', 'q2', 'q3', 'q4', 'q5', 'q6']) await driver.speak(QUESTION, 'en', undefined, { questionId: id });
    expect(voice.asked()).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(voice.played).toHaveLength(1);
  });

  it('stops the portal’s voice when the room moves on or closes, without the browser’s voice taking over', async () => {
    const spoken = installSpeech([{ lang: 'en-GB' }]);
    const voice = portalVoice('plays', 10_000);
    const driver = createBuiltInAvatarDriver({ voicesWaitMs: 0, serverVoice: voice.serverVoice, playAudio: voice.playAudio });
    const mouth: number[] = [];
    driver.onMouth((openness) => mouth.push(openness));
    const controller = new AbortController();
    const speaking = driver.speak(QUESTION, 'en', controller.signal, { questionId: 'q1' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    await expect(speaking).rejects.toMatchObject({ name: 'AbortError' });
    expect(mouth.at(-1)).toBe(0);

    const closing = driver.speak(QUESTION, 'en', undefined, { questionId: 'q2' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await driver.close();
    await expect(closing).rejects.toMatchObject({ name: 'AbortError' });
    expect(spoken).toEqual([]);
  });
});
