/**
 * scoreMatch: one candidate against one job, a score in [0, 1] and why. Pure and deterministic: the same
 * inputs give the same result, nothing is read from the clock or the outside. The weights and curves are in
 * weights.ts; the record of why is docs/decisions/0010-matching-weights.md.
 */
import { compareTitleTokens, normaliseText, tokenizeTitle, type TitleTokens } from './title-similarity.ts';
import {
  EDUCATION_LEVELS,
  INTEREST_AREAS,
  type CandidateSkill,
  type EducationLevel,
  type GapSkill,
  type InterestArea,
  type InterestProfile,
  type JobSkill,
  type MatchCandidate,
  type MatchComponents,
  type MatchedSkill,
  type MatchJob,
  type MatchResult,
  type Reason,
  type SkillGraph,
} from './types.ts';
import {
  DEFAULT_IMPORTANCE,
  DEFAULT_WEIGHTS,
  EDUCATION_RANK,
  EDUCATION_SHORTFALL_FIT,
  EXPERIENCE_CURVE_EXPONENT,
  MIN_RELATED_STRENGTH,
  PAST_TITLE_FACTOR,
  RELATED_SKILL_CREDIT,
  REQUIRED_GAP_PENALTY,
  REQUIRED_SKILL_FACTOR,
  RELEVANCE_FULL_AT,
  SAME_OCCUPATION_TITLE_FIT,
  type MatchWeights,
} from './weights.ts';

export interface ScoreOptions {
  /** Override the default weights (experiments, audits). Negative or non-finite weights read as 0. */
  weights?: MatchWeights;
}

interface PreparedJobSkill {
  skill: JobSkill;
  importance: number;
  weight: number;
  nameKey: string;
}

/** A job with its title tokenised and its skills cleaned, so ranking many candidates does the work once. */
export interface PreparedJob {
  job: MatchJob;
  titleTokens: TitleTokens;
  skills: readonly PreparedJobSkill[];
  requiredWeight: number;
  totalWeight: number;
  interests: readonly number[] | null;
  educationRank: number;
  /** Minimum experience asked, in months, cleaned (0 when absent or not a number). */
  minExperienceMonths: number;
  /** Ideal-candidate scores, by whether the candidate being scored has interest results. */
  ceilings: Map<boolean, number>;
}

/** A candidate with titles tokenised and skills indexed, so ranking many jobs does the work once. */
export interface PreparedCandidate {
  candidate: MatchCandidate;
  byId: ReadonlyMap<string, CandidateSkill>;
  byName: ReadonlyMap<string, CandidateSkill>;
  titleTokens: readonly TitleTokens[];
  occupations: ReadonlySet<string>;
  interests: readonly number[] | null;
  educationRank: number;
  experienceMonths: number;
  /** Job-skill id → the candidate's skill most related to it (via the graph, from the candidate's side). */
  reverseRelated: ReadonlyMap<string, { via: string; strength: number }>;
}

export const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;
const clamp01 = (value: number): number => (value > 1 ? 1 : value > 0 ? value : 0);
const finiteOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

function educationRank(level: EducationLevel | undefined): number {
  return level !== undefined && (EDUCATION_LEVELS as readonly string[]).includes(level) ? EDUCATION_RANK[level] : 0;
}

/** The six areas in order, clamped to the scale; null when there is no profile or it is flat (no preference shown). */
function interestVector(profile: InterestProfile | null | undefined, min: number, max: number): number[] | null {
  if (profile === null || profile === undefined || typeof profile !== 'object') return null;
  const vector = INTEREST_AREAS.map((area) => Math.min(max, Math.max(min, finiteOr(profile[area], min))));
  const first = vector[0];
  return vector.every((value) => value === first) ? null : vector;
}

function pearson(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < n; i += 1) {
    meanA += a[i] ?? 0;
    meanB += b[i] ?? 0;
  }
  meanA /= n;
  meanB /= n;
  let cov = 0;
  let varA = 0;
  let varB = 0;
  for (let i = 0; i < n; i += 1) {
    const da = (a[i] ?? 0) - meanA;
    const db = (b[i] ?? 0) - meanB;
    cov += da * db;
    varA += da * da;
    varB += db * db;
  }
  return varA === 0 || varB === 0 ? 0 : Math.max(-1, Math.min(1, cov / Math.sqrt(varA * varB)));
}

