/**
 * Inputs and outputs of the matching engine. Plain types, no schema library: the server maps its rows to
 * these. Protected attributes (sex, age, date of birth, nationality, religion, marital status, disability)
 * are deliberately absent, so no code path can read them (see docs/decisions/0010-matching-weights.md).
 */

/** Ordinal education levels, lowest first. */
export const EDUCATION_LEVELS = ['none', 'secondary', 'diploma', 'bachelor', 'master', 'doctorate'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** The six RIASEC interest areas, in Holland's order. */
export const INTEREST_AREAS = [
  'realistic',
  'investigative',
  'artistic',
  'social',
  'enterprising',
  'conventional',
] as const;
export type InterestArea = (typeof INTEREST_AREAS)[number];
export type InterestProfile = Record<InterestArea, number>;

export interface CandidateSkill {
  /** Catalogue id, e.g. 'skill:python'. */
  id: string;
  name: string;
  /** Carried for explanations ("5 years of Python"); not scored (self-reported, see the decision record). */
  years?: number;
  /** 1–5, carried for display; not scored. */
  level?: number;
}

export interface MatchCandidate {
  skills: readonly CandidateSkill[];
  /** Job titles held, the current or latest first. */
  titles: readonly string[];
  /** Standardised occupations (e.g. O*NET-SOC codes) of the titles held, when the parser resolved them. */
  occupationIds?: readonly string[];
  /** Total working experience in months. */
  experienceMonths: number;
  /** Highest education level reached. */
  educationLevel: EducationLevel;
  /** My Next Move interest scores, each 0–40. Absent (or all equal, e.g. the all-zero initial state) = no results. */
  interests?: InterestProfile | null;
}

export interface JobSkill {
  id: string;
  name: string;
  /** 1 (nice to know) … 5 (critical), the O*NET importance scale. Values outside are clamped; non-numbers read as 3. */
  importance: number;
  /** A must-have: missing it also lowers the whole score (see REQUIRED_GAP_PENALTY). */
  required: boolean;
}

export interface MatchJob {
  id: string;
  title: string;
  /** Standardised occupation of the job, e.g. an O*NET-SOC code. */
  occupationId?: string;
  skills: readonly JobSkill[];
  /** Minimum experience asked, in months (0 = none). */
  minExperienceMonths: number;
  /** Minimum education asked; absent = none. */
  educationLevel?: EducationLevel;
  /** O*NET interest profile of the job's occupation, each 1–7. */
  occupationInterests?: InterestProfile | null;
}

export interface RelatedSkill {
  id: string;
  /** 0–1: how much of one skill carries over to the other. */
  strength: number;
}

/** Provided by the catalogue. Treated as symmetric: the stronger of the two directions counts. */
export interface SkillGraph {
  related(skillId: string): readonly RelatedSkill[];
}

/** A job skill the candidate holds (by catalogue id or by name). */
export interface MatchedSkill {
  id: string;
  name: string;
}

/**
 * A job skill the candidate does not hold. A related skill of theirs may earn it partial credit in the score
 * (`via`, the candidate's skill id): it stays a skill to gain, as the career path says, "partly, through" that
 * skill (docs/decisions/0026-partial-credit-is-a-gap.md).
 */
export interface GapSkill {
  id: string;
  name: string;
  importance: number;
  required: boolean;
  via?: string;
}

export interface MatchComponents {
  /** Importance-weighted skill coverage; null when the job lists no skills. */
  skills: number | null;
  /** Null when the job title has no role word to compare and no occupation is shared. */
  title: number | null;
  experience: number;
  education: number;
  /** Null when the candidate has no interest results or the job's occupation has no profile. */
  interest: number | null;
}

export interface Reason {
  /** Message key, rendered by describeReason in English or Arabic. */
  key: ReasonKey;
  params: Record<string, string | number>;
}

export type ReasonKey =
  | 'skills.strong'
  | 'skills.partial'
  | 'skills.weak'
  | 'skills.related'
  | 'skills.missing_required'
  | 'title.same'
  | 'title.related'
  | 'title.different'
  | 'occupation.same'
  | 'experience.meets'
  | 'experience.short'
  | 'experience.unrelated'
  | 'education.meets'
  | 'education.below'
  | 'interest.aligned'
  | 'interest.misaligned';

export interface MatchResult {
  job_id: string;
  /** 0–1, rounded to 4 decimals. Match % = round(matching_score × 100). */
  matching_score: number;
  /** matching_score ÷ the score of the job's ideal candidate, 0–1, 4 decimals (see the decision record). */
  norm_score: number;
  job_match: MatchedSkill[];
  job_gap: GapSkill[];
  components: MatchComponents;
  /** The three reasons that moved the score most, strongest first. */
  reasons: Reason[];
}
