/**
 * The job's skills: catalogue skills named in the posting, each must-have or nice-to-have.
 *
 * Importance, strongest evidence first (decision 0031):
 * 1. the wording of the clause the skill sits in: "preferred", "a plus", "nice to have", "desirable",
 *    "ideally", "advantage", "يفضل", "ميزة إضافية" make it nice-to-have; "required", "must", "essential",
 *    "mandatory", "يشترط", "مطلوب", "إلزامي" make it must-have;
 * 2. the section: under "Nice to have" / "Preferred" / "يفضل" it is nice-to-have; anywhere else that
 *    describes the job (requirements, responsibilities, the role) it is must-have;
 * 3. a skill named twice keeps its strongest evidence; on a tie, must-have.
 * Skills named only in the company's blurb, the benefits or how to apply are not the job's.
 */
import type { SKILL_IMPORTANCE } from '@masar/shared/jobs';
import type { JobTextCatalogue } from './catalogue.ts';
import type { JobLine, SectionKind } from './lines.ts';
import { paraphrasedSkills } from './paraphrase.ts';

export type SkillImportance = (typeof SKILL_IMPORTANCE)[number];

export interface JobSkill {
  id: string;
  importance: SkillImportance;
}

const NICE = /\bprefer(?:red|ably|ence)?\b|\ba\s+plus\b|\bis\s+a\s+plus\b|\bplus\s+point\b|\bnice[\s-]to[\s-]have\b|\bdesir(?:able|ed)\b|\bideally\b|\badvantage(?:ous)?\b|\bbonus\b|\bwould\s+be\s+(?:great|good|nice|helpful|beneficial)\b|\bgood\s+to\s+have\b|\bhelpful\b|\bbeneficial\b|\bfamiliarity\s+with\b.*\b(?:helps|welcome)\b|\bwelcome\b|\boptional\b|يفضل|يُفضل|ويفضل|ميزة|ميزه|مرغوب|يستحسن|من\s+المستحسن|تعتبر\s+ميزة|يعتبر\s+ميزة|إضافة\s+مميزة/iu;
const MUST = /\brequired\b|\brequires?\b|\brequirement\b|\bmust\b|\byou\s+(?:will\s+)?need\b|\byou\s+(?:should\s+)?have\b|\bcandidates?\s+(?:should|must|will)\b|\bessential\b|\bmandatory\b|\bneed\s+to\s+have\b|\bis\s+a\s+must\b|\bstrong\b|\bproven\b|\bproficien(?:t|cy)\b|يشترط|يُشترط|مطلوب|إلزامي|الزامي|ضروري|لا\s+بد|يجب|شرط/iu;

/**
 * Catalogue spellings that in a job posting are usually something else: "BSc" (a degree, not the balanced
 * scorecard), "SAR" (riyals), "hiring" (the employer's), "safe" (care, not the agile framework).
 */
const AMBIGUOUS_MENTIONS: ReadonlySet<string> = new Set(['BSc', 'SAR', 'hiring', 'Hiring', 'safe', 'Safe']);

const NOT_THE_JOB: ReadonlySet<SectionKind> = new Set(['company', 'benefits', 'apply']);

/** The clauses of a line: a cue applies to the clause it is written in ("SQL required; Tableau a plus"). */
function clauses(text: string): Array<{ text: string; start: number }> {
  const out: Array<{ text: string; start: number }> = [];
  const splitter = /[.;؛!?؟]\s+|\s+[–—]\s+|\)\s*[,،]\s*|\s*\|\s*|,\s+(?:and\s+|while\s+|but\s+)?(?=(?:[^,]*\b(?:preferred|a plus|nice to have|desirable|advantage|required|must|essential)\b))|،\s*(?=[^،]*(?:يفضل|ميزة|يشترط|مطلوب))|\s+(?:while|whereas|but)\s+|\s+(?:و)?(?=يفضل|يشترط)/giu;
  let start = 0;
  for (const match of text.matchAll(splitter)) {
    out.push({ text: text.slice(start, match.index), start });
    start = (match.index ?? 0) + match[0].length;
  }
  out.push({ text: text.slice(start), start });
  return out;
}

function cueOf(text: string): SkillImportance | null {
  const nice = NICE.test(text);
  const must = MUST.test(text);
  if (nice && !/\b(?:is|are)\s+(?:required|a\s+must|essential|mandatory)\b|يشترط|مطلوب/iu.test(text)) return 'nice_to_have';
  if (must) return 'must_have';
  if (nice) return 'nice_to_have';
  return null;
}

interface Evidence {
  importance: SkillImportance;
  /** 2 the wording, 1 the section, 0 neither. */
  strength: number;
}

export function readSkills(lines: readonly JobLine[], catalogue: JobTextCatalogue | undefined, skip: ReadonlySet<number> = new Set()): { skills: JobSkill[]; sectorVotes: Map<string, number> } {
  const evidence = new Map<string, Evidence>();
  const sectorVotes = new Map<string, number>();
  if (!catalogue) return { skills: [], sectorVotes };
  const order: string[] = [];
  for (const line of lines) {
    if (!line.text || line.heading || NOT_THE_JOB.has(line.section)) continue;
    // "Key: value" lines name the job's facts, not its skills ("Skills: …" opens a section instead);
    // an experience value may name one ("Experience: 3 years of SAP").
    if (line.field && line.field.key !== 'experience') continue;
    if (skip.has(line.index)) continue;
    const scanned = catalogue.scanSkills(line.text);
    const mentions = [...scanned, ...paraphrasedSkills(line.text, catalogue).filter((found) => !scanned.some((mention) => mention.id === found.id))];
    if (!mentions.length) continue;
    const parts = clauses(line.text);
    for (const mention of mentions) {
      if (AMBIGUOUS_MENTIONS.has(mention.text)) continue;
      const clause = [...parts].reverse().find((part) => part.start <= mention.start) ?? parts[0];
      const cue = cueOf(clause?.text ?? line.text);
      const next: Evidence = cue
        ? { importance: cue, strength: 2 }
        : line.section === 'preferred'
          ? { importance: 'nice_to_have', strength: 1 }
          : line.section === 'requirements'
            ? { importance: 'must_have', strength: 1 }
            : { importance: 'must_have', strength: 0 };
      // A soft skill in the prose about the company or the role ("present to the leadership team") is
      // not asked for; in the requirements, in a list, or with the wording of a requirement, it is.
      if (mention.type === 'soft' && !cue && !line.bullet && line.section !== 'requirements' && line.section !== 'preferred') continue;
      const previous = evidence.get(mention.id);
      if (!previous) {
        order.push(mention.id);
        sectorVotes.set(mention.sector, (sectorVotes.get(mention.sector) ?? 0) + 1);
      }
      if (!previous || next.strength > previous.strength || (next.strength === previous.strength && next.importance === 'must_have')) evidence.set(mention.id, next);
    }
  }
  return { skills: order.map((id) => ({ id, importance: (evidence.get(id) as Evidence).importance })), sectorVotes };
}
