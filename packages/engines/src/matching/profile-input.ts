/**
 * A candidate profile (the parser's `upload_response`, as edited by the candidate) as the matching engine
 * reads it. Pure: "today" and the occupation lookup come in as arguments.
 */
import { byLatestWork, type CandidateProfile, type EducationEntry, type WorkEntry } from '@masar/shared/profile';
import { normaliseText } from './title-similarity.ts';
import { EDUCATION_LEVELS, type CandidateSkill, type EducationLevel, type MatchCandidate } from './types.ts';

export interface ProfileInputOptions {
  /** This month, 'YYYY-MM': an open-ended job counts up to it. */
  today: string;
  /** The catalogue's occupation id for a job title, when the title is one of its titles. */
  resolveOccupation?: (title: string) => string | undefined;
}

/** Skills the catalogue does not know keep their words, so a job naming the same words still matches them. */
export const UNLISTED_SKILL_PREFIX = 'name:';

/** Months since year 0 of a 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' date; a bare year reads as `monthOfBareYear`. */
function monthIndex(date: string | null, monthOfBareYear: number): number | null {
  if (date === null) return null;
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(date);
  if (!match) return null;
  const month = match[2] === undefined ? monthOfBareYear : Number(match[2]);
  return Number(match[1]) * 12 + (month - 1);
}

/**
 * Months of work, counting overlapping jobs once. A job runs from its start month through its end month;
 * a current job (or one with no end) runs to today; a bare year starts in January and ends in December.
 * Dates after today count to today.
 */
export function experienceMonthsOf(entries: readonly WorkEntry[], today: string): number {
  const now = monthIndex(today, 1) ?? 0;
  const spans: [number, number][] = [];
  for (const entry of entries) {
    const start = monthIndex(entry.start, 1);
    if (start === null || start > now) continue;
    const end = entry.currently_working || entry.end === null ? now : (monthIndex(entry.end, 12) ?? now);
    spans.push([start, Math.min(Math.max(end, start), now)]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let coveredTo = -Infinity;
  for (const [start, end] of spans) {
    const from = Math.max(start, coveredTo + 1);
    if (end >= from) months += end - from + 1;
    coveredTo = Math.max(coveredTo, end);
  }
  return months;
}

/**
 * Degree words by level, highest first, except that a school-leaving diploma ("High School Diploma") is
 * secondary education; English abbreviations and Arabic names.
 */
const DEGREE_PATTERNS: readonly [EducationLevel, RegExp][] = [
  ['doctorate', /\b(ph\.?\s?d|doctorate|doctor of|d\.?phil|dba|pharm\.?\s?d|m\.?d\.)(?![a-z])|دكتوراه|دكتوراة/i],
  ['master', /\b(masters?|m\.?sc|mba|m\.?eng|m\.?phil|llm|m\.?a\.|m\.?s\.|ms|ma)\b|ماجستير|ماجيستير/i],
  ['bachelor', /\b(bachelors?|b\.?sc|b\.?eng|b\.?a\.|b\.?s\.|bs|ba|bba|llb|mbbs|b\.?tech|b\.?com)\b|بكالوريوس|ليسانس/i],
  ['secondary', /\b(high school|secondary|a-levels?|gcse|baccalaureate)\b|ثانوي|ثانوية|الثانوية/i],
  ['diploma', /\b(diploma|associate|hnd|higher national)\b|دبلوم/i],
];

/** The level a degree title names; 'none' when it names none the engine knows. */
export function educationLevelOf(degreeTitle: string | null): EducationLevel {
  if (degreeTitle === null) return 'none';
  for (const [level, pattern] of DEGREE_PATTERNS) if (pattern.test(degreeTitle)) return level;
  return 'none';
}

/** A degree still in progress (an expected end after today, no end) counts as the level below it. */
function levelHeld(entry: EducationEntry, today: string): EducationLevel {
  const level = educationLevelOf(entry.degree_title ?? entry.field);
  const inProgress = entry.end === null && entry.expected_end !== null && entry.expected_end.slice(0, 7) > today;
  if (!inProgress) return level;
  const rank = EDUCATION_LEVELS.indexOf(level);
  return EDUCATION_LEVELS[Math.max(0, rank - 1)] ?? 'none';
}

function highestLevel(entries: readonly EducationEntry[], today: string): EducationLevel {
  let best = 0;
  for (const entry of entries) best = Math.max(best, EDUCATION_LEVELS.indexOf(levelHeld(entry, today)));
  return EDUCATION_LEVELS[best] ?? 'none';
}

/**
 * Work entries, latest first by their dates (current jobs, then the latest to end), not by the order of the
 * list: a resume that lists its oldest job first must not make that job the current role. Entries the dates
 * cannot order keep the profile's order ('0', '1', …).
 */
function workEntries(profile: CandidateProfile): WorkEntry[] {
  return Object.entries(profile.work_history_detailed)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, entry]) => entry)
    .sort(byLatestWork);
}

function skillsOf(profile: CandidateProfile): CandidateSkill[] {
  const byId = new Map<string, CandidateSkill>();
  for (const skill of profile.skills) {
    const id = skill.ref_skill?.id ?? `${UNLISTED_SKILL_PREFIX}${normaliseText(skill.name)}`;
    if (id === UNLISTED_SKILL_PREFIX || byId.has(id)) continue;
    byId.set(id, { id, name: skill.ref_skill?.name ?? skill.name });
  }
  return [...byId.values()];
}

/** The profile as the engine scores it. Interests come from the career-interest assessment, not the profile. */
export function matchCandidateFromProfile(profile: CandidateProfile, options: ProfileInputOptions): MatchCandidate {
  const entries = workEntries(profile);
  const fromHistory = entries.map((entry) => entry.job_title?.trim() ?? '').filter((title) => title !== '');
  const titles = fromHistory.length > 0 ? fromHistory : profile.career_path.filter((title) => title.trim() !== '');
  const occupationIds = new Set<string>();
  for (const title of titles) {
    const occupation = options.resolveOccupation?.(title);
    if (occupation !== undefined) occupationIds.add(occupation);
  }
  return {
    skills: skillsOf(profile),
    titles,
    occupationIds: [...occupationIds],
    experienceMonths: experienceMonthsOf(entries, options.today),
    educationLevel: highestLevel(profile.education, options.today),
  };
}