export function prepareJob(job: MatchJob): PreparedJob {
  const byId = new Map<string, PreparedJobSkill>();
  for (const skill of job.skills) {
    const importance = Math.min(5, Math.max(1, finiteOr(skill.importance, DEFAULT_IMPORTANCE)));
    const existing = byId.get(skill.id);
    // A skill listed twice counts once, at its highest importance, required if either listing says so.
    const merged: JobSkill = existing
      ? {
          ...existing.skill,
          importance: Math.max(existing.importance, importance),
          required: existing.skill.required || skill.required,
        }
      : { ...skill, importance };
    const finalImportance = merged.importance;
    byId.set(skill.id, {
      skill: merged,
      importance: finalImportance,
      weight: finalImportance * (merged.required ? REQUIRED_SKILL_FACTOR : 1),
      nameKey: normaliseText(skill.name),
    });
  }
  const skills = [...byId.values()];
  return {
    job,
    titleTokens: tokenizeTitle(job.title),
    skills,
    requiredWeight: skills.reduce((sum, s) => sum + (s.skill.required ? s.weight : 0), 0),
    totalWeight: skills.reduce((sum, s) => sum + s.weight, 0),
    interests: interestVector(job.occupationInterests, 1, 7),
    educationRank: educationRank(job.educationLevel),
    minExperienceMonths: Math.max(0, finiteOr(job.minExperienceMonths, 0)),
    ceilings: new Map(),
  };
}

/** A relation's strength as the engine reads it: clamped to [0, 1], 0 when not a number. */
export function strengthOf(value: unknown): number {
  return clamp01(finiteOr(value, 0));
}

export function prepareCandidate(candidate: MatchCandidate, graph: SkillGraph): PreparedCandidate {
  const byId = new Map<string, CandidateSkill>();
  const byName = new Map<string, CandidateSkill>();
  for (const skill of candidate.skills) {
    if (!byId.has(skill.id)) byId.set(skill.id, skill);
    const key = normaliseText(skill.name);
    if (key !== '' && !byName.has(key)) byName.set(key, skill);
  }
  const reverseRelated = new Map<string, { via: string; strength: number }>();
  for (const skill of byId.values()) {
    for (const related of graph.related(skill.id)) {
      const strength = strengthOf(related.strength);
      const best = reverseRelated.get(related.id);
      if (best === undefined || strength > best.strength || (strength === best.strength && skill.id < best.via)) {
        reverseRelated.set(related.id, { via: skill.id, strength });
      }
    }
  }
  return {
    candidate,
    byId,
    byName,
    titleTokens: candidate.titles.map((title) => tokenizeTitle(title)),
    occupations: new Set(candidate.occupationIds ?? []),
    ...candidateScalars(candidate),
    reverseRelated,
  };
}

/** What combine() reads of a candidate, cleaned as prepareCandidate cleans it. */
export function candidateScalars(candidate: MatchCandidate): Pick<PreparedCandidate, 'interests' | 'educationRank' | 'experienceMonths'> {
  return {
    interests: interestVector(candidate.interests, 0, 40),
    educationRank: educationRank(candidate.educationLevel),
    experienceMonths: Math.max(0, finiteOr(candidate.experienceMonths, 0)),
  };
}

interface SkillCredit {
  prepared: PreparedJobSkill;
  credit: number;
  via?: string;
}

function creditSkill(skill: PreparedJobSkill, candidate: PreparedCandidate, graph: SkillGraph): SkillCredit {
  if (candidate.byId.has(skill.skill.id) || (skill.nameKey !== '' && candidate.byName.has(skill.nameKey))) {
    return { prepared: skill, credit: 1 };
  }
  let bestStrength = 0;
  let via: string | undefined;
  for (const related of graph.related(skill.skill.id)) {
    const strength = strengthOf(related.strength);
    if (
      candidate.byId.has(related.id) &&
      (strength > bestStrength || (strength === bestStrength && via !== undefined && related.id < via))
    ) {
      bestStrength = strength;
      via = related.id;
    }
  }
  const reverse = candidate.reverseRelated.get(skill.skill.id);
  if (
    reverse !== undefined &&
    (reverse.strength > bestStrength || (reverse.strength === bestStrength && via !== undefined && reverse.via < via))
  ) {
    bestStrength = reverse.strength;
    via = reverse.via;
  }
  if (via === undefined || bestStrength < MIN_RELATED_STRENGTH) return { prepared: skill, credit: 0 };
  return { prepared: skill, credit: RELATED_SKILL_CREDIT * bestStrength, via };
}

