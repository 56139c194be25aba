/**
 * Plays a question's audio (the portal's voice, decision 0101) through an audio element, telling the drawn
 * avatar when sound is coming out so its mouth moves only then. Rejects when the browser will not play it
 * (autoplay refused, a format it cannot decode, nothing heard in time) so that the avatar can fall back to
 * the browser's own voice; rejects with an AbortError when the room no longer needs it.
 */
export interface PlayAudioOptions {
  signal?: AbortSignal;
  /** Sound is coming out (playback started, or went on after buffering). */
  onSound: () => void;
  /** No sound for now (buffering, or the end). */
  onSilence: () => void;
  /** How long to wait for the first sound before giving up on this audio. */
  startWithinMs?: number;
}

export type PlayAudio = (audio: Blob, options: PlayAudioOptions) => Promise<void>;

export function abortError(): DOMException {
  return new DOMException('The avatar was interrupted', 'AbortError');
}

/** When the element never says it ended: its length and a margin, or a minute when it does not know its length. */
const endMarginMs = (duration: number) => (Number.isFinite(duration) && duration > 0 ? duration * 1000 + 3000 : 60_000);

export const playAudio: PlayAudio = (blob, { signal, onSound, onSilence, startWithinMs = 5000 }) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const url = URL.createObjectURL(blob);
    const audio = new Audio();
    let settled = false;
    let endGuard: ReturnType<typeof setTimeout> | undefined;
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(startGuard);
      clearTimeout(endGuard);
      signal?.removeEventListener('abort', onAbort);
      audio.onplaying = audio.onwaiting = audio.onended = audio.onerror = null;
      audio.pause();
      audio.removeAttribute('src');
      URL.revokeObjectURL(url);
      onSilence();
      if (error === undefined) resolve();
      else reject(error instanceof Error || error instanceof DOMException ? error : new Error('The interviewer’s voice could not be played'));
    };
    const onAbort = () => finish(abortError());
    // A decoder that never starts (or a browser holding the sound back without saying so): the browser's voice takes over.
    const startGuard = setTimeout(() => finish(new Error('The interviewer’s voice did not start')), startWithinMs);
    audio.onplaying = () => {
      clearTimeout(startGuard);
      clearTimeout(endGuard);
      // The question is on screen: an element that never reports its end must not hold the room.
      endGuard = setTimeout(() => finish(), endMarginMs(audio.duration));
      onSound();
    };
    audio.onwaiting = onSilence;
    audio.onended = () => finish();
    audio.onerror = () => finish(new Error('The interviewer’s voice could not be played'));
    signal?.addEventListener('abort', onAbort, { once: true });
    audio.src = url;
    // Refused autoplay (NotAllowedError) or no decoder for the type (NotSupportedError) reject here.
    audio.play().catch(finish);
  });
