/**
 * The items of each skills-assessment kind as the server serves and checks them (decision 0069): one list
 * per kind in the order asked, each item with its section, types and the candidate-safe view that the
 * engines' `englishQuestion` / `annotationQuestion` make (no key, gold, flaws or topic groups).
 */
import {
  ANNOTATION_BANK_VERSION,
  ANNOTATION_PARTS,
  ANNOTATION_TIME_LIMIT_MINUTES,
  GUIDELINES,
  annotationItems,
  annotationQuestion,
  type AnnotationItem,
} from '@masar/engines/annotation-assessment/items';
import {
  ENGLISH_BANK,
  ENGLISH_BANK_VERSION,
  ENGLISH_TIME_LIMIT_MINUTES,
  READING_PASSAGES,
  englishQuestion,
  type EnglishItem,
} from '@masar/engines/english-assessment/items';
import type { SkillsAssessmentKind } from '@masar/shared/assessments';

export type BankEntry =
  | { engine: 'english'; id: string; position: number; section: string; item: EnglishItem; question: object }
  | { engine: 'annotation'; id: string; position: number; section: string; item: AnnotationItem; question: object };

export const isEnglishKind = (kind: SkillsAssessmentKind): kind is 'english_v1' | 'english_v2' =>
  kind === 'english_v1' || kind === 'english_v2';

export const TIME_LIMIT_MINUTES: Readonly<Record<SkillsAssessmentKind, number>> = {
  ...ENGLISH_TIME_LIMIT_MINUTES,
  ...ANNOTATION_TIME_LIMIT_MINUTES,
};

export const BANK_VERSION: Readonly<Record<SkillsAssessmentKind, number>> = {
  english_v1: ENGLISH_BANK_VERSION,
  english_v2: ENGLISH_BANK_VERSION,
  annotation_v1: ANNOTATION_BANK_VERSION,
  annotation_v2: ANNOTATION_BANK_VERSION,
};

function build(kind: SkillsAssessmentKind): BankEntry[] {
  if (isEnglishKind(kind)) {
    return ENGLISH_BANK[kind].map((item, index) => {
      const question = englishQuestion(item);
      // A reading item is answered from its passage: the candidate reads it with the item.
      const passage = 'passageId' in item && item.passageId ? READING_PASSAGES[item.passageId] : undefined;
      return {
        engine: 'english',
        id: item.id,
        position: index + 1,
        section: item.section,
        item,
        question: passage ? { ...question, passage } : question,
      };
    });
  }
  return ANNOTATION_PARTS.flatMap((part) => annotationItems(kind, part)).map((item, index) => {
    const question = annotationQuestion(item);
    // A part5 case is judged by its written guideline: the candidate reads it with the case.
    const guideline = 'guidelineId' in item && item.guidelineId ? GUIDELINES[item.guidelineId] : undefined;
    return {
      engine: 'annotation',
      id: item.id,
      position: index + 1,
      section: item.part,
      item,
      question: guideline ? { ...question, guideline } : question,
    };
  });
}

const BANKS = new Map<SkillsAssessmentKind, { entries: BankEntry[]; byId: Map<string, BankEntry> }>();

/** The kind's items in order, and by id; built once. */
export function bankOf(kind: SkillsAssessmentKind) {
  let bank = BANKS.get(kind);
  if (!bank) {
    const entries = build(kind);
    bank = { entries, byId: new Map(entries.map((entry) => [entry.id, entry])) };
    BANKS.set(kind, bank);
  }
  return bank;
}