interface TitleFit {
  fit: number | null;
  /** Index of the candidate title that gave the fit; -1 when the occupation did. */
  index: number;
}

function fitTitle(candidate: PreparedCandidate, job: PreparedJob): TitleFit {
  let best: TitleFit = { fit: null, index: -1 };
  const sameOccupation = job.job.occupationId !== undefined && candidate.occupations.has(job.job.occupationId);
  if (sameOccupation) best = { fit: SAME_OCCUPATION_TITLE_FIT, index: -1 };
  const jobHasWords = job.titleTokens.tokens.length > 0;
  if (!jobHasWords) return best;
  if (best.fit === null) best = { fit: 0, index: -1 };
  candidate.titleTokens.forEach((tokens, index) => {
    const similarity = (compareTitleTokens(tokens, job.titleTokens) ?? 0) * (index === 0 ? 1 : PAST_TITLE_FACTOR);
    if (best.fit === null || similarity > best.fit) best = { fit: similarity, index };
  });
  return best;
}

function fitExperience(months: number, required: number): number {
  if (!(required > 0)) return 1;
  return Math.min(1, months / required) ** EXPERIENCE_CURVE_EXPONENT;
}

function fitEducation(rank: number, required: number): number {
  const shortfall = required - rank;
  if (shortfall <= 0) return 1;
  return EDUCATION_SHORTFALL_FIT[Math.min(shortfall, EDUCATION_SHORTFALL_FIT.length - 1)] ?? 0;
}

/**
 * The numbers that make a score, filled by combine(). One object can be reused across calls, so the bulk
 * path (match-index.ts) scores millions of pairs without allocating.
 */
export interface Combined {
  skills: number | null;
  title: number | null;
  interest: number | null;
  /** Experience and education fits before relevance. */
  experienceFit: number;
  educationFit: number;
  relevance: number;
  uncoveredRequired: number;
  /** Sum of the weights of the components that have data. */
  weightSum: number;
  base: number;
  raw: number;
}

export function emptyCombined(): Combined {
  return {
    skills: null,
    title: null,
    interest: null,
    experienceFit: 0,
    educationFit: 0,
    relevance: 0,
    uncoveredRequired: 0,
    weightSum: 0,
    base: 0,
    raw: 0,
  };
}

/** What combine() reads of a job (a PreparedJob has it all). */
export type JobScalars = Pick<PreparedJob, 'totalWeight' | 'requiredWeight' | 'interests' | 'minExperienceMonths' | 'educationRank'>;

/**
 * The one place where the parts of a match become its score: every path (one pair explained, a ranking,
 * the bulk index) ends here, so they agree to the last bit. `covered` and `uncoveredRequiredWeight` are the
 * sums over the job's skills, in the job's order, of weight × credit and, for must-haves, weight × (1 − credit);
 * `titleFit` is the title fit before clamping (null when the title cannot be compared).
 */
export function combine(
  out: Combined,
  candidate: Pick<PreparedCandidate, 'interests' | 'educationRank' | 'experienceMonths'>,
  job: JobScalars,
  covered: number,
  uncoveredRequiredWeight: number,
  titleFit: number | null,
  weights: MatchWeights,
): number {
  const skills = job.totalWeight > 0 ? clamp01(covered / job.totalWeight) : null;
  const uncoveredRequired = job.requiredWeight > 0 ? clamp01(uncoveredRequiredWeight / job.requiredWeight) : 0;
  const interest =
    candidate.interests !== null && job.interests !== null
      ? clamp01((pearson(candidate.interests, job.interests) + 1) / 2)
      : null;
  const title = titleFit === null ? null : clamp01(titleFit);
  const experienceFit = clamp01(fitExperience(candidate.experienceMonths, job.minExperienceMonths));
  const educationFit = fitEducation(candidate.educationRank, job.educationRank);
  // Experience and education are counted as far as the candidate's background is relevant to this job.
  const relevance =
    skills === null && title === null ? 1 : Math.min(1, Math.max(skills ?? 0, title ?? 0) / RELEVANCE_FULL_AT);
  // A component without data gives its weight to the others in proportion: the score stays a weighted mean of what is known.
  let weightSum = 0;
  let weighted = 0;
  if (skills !== null) {
    weightSum += weights.skills;
    weighted += weights.skills * skills;
  }
  if (title !== null) {
    weightSum += weights.title;
    weighted += weights.title * title;
  }
  weightSum += weights.experience;
  weighted += weights.experience * (experienceFit * relevance);
  weightSum += weights.education;
  weighted += weights.education * (educationFit * relevance);
  if (interest !== null) {
    weightSum += weights.interest;
    weighted += weights.interest * interest;
  }
  const base = weightSum > 0 ? weighted / weightSum : 0;
  const raw = clamp01(base * (1 - REQUIRED_GAP_PENALTY * uncoveredRequired));
  out.skills = skills;
  out.title = title;
  out.interest = interest;
  out.experienceFit = experienceFit;
  out.educationFit = educationFit;
  out.relevance = relevance;
  out.uncoveredRequired = uncoveredRequired;
  out.weightSum = weightSum;
  out.base = base;
  out.raw = raw;
  return raw;
}

