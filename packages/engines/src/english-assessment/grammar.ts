/**
 * Errors found by rules (decision 0067): agreement, tense, verb form, articles, word forms, mechanics and
 * spelling. Each rule looks at a few neighbouring words only and is written to stay silent when unsure:
 * a missed error costs a little accuracy, a false one is evidence a recruiter would rightly distrust.
 */
import type { ReadText, Token } from './text.ts';

export type ErrorKind = 'spelling' | 'agreement' | 'tense' | 'verb_form' | 'article' | 'word_form' | 'mechanics';

export interface WritingError {
  kind: ErrorKind;
  /** The words at fault, as written. */
  text: string;
  start: number;
  end: number;
  sentence: number;
  message: string;
}

const set = (list: string) => new Set(list.trim().split(/\s+/));

/** Verbs whose base form differs from the he/she/it form and is not also a past form (so not read, put, cut). */
const BASE_VERBS = set(`
go have do want like need make work live think know take come get say see use feel try help play study watch
love speak write give find tell call send buy leave start finish begin stay wait understand agree believe
remember forget ask answer bring teach learn visit travel enjoy prefer hope plan decide change open close drive
walk eat drink sleep carry lose shout fix check sell pay
`);

const THIRD_PERSON: Record<string, string> = { go: 'goes', have: 'has', do: 'does' };
const thirdPersonOf = (verb: string) =>
  THIRD_PERSON[verb] ??
  (/[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ies` : /(s|sh|ch|x|o)$/.test(verb) ? `${verb}es` : `${verb}s`);
const THIRD_PERSON_FORMS = new Map([...BASE_VERBS].map((verb) => [thirdPersonOf(verb), verb]));

const IRREGULAR_PAST = set(`
went gone had did done made thought knew known took taken came got said saw seen used felt tried found told
gave given wrote written spoke spoken bought left began begun understood brought taught ate eaten drank drove
slept lost sold paid sent
`);
const isPastForm = (lower: string) =>
  IRREGULAR_PAST.has(lower) || (lower.endsWith('ed') && BASE_VERBS.has(lower.replace(/e?d$/, '')));

const MODALS = set('can could will would shall should must may might');
const DO_FORMS = set("do does did don't doesn't didn't");
/** Words after which "he go" is right: "does he go", "let it go", "made it work", "to help her finish". */
const BARE_INFINITIVE_BEFORE = set(`
do does did don't doesn't didn't can could will would shall should must may might can't couldn't won't
wouldn't shouldn't let lets make makes made help helps helped see saw watch watched hear heard have has had
to not
`);
const SUBJECT_3 = set('he she it');
const SUBJECT_OTHER = set('i you we they');
const SUBJUNCTIVE_BEFORE = set('if wish as though');

/** "the numbers is": plural-looking nouns that are not plural. */
const SINGULAR_IN_S = set(`
news this its his is was has does series analysis basis crisis physics mathematics economics always perhaps
sometimes yes less process business bus boss class glass address success progress status campus gas
`);
const DETERMINERS_PLURAL = set('the these those many some all my our their your his her its few several both');

const PAST_MARKERS = /\b(yesterday|ago|last (?:week|month|year|night|time|summer|winter|semester|weekend))\b/i;

const NOT_COUNTED_AS_PLURAL = new Map([
  ['childs', 'children'],
  ['mans', 'men'],
  ['womans', 'women'],
  ['informations', 'information'],
  ['advices', 'advice'],
  ['furnitures', 'furniture'],
  ['equipments', 'equipment'],
  ['homeworks', 'homework'],
  ['knowledges', 'knowledge'],
  ['luggages', 'luggage'],
]);

const COMPARATIVES = set('better worse bigger smaller easier harder faster cheaper older younger happier');
const MISSING_BE_AFTER = set('sorry happy sad late tired busy sick ready afraid hungry angry scared fine');
const A_BEFORE_VOWEL_OK = /^(uni|use|usu|eu|one|once|ur)/;
const AN_BEFORE_CONSONANT_OK = /^(hour|honest|honou?r|heir)/;

export interface FindErrorsOptions {
  /** Spelling check (off for transcripts, which the speech-to-text spelled). */
  isKnownWord?: (lower: string) => boolean;
  /** Capitals and punctuation (off for transcripts). */
  mechanics: boolean;
}

export function findErrors(read: ReadText, options: FindErrorsOptions): WritingError[] {
  const errors: WritingError[] = [];
  const flagged = new Set<number>();
  const add = (kind: ErrorKind, from: Token, to: Token, message: string) => {
    if (flagged.has(from.start)) return;
    flagged.add(from.start);
    errors.push({
      kind,
      text: read.text.slice(from.start, to.end),
      start: from.start,
      end: to.end,
      sentence: from.sentence,
      message,
    });
  };

  for (const sentence of read.sentences) {
    const words = read.tokens.filter((token) => token.sentence === sentence.index);
    const pastTime = PAST_MARKERS.test(sentence.text);
    words.forEach((word, i) => {
      const next = words[i + 1];
      const after = words[i + 2];
      const before = words[i - 1];
      const w = word.lower;
      if (next === undefined) return;
      const n = next.lower;
      const guarded = before !== undefined && BARE_INFINITIVE_BEFORE.has(before.lower);

      if (SUBJECT_3.has(w) && BASE_VERBS.has(n) && !guarded) {
        if (pastTime)
          add(
            'tense',
            word,
            next,
            `"${word.text} ${next.text}" in a sentence about the past: the verb should be in the past.`,
          );
        else
          add(
            'agreement',
            word,
            next,
            `"${word.text} ${next.text}": with he, she or it the verb takes -s ("${thirdPersonOf(n)}").`,
          );
      }
      if (SUBJECT_OTHER.has(w) && THIRD_PERSON_FORMS.has(n)) {
        add(
          'agreement',
          word,
          next,
          `"${word.text} ${next.text}": with ${w === 'i' ? 'I' : w} the verb has no -s ("${THIRD_PERSON_FORMS.get(n)}").`,
        );
      }
      if (SUBJECT_OTHER.has(w) && BASE_VERBS.has(n) && pastTime && !guarded) {
        const perfect = n === 'have' && after !== undefined && (after.lower === 'been' || isPastForm(after.lower));
        if (!perfect)
          add(
            'tense',
            word,
            next,
            `"${word.text} ${next.text}" in a sentence about the past: the verb should be in the past.`,
          );
      }
      const subjunctive = before !== undefined && SUBJUNCTIVE_BEFORE.has(before.lower);
      const beMismatch =
        (w === 'i' && (n === 'is' || n === 'are' || (n === 'were' && !subjunctive))) ||
        (SUBJECT_3.has(w) && (n === 'are' || n === 'am' || (n === 'were' && !subjunctive))) ||
        ((w === 'we' || w === 'they' || w === 'you') && (n === 'is' || n === 'was' || n === 'am')) ||
        (w === 'people' && (n === 'is' || n === 'was' || n === 'has'));
      if (beMismatch)
        add('agreement', word, next, `"${word.text} ${next.text}": the verb does not agree with its subject.`);
      // "postponing the experiments was …": the subject is the -ing clause, not the plural.
      const gerundBefore = words[i - 2]?.lower.endsWith('ing') ?? false;
      if (
        before !== undefined &&
        !gerundBefore &&
        DETERMINERS_PLURAL.has(before.lower) &&
        /[^s]s$/.test(w) &&
        !/(us|is|ss)$/.test(w) &&
        !SINGULAR_IN_S.has(w) &&
        (n === 'is' || n === 'was' || n === 'has')
      ) {
        add(
          'agreement',
          word,
          next,
          `"${word.text} ${next.text}": a plural subject takes "${n === 'has' ? 'have' : n === 'is' ? 'are' : 'were'}".`,
        );
      }
      if (
        w === 'there' &&
        (n === 'is' || n === 'was') &&
        after !== undefined &&
        /^(many|several|some|few|two|three|lots)$/.test(after.lower)
      ) {
        add(
          'agreement',
          word,
          after,
          `"${word.text} ${next.text} ${after.text}": with a plural, "there ${n === 'is' ? 'are' : 'were'}".`,
        );
      }
      if (
        MODALS.has(w) &&
        (n === 'to' || THIRD_PERSON_FORMS.has(n) || (isPastForm(n) && !['had', 'used'].includes(n)))
      ) {
        if (!(w === 'will' && before !== undefined && /^(the|a|good|free|own)$/.test(before.lower))) {
          add(
            'verb_form',
            word,
            next,
            `"${word.text} ${next.text}": after "${w}" the verb is in its base form, without "to".`,
          );
        }
      }
      if (DO_FORMS.has(w)) {
        const target = SUBJECT_3.has(n) || SUBJECT_OTHER.has(n) || n === 'not' ? after : next;
        if (
          target !== undefined &&
          (THIRD_PERSON_FORMS.has(target.lower) ||
            (isPastForm(target.lower) && !['done', 'had'].includes(target.lower)))
        ) {
          if (!(target === next && (n === 'done' || n === 'had'))) {
            add(
              'verb_form',
              word,
              target,
              `"${read.text.slice(word.start, target.end)}": after "${w}" the verb is in its base form.`,
            );
          }
        }
      }
      if (
        (w === 'am' || w === 'is' || w === 'are') &&
        BASE_VERBS.has(n) &&
        ![
          'have',
          'do',
          'use',
          'work',
          'love',
          'help',
          'play',
          'change',
          'plan',
          'call',
          'answer',
          'visit',
          'walk',
          'drink',
          'sleep',
          'start',
          'stay',
          'wait',
          'open',
          'close',
          'travel',
          'check',
          'fix',
          'pay',
          'try',
          'watch',
          'finish',
          'feel',
        ].includes(n)
      ) {
        add('verb_form', word, next, `"${word.text} ${next.text}": "${w}" does not go with the base form of a verb.`);
      }
      if ((w === 'i' || w === 'he' || w === 'she' || w === 'we' || w === 'they') && MISSING_BE_AFTER.has(n)) {
        add('verb_form', word, next, `"${word.text} ${next.text}": the verb "be" is missing.`);
      }
      if (
        n === 'not' &&
        after !== undefined &&
        (after.lower.endsWith('ing') || BASE_VERBS.has(after.lower)) &&
        !/^(do|does|did|is|are|am|was|were|be|been|will|would|can|could|should|must|may|might|have|has|had|to|why|or|and|but|if|whether|i|we|they|you|he|she|it|also|just)$/.test(
          w,
        ) &&
        !MODALS.has(w)
      ) {
        add(
          'verb_form',
          word,
          after,
          `"${read.text.slice(word.start, after.end)}": a verb ("is", "does") is missing before "not".`,
        );
      }
      if (w === 'a' && /^[aeiou]/.test(n) && !A_BEFORE_VOWEL_OK.test(n) && next.text !== next.text.toUpperCase()) {
        add('article', word, next, `"${word.text} ${next.text}": "an" before a vowel sound.`);
      }
      if (
        w === 'an' &&
        /^[^aeiou]/.test(n) &&
        !AN_BEFORE_CONSONANT_OK.test(n) &&
        next.text !== next.text.toUpperCase()
      ) {
        add('article', word, next, `"${word.text} ${next.text}": "a" before a consonant sound.`);
      }
      if ((w === 'more' && COMPARATIVES.has(n)) || (w === 'most' && (n === 'best' || n === 'worst'))) {
        add('word_form', word, next, `"${word.text} ${next.text}": a double comparative.`);
      }
      if (options.mechanics && w === n && !['had', 'that'].includes(w)) {
        add('mechanics', word, next, `"${word.text} ${next.text}": the word is repeated.`);
      }
    });

    for (const word of words) {
      const plural = NOT_COUNTED_AS_PLURAL.get(word.lower);
      if (plural !== undefined) add('word_form', word, word, `"${word.text}": the word is "${plural}".`);
      else if (options.mechanics && word.text === 'i')
        add('mechanics', word, word, '"i": the pronoun I is always a capital.');
      else if (
        options.isKnownWord !== undefined &&
        word.text === word.lower &&
        word.lower.length > 1 &&
        !options.isKnownWord(word.lower)
      ) {
        add('spelling', word, word, `"${word.text}" is not an English word as spelled.`);
      }
    }
    const first = words[0];
    if (
      options.mechanics &&
      first !== undefined &&
      first.start === sentence.start &&
      /^[a-z]/.test(first.text) &&
      first.text !== 'i'
    ) {
      add('mechanics', first, first, `"${first.text}": a sentence starts with a capital letter.`);
    }
  }
  return errors.sort((a, b) => a.start - b.start);
}
