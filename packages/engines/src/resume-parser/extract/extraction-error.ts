/** Why a document gave no usable text. The parser turns this into a failed ParseResult. */
export type ExtractionFailure = 'no_text_layer' | 'unreadable' | 'empty' | 'too_large';

export class ExtractionError extends Error {
  constructor(
    readonly reason: ExtractionFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ExtractionError';
  }
}
