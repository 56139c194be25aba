import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBuiltInAvatarDriver, readingTime } from './built-in-driver';

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
