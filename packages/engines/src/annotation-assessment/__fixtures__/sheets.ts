/**
 * Annotation sheets with their scores worked out by hand (decision 0068). Each figure in `expected` was
 * computed on paper from the item bank's gold before the test was run; the comments show the working.
 */
import {
  ANNOTATION_BANK,
  annotationItem,
  type AnnotationKind,
  type CorrectItem,
  type Span,
  type SpanItem,
} from '../items.ts';
import type { AnnotationAnswers } from '../score-annotation.ts';

const item = <T>(id: string) => annotationItem(id) as T;
const spanAt = (id: string, surface: string, label: Span['label'], extraBefore = '', extraAfter = ''): Span => {
  const text = item<SpanItem>(id).text;
  const start = text.indexOf(`${extraBefore}${surface}${extraAfter}`);
  if (start < 0) throw new Error(`"${surface}" not in ${id}`);
  return { start, end: start + extraBefore.length + surface.length + extraAfter.length, label };
};

/** Gold for every item of a kind: the perfect sheet. Part 4 is the team's own correction. */
export function perfectSheet(kind: AnnotationKind): AnnotationAnswers {
  const answers: Record<string, unknown> = {};
  for (const ids of Object.values(ANNOTATION_BANK[kind])) {
    for (const id of ids) {
      const bankItem = annotationItem(id)!;
      answers[id] = bankItem.part === 'part4' ? bankItem.reference : bankItem.gold;
    }
  }
  return answers as AnnotationAnswers;
}

/**
 * annotation_v1, every answer wrong: another label on parts 1 and 5, no spans, each ranking reversed
 * (tau = −1, scored 0), the flawed answers handed back unchanged. Every part 0, overall 0.
 */
export const allWrongV1: AnnotationAnswers = {
  'an-c1': 'negative',
  'an-c2': 'positive',
  'an-c3': 'positive',
  'an-c4': 'neutral',
  'an-c5': 'negative',
  'an-c6': 'positive',
  'an-s1': [],
  'an-s2': [],
  'an-s3': [],
  'an-r1': ['d', 'b', 'c', 'a'],
  'an-r2': ['d', 'c', 'b', 'a'],
  'an-f1': item<CorrectItem>('an-f1').flawed,
  'an-f2': item<CorrectItem>('an-f2').flawed,
  'an-g1': 'NOT_SPAM',
  'an-g2': 'SPAM',
  'an-g3': 'NOT_SPAM',
  'an-g4': 'SPAM',
  'an-g5': 'NOT_SPAM',
};

/**
 * annotation_v1, partly right.
 *
 * part1: c3 and c6 (gold neutral) answered positive and negative; 4 of 6 right, accuracy 2/3. Candidate
 *   labels pos 3, neg 3; gold pos 2, neg 2, neutral 2; chance agreement 3/6·2/6 + 3/6·2/6 = 1/3;
 *   kappa = (2/3 − 1/3) / (1 − 1/3) = 0.5.
 * part2: 11 gold spans, 11 candidate spans. s1 all four exact. s2 "Dubai" exact, "March" missed,
 *   "the Ministry of Health" for "Ministry of Health" (18 of 22 characters: 0.8182), "conference" an extra.
 *   s3 (Arabic) "أرامكو" exact, "في الظهران" for "الظهران" (7/10), "الأحد" for "يوم الأحد" (5/9), "خالد
 *   العتيبي" typed ORG (no credit: an extra and a miss). Exact: 6 matches, F1 = 6/11 = 0.5455. Partial:
 *   6 + 18/22 + 7/10 + 5/9 = 8.0737; F1 = 2·8.0737 / 22 = 0.734.
 * part3: r1 [a, b, c, d] against [a, c, b, d]: one of six pairs swapped, tau 4/6, scored 0.8333; r2
 *   [b, a, d, c] against [a, b, c, d]: two swapped, tau 2/6, scored 0.6667; part 0.75.
 * part4: f1 is the team's correction (1). f2 fixes the spelling (الدرعيه → الدرعية) but keeps "جدة": one of
 *   two flaws; the flawed answer is 7 edits from the correction (جدة → الرياض: 6, ه → ة: 1), the answer 6,
 *   improvement 1/7; Arabic, so no rubric: (0.5·0.5 + 0.25·1/7) / 0.75 = 0.381. Part (1 + 0.381) / 2 = 0.6905.
 * part5: g2 answered SPAM (gold NOT_SPAM), g5 NOT_SPAM (gold SPAM): 3 of 5, accuracy 0.6. Candidate SPAM 3,
 *   NOT 2; gold SPAM 3, NOT 2; chance 9/25 + 4/25 = 0.52; kappa = 0.08 / 0.48 = 0.1667.
 * Overall: 0.15·0.6667 + 0.25·0.734 + 0.15·0.75 + 0.2·0.6905 + 0.25·0.6 = 0.6841 → 68.4.
 */
export const partlyRightV1: AnnotationAnswers = {
  'an-c1': 'positive',
  'an-c2': 'negative',
  'an-c3': 'positive',
  'an-c4': 'negative',
  'an-c5': 'positive',
  'an-c6': 'negative',
  'an-s1': item<SpanItem>('an-s1').gold,
  'an-s2': [
    spanAt('an-s2', 'Dubai', 'LOC'),
    spanAt('an-s2', 'Ministry of Health', 'ORG', 'the '),
    spanAt('an-s2', 'conference', 'LOC'),
  ],
  'an-s3': [
    spanAt('an-s3', 'أرامكو', 'ORG'),
    spanAt('an-s3', 'الظهران', 'LOC', 'في '),
    spanAt('an-s3', 'الأحد', 'DATE'),
    spanAt('an-s3', 'خالد العتيبي', 'ORG'),
  ],
  'an-r1': ['a', 'b', 'c', 'd'],
  'an-r2': ['b', 'a', 'd', 'c'],
  'an-f1': item<CorrectItem>('an-f1').reference,
  'an-f2': 'عاصمة المملكة العربية السعودية هي جدة، ومن أبرز معالمها برج المملكة وحي الطريف التاريخي في الدرعية.',
  'an-g1': 'SPAM',
  'an-g2': 'SPAM',
  'an-g3': 'SPAM',
  'an-g4': 'NOT_SPAM',
  'an-g5': 'NOT_SPAM',
};

/**
 * Arabic spans (an-s4): "نورة " selected with its space (trimmed: exact), "جدة" exact, "وبالرياض" for
 * "الرياض" (the proclitics و and ب taken in: 6 of 8 letters, 0.75), "جامعة الملك سعود" exact plus "الملك
 * سعود" as a PERSON inside it (an extra), "١٥ مارس" exact. Gold 5, candidate 6, exact 4: F1 = 8/11 =
 * 0.7273; partial credit 4.75: F1 = 9.5/11 = 0.8636.
 */
export const arabicSpansS4: readonly Span[] = [
  spanAt('an-s4', 'نورة', 'PERSON', '', ' '),
  spanAt('an-s4', 'جدة', 'LOC'),
  spanAt('an-s4', 'الرياض', 'LOC', 'وب'),
  spanAt('an-s4', 'جامعة الملك سعود', 'ORG'),
  spanAt('an-s4', 'الملك سعود', 'PERSON'),
  spanAt('an-s4', '١٥ مارس', 'DATE'),
];
