/** What the interview room needs of an avatar: the built-in drawn one, or a streaming provider's (decision to come). */
export type AvatarLanguage = 'en' | 'ar';

export interface SpeakOptions {
  questionId?: string;
}

export interface AvatarDriver {
  readonly kind: 'built-in' | 'streaming';
  /**
   * Speaks the text aloud (without a voice, waits for a reading time); resolves when done, rejects on failure.
   * `questionId` names the interview's question the text is (or `<id>:follow-up`): the built-in avatar with the
   * portal's voice asks the server for that question's audio (decision 0101); the text is its caption and fallback.
   */
  speak(text: string, language: AvatarLanguage, signal?: AbortSignal, options?: SpeakOptions): Promise<void>;
  /** The drawn avatar's mouth: openness from 0 to 1 while it speaks; returns the unsubscribe. */
  onMouth(listener: (openness: number) => void): () => void;
  /** A streaming provider's video, shown instead of the drawn avatar; absent for the built-in one. */
  readonly mediaStream?: MediaStream;
  /** Called once if the provider fails mid-interview: the room then goes on with the built-in driver. */
  onFailure(listener: (error: Error) => void): () => void;
  close(): Promise<void>;
}