interface Scored extends Combined {
  components: MatchComponents;
  effectiveWeights: Record<keyof MatchWeights, number>;
  credits: SkillCredit[];
  titleFit: TitleFit;
}

export function cleanWeights(weights: MatchWeights): MatchWeights {
  const clean = (value: number) => Math.max(0, finiteOr(value, 0));
  return {
    skills: clean(weights.skills),
    title: clean(weights.title),
    experience: clean(weights.experience),
    education: clean(weights.education),
    interest: clean(weights.interest),
  };
}

function compute(candidate: PreparedCandidate, job: PreparedJob, graph: SkillGraph, weights: MatchWeights): Scored {
  const credits = job.skills.map((skill) => creditSkill(skill, candidate, graph));
  let covered = 0;
  let uncoveredRequiredWeight = 0;
  for (const { prepared, credit } of credits) {
    covered += prepared.weight * credit;
    if (prepared.skill.required) uncoveredRequiredWeight += prepared.weight * (1 - credit);
  }
  const titleFit = fitTitle(candidate, job);
  const combined = emptyCombined();
  combine(combined, candidate, job, covered, uncoveredRequiredWeight, titleFit.fit, weights);
  const components: MatchComponents = {
    skills: combined.skills,
    title: combined.title,
    experience: combined.experienceFit * combined.relevance,
    education: combined.educationFit * combined.relevance,
    interest: combined.interest,
  };
  const effectiveWeights = { skills: 0, title: 0, experience: 0, education: 0, interest: 0 };
  for (const key of ['skills', 'title', 'experience', 'education', 'interest'] as const)
    effectiveWeights[key] = components[key] === null || combined.weightSum === 0 ? 0 : weights[key] / combined.weightSum;
  return { ...combined, components, effectiveWeights, credits, titleFit };
}

/**
 * The job's ideal candidate, prepared directly from the prepared job: every skill held, its title and
 * occupation, exactly its experience and education, and (when the scored candidate has interest results) the
 * occupation's own interest profile. It is then scored by the same compute() as everyone else.
 */
function idealCandidate(job: PreparedJob, withInterest: boolean): PreparedCandidate {
  const skills = new Map<string, CandidateSkill>(
    job.skills.map(({ skill }) => [skill.id, { id: skill.id, name: skill.name }]),
  );
  return {
    candidate: { skills: [...skills.values()], titles: [job.job.title], experienceMonths: 0, educationLevel: 'none' },
    byId: skills,
    byName: new Map(),
    titleTokens: [job.titleTokens],
    occupations: new Set(job.job.occupationId === undefined ? [] : [job.job.occupationId]),
    interests: withInterest ? job.interests : null,
    educationRank: job.educationRank,
    experienceMonths: job.minExperienceMonths,
    reverseRelated: new Map(),
  };
}

const EMPTY_GRAPH: SkillGraph = { related: () => [] };

function ceilingOf(job: PreparedJob, withInterest: boolean, weights: MatchWeights, custom: boolean): number {
  const cached = custom ? undefined : job.ceilings.get(withInterest);
  if (cached !== undefined) return cached;
  const ceiling = compute(idealCandidate(job, withInterest), job, EMPTY_GRAPH, weights).raw;
  if (!custom) job.ceilings.set(withInterest, ceiling);
  return ceiling;
}

// ---- reasons ---------------------------------------------------------------------------------------------

interface RankedReason extends Reason {
  impact: number;
}

