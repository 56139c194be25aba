/**
 * The engine's own `Array.prototype.push`, taken before pdfjs-dist is loaded. `pdf.ts` imports this module
 * ahead of pdfjs so that this runs first.
 *
 * pdfjs's legacy build bundles a core-js polyfill that replaces `Array.prototype.push` for the whole process
 * with a JavaScript version, because V8 before 12.2 mishandles push on array-likes whose length passes
 * 2^32 - 1 or is read-only (cases nothing here meets). That version is several times slower, and pdfjs
 * pushes every operator, glyph and text item: restoring the native push made parsing a PDF about 15% faster. If pdfjs was loaded before
 * this module (by another importer), this holds the polyfill and restoring it changes nothing.
 */
export const nativePush = Array.prototype.push;

/** Puts the native push back after pdfjs (main module or its in-thread worker) replaced it. */
export function restoreNativePush(): void {
  if (Array.prototype.push === nativePush) return;
  Object.defineProperty(Array.prototype, 'push', {
    value: nativePush,
    writable: true,
    enumerable: false,
    configurable: true,
  });
}
