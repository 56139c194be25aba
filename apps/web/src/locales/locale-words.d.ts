/** One language's words, one part of them (build-tools/locale-words.ts). */
declare module 'virtual:locale-words/*' {
  const words: Record<string, unknown>;
  export default words;
  /** The server's messages in that language: in the `first` part only. */
  export const messages: Record<string, string> | undefined;
}