const REASON_ORDER: readonly Reason['key'][] = [
  'skills.missing_required',
  'skills.strong',
  'skills.partial',
  'skills.weak',
  'title.same',
  'occupation.same',
  'title.related',
  'title.different',
  'experience.meets',
  'experience.short',
  'experience.unrelated',
  'education.meets',
  'education.below',
  'interest.aligned',
  'interest.misaligned',
  'skills.related',
];

function skillParams(names: readonly string[], count: number): Record<string, string | number> {
  const params: Record<string, string | number> = { count };
  names.slice(0, 3).forEach((name, index) => {
    params[`skill_${index + 1}`] = name;
  });
  return params;
}

const byWeightThenId = (a: SkillCredit, b: SkillCredit) =>
  b.prepared.weight - a.prepared.weight ||
  (a.prepared.skill.id < b.prepared.skill.id ? -1 : a.prepared.skill.id > b.prepared.skill.id ? 1 : 0);

const years = (months: number) => Math.round((months / 12) * 10) / 10;

function topSharedArea(candidate: readonly number[], job: readonly number[]): InterestArea {
  const z = (vector: readonly number[]) => {
    const mean = vector.reduce((s, v) => s + v, 0) / vector.length;
    const sd = Math.sqrt(vector.reduce((s, v) => s + (v - mean) ** 2, 0) / vector.length) || 1;
    return vector.map((v) => (v - mean) / sd);
  };
  const zc = z(candidate);
  const zj = z(job);
  let best = 0;
  for (let i = 1; i < INTEREST_AREAS.length; i += 1) {
    if ((zc[i] ?? 0) + (zj[i] ?? 0) > (zc[best] ?? 0) + (zj[best] ?? 0)) best = i;
  }
  return INTEREST_AREAS[best] ?? 'realistic';
}

function topArea(vector: readonly number[]): InterestArea {
  let best = 0;
  for (let i = 1; i < vector.length; i += 1) if ((vector[i] ?? 0) > (vector[best] ?? 0)) best = i;
  return INTEREST_AREAS[best] ?? 'realistic';
}

function explain(candidate: PreparedCandidate, job: PreparedJob, scored: Scored): Reason[] {
  const reasons: RankedReason[] = [];
  const w = scored.effectiveWeights;
  const { components } = scored;

  if (components.skills !== null) {
    // Held is held: a skill earning partial credit through a related one is counted as missing, as in job_gap.
    const matched = scored.credits.filter((c) => c.credit >= 1).sort(byWeightThenId);
    const missing = scored.credits.filter((c) => c.credit < 1).sort(byWeightThenId);
    const total = scored.credits.length;
    const value = components.skills;
    const key = value >= 0.75 ? 'skills.strong' : value >= 0.4 ? 'skills.partial' : 'skills.weak';
    const names = (key === 'skills.weak' ? missing : matched).map((c) => c.prepared.skill.name);
    reasons.push({
      key,
      params: { ...skillParams(names, names.length), matched: matched.length, total },
      impact: w.skills * Math.abs(value - 0.5),
    });
    const missingRequired = missing.filter((c) => c.prepared.skill.required);
    if (scored.uncoveredRequired > 0 && missingRequired.length > 0) {
      reasons.push({
        key: 'skills.missing_required',
        params: skillParams(
          missingRequired.map((c) => c.prepared.skill.name),
          missingRequired.length,
        ),
        impact: scored.base * REQUIRED_GAP_PENALTY * scored.uncoveredRequired + 0.05,
      });
    }
    const related = missing.find((c) => c.via !== undefined);
    if (related?.via !== undefined) {
      const via = candidate.byId.get(related.via);
      reasons.push({
        key: 'skills.related',
        params: { skill: related.prepared.skill.name, via: via?.name ?? related.via },
        impact: (w.skills * related.prepared.weight * related.credit) / Math.max(job.totalWeight, 1e-9),
      });
    }
  }

  if (components.title !== null) {
    const value = components.title;
    const heldTitle = scored.titleFit.index >= 0 ? (candidate.candidate.titles[scored.titleFit.index] ?? '') : '';
    const key =
      scored.titleFit.index < 0 && value > 0
        ? 'occupation.same'
        : value >= 0.75
          ? 'title.same'
          : value >= 0.35
            ? 'title.related'
            : 'title.different';
    reasons.push({
      key,
      params: { title: heldTitle, job_title: job.job.title },
      impact: w.title * Math.abs(value - 0.5),
    });
  }

  const requiredMonths = job.minExperienceMonths;
  // Years in unrelated work are counted only in part (relevance); say so rather than "meets".
  const experienceKey =
    scored.relevance < 1 && scored.experienceFit > 0
      ? 'experience.unrelated'
      : scored.experienceFit >= 1
        ? 'experience.meets'
        : 'experience.short';
  reasons.push({
    key: experienceKey,
    params: {
      years: years(candidate.experienceMonths),
      required_years: years(requiredMonths),
      months: Math.round(candidate.experienceMonths),
      required_months: Math.round(requiredMonths),
    },
    impact: w.experience * Math.abs(components.experience - 0.5) * (requiredMonths > 0 ? 1 : 0.2),
  });

  const requiredLevel = EDUCATION_LEVELS[job.educationRank] ?? 'none';
  reasons.push({
    key: scored.educationFit >= 1 ? 'education.meets' : 'education.below',
    params: { level: EDUCATION_LEVELS[candidate.educationRank] ?? 'none', required: requiredLevel },
    impact: w.education * Math.abs(components.education - 0.5) * (job.educationRank > 0 ? 1 : 0.2) * scored.relevance,
  });

  if (components.interest !== null && candidate.interests !== null && job.interests !== null) {
    const aligned = components.interest >= 0.5;
    reasons.push({
      key: aligned ? 'interest.aligned' : 'interest.misaligned',
      params: { area: aligned ? topSharedArea(candidate.interests, job.interests) : topArea(job.interests) },
      impact: w.interest * Math.abs(components.interest - 0.5),
    });
  }

  return reasons
    .sort((a, b) => b.impact - a.impact || REASON_ORDER.indexOf(a.key) - REASON_ORDER.indexOf(b.key))
    .slice(0, 3)
    .map(({ key, params }) => ({ key, params }));
}

