/**
 * Playing the portal's voice (decision 0101) through the browser's audio element, here a stand-in (the test DOM plays
 * nothing): sound and silence told to the avatar's mouth, and every way the browser can refuse turned into a
 * rejection the avatar falls back on.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playAudio } from './play-audio';

type Script = 'plays' | 'refused' | 'undecodable' | 'silent';
let script: Script = 'plays';
let elements: FakeAudio[] = [];

class FakeAudio {
  src = '';
  duration = Number.NaN;
  paused = true;
  onplaying: (() => void) | null = null;
  onwaiting: (() => void) | null = null;
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    elements.push(this);
  }
  play(): Promise<void> {
    if (script === 'refused') return Promise.reject(new DOMException('play() failed because the user didn’t interact with the document first.', 'NotAllowedError'));
    this.paused = false;
    setTimeout(() => {
      if (script === 'undecodable') return this.onerror?.();
      if (script === 'silent') return;
      this.duration = 0.2;
      this.onplaying?.();
      setTimeout(() => this.onwaiting?.(), 20);
      setTimeout(() => this.onplaying?.(), 40);
      setTimeout(() => this.onended?.(), 80);
    }, 5);
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
  }
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
}

const blob = new Blob([new Uint8Array([0xff, 0xfb])], { type: 'audio/mpeg' });
const revoked: string[] = [];

beforeEach(() => {
  script = 'plays';
  elements = [];
  revoked.length = 0;
  vi.stubGlobal('Audio', FakeAudio);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:question-audio');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => void revoked.push(url));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('playing the portal’s voice', () => {
  it('plays the audio to its end, telling the mouth of sound and silence, and lets the audio go', async () => {
    const events: string[] = [];
    await playAudio(blob, { onSound: () => events.push('sound'), onSilence: () => events.push('silence') });
    expect(elements[0]!.src).toBe('');
    expect(events).toEqual(['sound', 'silence', 'sound', 'silence']);
    expect(revoked).toEqual(['blob:question-audio']);
  });

  it.each([
    ['autoplay is refused', 'refused' as const, 'NotAllowedError'],
    ['the audio cannot be decoded', 'undecodable' as const, 'Error'],
    ['nothing is heard in time', 'silent' as const, 'Error'],
  ])('rejects when %s, so that the browser’s voice says the question', async (_case, how, name) => {
    script = how;
    const onSilence = vi.fn();
    await expect(playAudio(blob, { onSound: vi.fn(), onSilence, startWithinMs: 100 })).rejects.toMatchObject({ name });
    expect(onSilence).toHaveBeenCalled();
    expect(elements[0]!.paused).toBe(true);
    expect(revoked).toEqual(['blob:question-audio']);
  });

  it('stops when the room no longer needs it, with an AbortError', async () => {
    const controller = new AbortController();
    const playing = playAudio(blob, { signal: controller.signal, onSound: vi.fn(), onSilence: vi.fn() });
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    await expect(playing).rejects.toMatchObject({ name: 'AbortError' });
    expect(elements[0]!.paused).toBe(true);
    await expect(playAudio(blob, { signal: controller.signal, onSound: vi.fn(), onSilence: vi.fn() })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
