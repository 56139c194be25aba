/**
 * Reading a written answer: paragraphs, sentences and words with their character offsets, so that evidence
 * can point at the exact text. English words are runs of Latin letters (with an inner apostrophe or hyphen);
 * Arabic script is counted apart, never as a spelling error.
 */

export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
  /** Index of the sentence the token is in. */
  sentence: number;
}

export interface Sentence {
  index: number;
  text: string;
  start: number;
  end: number;
  paragraph: number;
}

export interface ReadText {
  text: string;
  paragraphs: number;
  sentences: Sentence[];
  tokens: Token[];
  /** Letters of Arabic script and of Latin script: which language the answer is mostly in. */
  arabicLetters: number;
  latinLetters: number;
}

const SENTENCE_END = /[.!?؟]+["')\]]*\s+|[.!?؟]+["')\]]*$|\n+/g;
const WORD = /[A-Za-z]+(?:['’-][A-Za-z]+)*/g;

export function readText(raw: string): ReadText {
  const text = raw.normalize('NFC').replace(/\r\n?/g, '\n');
  const paragraphTexts = text.split(/\n\s*\n/);
  const sentences: Sentence[] = [];
  let offset = 0;
  paragraphTexts.forEach((paragraph, paragraphIndex) => {
    const paragraphStart = text.indexOf(paragraph, offset);
    offset = paragraphStart + paragraph.length;
    let from = 0;
    const push = (to: number) => {
      const slice = paragraph.slice(from, to);
      const trimmedStart = slice.length - slice.trimStart().length;
      const body = slice.trim();
      if (body.length > 0) {
        const start = paragraphStart + from + trimmedStart;
        sentences.push({
          index: sentences.length,
          text: body,
          start,
          end: start + body.length,
          paragraph: paragraphIndex,
        });
      }
    };
    for (const match of paragraph.matchAll(SENTENCE_END)) {
      const to = match.index + match[0].length;
      push(to);
      from = to;
    }
    push(paragraph.length);
  });
  const paragraphs = new Set(sentences.map((sentence) => sentence.paragraph)).size;
  const tokens: Token[] = [];
  for (const sentence of sentences) {
    for (const match of sentence.text.matchAll(WORD)) {
      const start = sentence.start + match.index;
      const word = match[0].replace(/’/g, "'");
      tokens.push({ text: word, lower: word.toLowerCase(), start, end: start + word.length, sentence: sentence.index });
    }
  }
  return {
    text,
    paragraphs,
    sentences,
    tokens,
    arabicLetters: (text.match(/[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/g) ?? []).length,
    latinLetters: (text.match(/[A-Za-z]/g) ?? []).length,
  };
}

/** Whether a token matches a topic stem: four letters or more match as a prefix, shorter stems exactly. */
export function matchesStem(lower: string, stem: string): boolean {
  return stem.length >= 4 ? lower.startsWith(stem) : lower === stem;
}