// ---- the function ----------------------------------------------------------------------------------------

/** Just the rounded score, for ranking: the explanation is built only for the matches that are kept. */
export function scorePreparedValue(
  candidate: PreparedCandidate,
  job: PreparedJob,
  graph: SkillGraph,
  options: ScoreOptions = {},
): number {
  const weights = cleanWeights(options.weights ?? DEFAULT_WEIGHTS);
  return round4(compute(candidate, job, graph, weights).raw);
}

/** Score prepared inputs (the ranking functions prepare each candidate and job once). */
export function scorePrepared(
  candidate: PreparedCandidate,
  job: PreparedJob,
  graph: SkillGraph,
  options: ScoreOptions = {},
): MatchResult {
  const custom = options.weights !== undefined;
  const weights = cleanWeights(options.weights ?? DEFAULT_WEIGHTS);
  const scored = compute(candidate, job, graph, weights);
  const ceiling = ceilingOf(job, candidate.interests !== null, weights, custom);
  const round = (value: number | null) => (value === null ? null : round4(value));
  return {
    job_id: job.job.id,
    matching_score: round4(scored.raw),
    norm_score: ceiling > 0 ? round4(Math.min(1, scored.raw / ceiling)) : 0,
    job_match: scored.credits
      .filter((c) => c.credit >= 1)
      .map(({ prepared }) => ({ id: prepared.skill.id, name: prepared.skill.name }) satisfies MatchedSkill),
    // Not held, with or without partial credit from a related skill (`via`): a skill to gain either way.
    job_gap: scored.credits
      .filter((c) => c.credit < 1)
      .map(({ prepared, via }) => {
        const gap: GapSkill = {
          id: prepared.skill.id,
          name: prepared.skill.name,
          importance: prepared.importance,
          required: prepared.skill.required,
        };
        return via === undefined ? gap : { ...gap, via };
      }),
    components: {
      skills: round(scored.components.skills),
      title: round(scored.components.title),
      experience: round4(scored.components.experience),
      education: round4(scored.components.education),
      interest: round(scored.components.interest),
    },
    reasons: explain(candidate, job, scored),
  };
}

/** Score a candidate against a job: a score in [0, 1], matched and missing skills, components and the top three reasons. */
export function scoreMatch(
  candidate: MatchCandidate,
  job: MatchJob,
  graph: SkillGraph,
  options: ScoreOptions = {},
): MatchResult {
  return scorePrepared(prepareCandidate(candidate, graph), prepareJob(job), graph, options);
}

export { describeReason, type ReasonLocale } from './describe-reason.ts';
