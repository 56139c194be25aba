/**
 * Reads a candidate's chat reply into the kind of the pre-screening question it answers (decision 0071):
 * yes/no from English and Arabic words, a number in Western or Arabic-Indic digits (or a small number
 * word), a choice by its label or its number, a short text as given. Anything it is not sure of is
 * `unreadable`, so the bot asks again rather than guessing an answer a recruiter would then trust.
 */
import type { CandidatePrescreeningQuestion, PrescreeningValue } from '@masar/shared/prescreening';
import { PRESCREENING_NUMBER_LIMIT } from '@masar/shared/prescreening';
import { normaliseArabic } from '../search/arabic-normalise.ts';

export type ReadReply = { status: 'read'; value: PrescreeningValue } | { status: 'skip' } | { status: 'unreadable' };

export type ReplyQuestion = Pick<CandidatePrescreeningQuestion, 'kind' | 'required' | 'options'>;

/** Lower case, Arabic spelling variants folded, Eastern digits made Western, apostrophes dropped ("don't" → "dont"). */
export function normaliseReply(text: string): string {
  return normaliseArabic(text.normalize('NFKC').toLowerCase())
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/['’`]/g, '')
    .trim();
}

function wordsOf(normalised: string): string[] {
  return normalised.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}

// Spellings after normaliseReply (so "أجل" is listed as "اجل" and "بلى" as "بلي").
const YES = new Set(['yes', 'y', 'yeah', 'yea', 'yep', 'yup', 'ya', 'sure', 'ok', 'okay', 'correct', 'absolutely', 'definitely', 'certainly', 'indeed', 'true', 'نعم', 'اجل', 'ايوه', 'ايوا', 'اي', 'ايه', 'بلي', 'طبعا', 'اكيد', 'صح', 'صحيح', 'تمام', 'موافق']);
const NO = new Set(['no', 'n', 'nope', 'nah', 'not', 'never', 'negative', 'false', 'dont', 'cannot', 'cant', 'havent', 'hasnt', 'doesnt', 'isnt', 'wont', 'none', 'لا', 'كلا', 'ابدا', 'ليس', 'لست', 'لم']);
const YES_PHRASES = ['of course', 'i do', 'i have', 'i can', 'بالتاكيد'];
/** Doubt is not an answer: "not sure" holds a "not", "لا اعرف" a "لا". */
const UNSURE = ['maybe', 'perhaps', 'not sure', 'unsure', 'dont know', 'do not know', 'idk', 'depends', 'ربما', 'يمكن', 'ممكن', 'متاكد', 'اعرف', 'ادري', 'يعتمد'];
const SKIP = new Set(['skip', 'pass', 'next', 'تخطي', 'تجاوز', 'التالي']);

const hasPhrase = (normalised: string, phrase: string) => ` ${wordsOf(normalised).join(' ')} `.includes(` ${phrase} `);

function readYesNo(normalised: string): boolean | undefined {
  if (UNSURE.some((phrase) => hasPhrase(normalised, phrase))) return undefined;
  const words = wordsOf(normalised);
  const yes = words.some((word) => YES.has(word)) || YES_PHRASES.some((phrase) => hasPhrase(normalised, phrase));
  const no = words.some((word) => NO.has(word));
  if (yes !== no) return yes;
  // Both: only a reply that opens with one of them says which ("yes, but not weekends").
  const first = words[0] ?? '';
  if (!yes || !(YES.has(first) || NO.has(first))) return undefined;
  return YES.has(first);
}

// After normaliseReply: "ثلاثة" is "ثلاثه".
const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  صفر: 0, واحد: 1, واحده: 1, اثنين: 2, اثنان: 2, اثنتين: 2, ثلاث: 3, ثلاثه: 3, اربع: 4, اربعه: 4, خمس: 5, خمسه: 5, ست: 6, سته: 6,
  سبع: 7, سبعه: 7, ثمان: 8, ثماني: 8, ثمانيه: 8, تسع: 9, تسعه: 9, عشر: 10, عشره: 10,
};

function readNumber(normalised: string): number | undefined {
  const plain = normalised
    .replace(/(\d)[,٬](?=\d{3}\b)/g, '$1')
    .replace(/(\d)٫(?=\d)/g, '$1.');
  const numerals = plain.match(/-?\d+(?:\.\d+)?/g) ?? [];
  const words = wordsOf(plain).filter((word) => word in NUMBER_WORDS);
  const found = numerals.length > 0 ? numerals.map(Number) : words.map((word) => NUMBER_WORDS[word]!);
  // "3 or 4" or "between 2 and 5" is not one number: ask again.
  if (found.length !== 1) return undefined;
  const value = found[0]!;
  return Number.isFinite(value) && Math.abs(value) <= PRESCREENING_NUMBER_LIMIT ? value : undefined;
}

const CHOICE_FILLER = new Set(['option', 'choice', 'number', 'no', 'the', 'الخيار', 'خيار', 'رقم']);

function readChoice(normalised: string, options: readonly string[]): string | undefined {
  const labels = options.map(normaliseReply);
  const exact = labels.indexOf(normalised.replace(/[.!?؟،,]+$/u, ''));
  if (exact >= 0) return options[exact];
  // "2", "option 2", "#2", "رقم ٢": the number shown beside the option.
  const rest = wordsOf(normalised).filter((word) => !CHOICE_FILLER.has(word));
  if (rest.length === 1 && /^\d+$/.test(rest[0]!)) {
    const index = Number(rest[0]) - 1;
    return options[index];
  }
  const unique = (matches: number[]) => (matches.length === 1 ? options[matches[0]!] : undefined);
  const indices = labels.map((_, index) => index);
  // The label within a sentence ("I can do nights" does not hold "Night" as a word, "nights only" does not either; "night shift" does).
  const inReply = unique(indices.filter((index) => hasPhrase(normalised, wordsOf(labels[index]!).join(' '))));
  if (inReply !== undefined) return inReply;
  // A beginning of one label only ("week" for "Weekend"), three letters at least.
  if (normalised.length >= 3) return unique(indices.filter((index) => labels[index]!.startsWith(normalised)));
  return undefined;
}

export function readReply(question: ReplyQuestion, text: string): ReadReply {
  const normalised = normaliseReply(text);
  if (!question.required && SKIP.has(normalised.replace(/[.!?؟]+$/u, ''))) return { status: 'skip' };
  let value: PrescreeningValue | undefined;
  switch (question.kind) {
    case 'yes_no':
      value = readYesNo(normalised);
      break;
    case 'number':
      value = readNumber(normalised);
      break;
    case 'multiple_choice':
      value = readChoice(normalised, question.options);
      break;
    case 'short_text':
      value = text.trim() || undefined;
      break;
  }
  return value === undefined ? { status: 'unreadable' } : { status: 'read', value };
}
