/** One language's words, first or rest part (build-tools/locale-words.ts). */
declare module 'virtual:locale-words/*' {
  const words: Record<string, unknown>;
  export default words;
}
