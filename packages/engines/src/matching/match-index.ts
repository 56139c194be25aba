/**
 * Matching at scale: one candidate against tens of thousands of jobs in milliseconds, with the same scores
 * as scoreMatch, to the last bit.
 *
 * Scoring every pair is out of reach (100,000 candidates × 50,000 jobs is five billion pairs), but a pair can
 * score above the threshold only if the candidate is relevant to the job:
 * - Without a credited skill, a title in the same word family or the same occupation, skill and title fit are
 *   0, so experience and education count nothing (they are scaled by relevance) and the score is at most the
 *   interest weight's share, which the default weights keep under 0.2 (`untouchedCeiling` checks this for the
 *   weights in use; when it does not hold, every job is scored).
 * - Reached through skills alone (no title fit), a job needs a minimum share of its skill weight covered:
 *   below it, even full experience, education and interest fit leave the score at or under the threshold.
 *   So a candidate who holds none of a job's heaviest skills (its "prefix": those without which the rest
 *   cannot reach that share) cannot pass on skills, and only the prefix skills are indexed for this. The
 *   light skills most jobs share (communication, teamwork) then reach few jobs instead of thousands.
 * The index finds the jobs through those inverted lists (prefix skill → jobs, title word → titles → jobs,
 * occupation → jobs) and scores them with flat typed arrays and no allocation per pair, through score-match.ts's
 * combine() with the same sums in the same order: the results are identical (match-index.test.ts checks it).
 *
 * An index is immutable: a changed job set means a new index. Queries reuse scratch buffers, so one index
 * must not be queried from two threads at once (each worker thread builds its own).
 */
import { MATCH_SCORE_THRESHOLD } from '@masar/shared/matching';
import {
  cleanWeights,
  combine,
  emptyCombined,
  prepareJob,
  round4,
  strengthOf,
  type Combined,
  type JobScalars,
  type PreparedCandidate,
  type PreparedJob,
  type ScoreOptions,
} from './score-match.ts';
import { compareTitleTokens, titleTokenKeys, type TitleTokens } from './title-similarity.ts';
import type { MatchJob, SkillGraph } from './types.ts';
import {
  DEFAULT_WEIGHTS,
  MIN_RELATED_STRENGTH,
  PAST_TITLE_FACTOR,
  RELATED_SKILL_CREDIT,
  RELEVANCE_FULL_AT,
  REQUIRED_GAP_PENALTY,
  SAME_OCCUPATION_TITLE_FIT,
  type MatchWeights,
} from './weights.ts';

export interface JobIndex {
  /** The jobs in index order (sorted by id, so ties in score break by id). */
  readonly jobs: readonly PreparedJob[];
  readonly ids: readonly string[];
  readonly graph: SkillGraph;
  readonly weights: MatchWeights;
  /** The threshold the skill prefixes were cut for; a query with a lower one scores more widely. */
  readonly threshold: number;
  /** The highest score a job can reach with a candidate who is not relevant to it at all. */
  readonly untouchedCeiling: number;
  /** @internal the inverted lists and scratch buffers below */
  readonly internals: IndexInternals;
}

export interface JobIndexOptions extends ScoreOptions {
  /** The threshold queries will use (spec §9: 0.2); it decides how much of each job's skills is indexed. */
  threshold?: number;
}

/** Inverted lists of one kind of query: candidates with interest results, or without. */
interface PrefixPostings {
  start: Int32Array;
  jobs: Int32Array;
}

/**
 * A "slot" is a distinct (skill id, normalised name) pair among the jobs' skills: the engine credits a job
 * skill by its id or by its name, so two jobs naming one catalogue skill differently hold different slots.
 */
interface IndexInternals {
  slotsById: Map<string, number[]>;
  slotsByName: Map<string, number[]>;
  /** Candidate skill id → the slots whose own related list names it (the job side of a relation). */
  slotsRelatedTo: Map<string, { slot: number; strength: number }[]>;
  /** Jobs' skills, flat: job j's skills are [skillStart[j], skillStart[j + 1]), in the job's order. */
  skillStart: Int32Array;
  skillSlot: Int32Array;
  skillWeight: Float64Array;
  skillRequired: Uint8Array;
  /** Slot → jobs whose prefix holds it, for candidates without interest results [0] and with [1]. */
  prefixPostings: [PrefixPostings, PrefixPostings];
  /** Jobs grouped by title (one comparison serves every job with that title). */
  jobGroup: Int32Array;
  groupTokens: TitleTokens[];
  groupJobStart: Int32Array;
  groupJobs: Int32Array;
  groupsByKey: Map<string, number[]>;
  /**
   * What a title group's jobs can give a candidate who reaches them through the title alone (no prefix skill
   * credited), per kind of query (GROUP_CAP_FIELDS per group, first for candidates without interest results,
   * then with): see groupMayPass.
   */
  groupCaps: [Float64Array, Float64Array];
  occupationIds: Map<string, number>;
  jobsByOccupation: Int32Array[];
  /**
   * What scoring reads of each job, flat: the job objects, scattered in memory, cost more to reach for the
   * thousands of jobs a candidate touches than the arithmetic itself.
   */
  jobOccupation: Int32Array;
  jobHasWords: Uint8Array;
  jobScalars: { totalWeight: Float64Array; requiredWeight: Float64Array; minExperienceMonths: Float64Array; educationRank: Uint8Array };
  jobInterests: (readonly number[] | null)[];
  /** Jobs with no skills and no comparable title: relevance is then 1 for everyone, so they are always scored. */
  alwaysScored: Int32Array;
  scratch: Scratch;
}

interface Scratch {
  credit: Float64Array;
  strength: Float64Array;
  held: Uint8Array;
  touchedSlots: Int32Array;
  jobMarked: Uint8Array;
  touchedJobs: Int32Array;
  groupSimilarity: Float64Array;
  touchedGroups: Int32Array;
  heldOccupation: Uint8Array;
  combined: Combined;
  /** A job's scalars, refilled from the flat arrays for each job scored. */
  job: { -readonly [K in keyof JobScalars]: JobScalars[K] };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

/** Lists of ints as one flat array with offsets (compact, and fast to walk). */
function flatten(lists: readonly (readonly number[])[]): { start: Int32Array; items: Int32Array } {
  const start = new Int32Array(lists.length + 1);
  let total = 0;
  lists.forEach((list, i) => {
    start[i] = total;
    total += list.length;
  });
  start[lists.length] = total;
  const items = new Int32Array(total);
  lists.forEach((list, i) => items.set(list, start[i]));
  return { start, items };
}

/**
 * The best score a job can give a candidate with no credited skill, no title in common and not its
 * occupation: only interest counts, over the weights of the components that have data.
 */
function untouchedCeilingOf(weights: MatchWeights): number {
  const rest = weights.interest + weights.experience + weights.education;
  const shares = [rest + weights.skills, rest + weights.title].map((sum) => (sum > 0 ? weights.interest / sum : 0));
  return Math.max(...shares);
}

/**
 * A group's cap fields: the largest share of skill weight outside the prefix (all a title-only candidate can
 * cover), the largest must-have factor (1 − 0.4 × the must-have share that is surely missed), the smallest
 * weight sum of a job with interest data and of one without, and 1 when a job of the group lists no skills
 * (its score has no skill component, so the cap does not apply).
 */
const CAP_SKILLS = 0;
const CAP_PENALTY = 1;
const CAP_WEIGHT_WITH_INTEREST = 2;
const CAP_WEIGHT_WITHOUT_INTEREST = 3;
const CAP_UNBOUNDED = 4;
const GROUP_CAP_FIELDS = 5;

/** Kept below the exact limits, so float rounding never turns "cannot pass" into a wrong answer. */
const MARGIN = 1e-9;

/**
 * The share of a job's skill weight a candidate must cover to pass on skills alone: the score with no title
 * fit and experience, education and interest at their best (the must-have penalty only lowers it) is
 * increasing in coverage, so the share is found by bisection.
 */
function minimumCoverage(weights: MatchWeights, threshold: number, hasWords: boolean, interest: boolean): number {
  const weightSum = weights.skills + (hasWords ? weights.title : 0) + weights.experience + weights.education + (interest ? weights.interest : 0);
  if (weightSum <= 0) return 0;
  const best = (skills: number) =>
    (weights.skills * skills + (weights.experience + weights.education) * Math.min(1, skills / RELEVANCE_FULL_AT) + (interest ? weights.interest : 0)) /
    weightSum;
  if (best(0) > threshold - MARGIN) return 0;
  if (best(1) <= threshold) return Infinity;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 60; i += 1) {
    const middle = (low + high) / 2;
    if (best(middle) > threshold - MARGIN) high = middle;
    else low = middle;
  }
  return Math.max(0, low - MARGIN);
}

/** Index a set of jobs for fast matching. 50,000 jobs take about a second. */
export function createJobIndex(jobs: readonly MatchJob[], graph: SkillGraph, options: JobIndexOptions = {}): JobIndex {
  const weights = cleanWeights(options.weights ?? DEFAULT_WEIGHTS);
  const threshold = options.threshold ?? MATCH_SCORE_THRESHOLD;
  const sorted = [...jobs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const prepared = sorted.map((job) => prepareJob(job));
  const slotOf = new Map<string, number>();
  const slotsById = new Map<string, number[]>();
  const slotsByName = new Map<string, number[]>();
  const slotsRelatedTo = new Map<string, { slot: number; strength: number }[]>();
  const prefixLists: [number[][], number[][]] = [[], []];
  const restOutsidePrefix: [Array<{ rest: number; restRequired: number }>, Array<{ rest: number; restRequired: number }>] = [[], []];
  const skillSlot: number[] = [];
  const skillWeight: number[] = [];
  const skillRequired: number[] = [];
  const skillStart = new Int32Array(prepared.length + 1);
  const groupOf = new Map<string, number>();
  const groupTokens: TitleTokens[] = [];
  const groupJobLists: number[][] = [];
  const jobGroup = new Int32Array(prepared.length);
  const occupationIds = new Map<string, number>();
  const occupationJobLists: number[][] = [];
  const jobOccupation = new Int32Array(prepared.length).fill(-1);
  const alwaysScored: number[] = [];

  prepared.forEach((job, j) => {
    skillStart[j] = skillSlot.length;
    const slots: number[] = [];
    for (const skill of job.skills) {
      const key = `${skill.skill.id}\u0000${skill.nameKey}`;
      let slot = slotOf.get(key);
      if (slot === undefined) {
        slot = prefixLists[0].length;
        slotOf.set(key, slot);
        prefixLists[0].push([]);
        prefixLists[1].push([]);
        push(slotsById, skill.skill.id, slot);
        if (skill.nameKey !== '') push(slotsByName, skill.nameKey, slot);
        for (const related of graph.related(skill.skill.id)) {
          push(slotsRelatedTo, related.id, { slot, strength: strengthOf(related.strength) });
        }
      }
      slots.push(slot);
      skillSlot.push(slot);
      skillWeight.push(skill.weight);
      skillRequired.push(skill.skill.required ? 1 : 0);
    }
    // The prefix: heaviest skills first, as many as it takes for the rest to fall short of the minimum.
    const hasWords = job.titleTokens.tokens.length > 0;
    const heaviest = job.skills
      .map((skill, k) => ({ slot: slots[k]!, weight: skill.weight, required: skill.skill.required }))
      .sort((a, b) => b.weight - a.weight);
    ([false, true] as const).forEach((candidateInterest, variant) => {
      const needed = minimumCoverage(weights, threshold, hasWords, candidateInterest && job.interests !== null) * job.totalWeight;
      let rest = job.totalWeight;
      let restRequired = job.requiredWeight;
      for (const { slot, weight, required } of heaviest) {
        if (rest < needed) break;
        prefixLists[variant]![slot]!.push(j);
        rest -= weight;
        if (required) restRequired -= weight;
      }
      restOutsidePrefix[variant]!.push({ rest, restRequired });
    });
    let group = groupOf.get(job.job.title);
    if (group === undefined) {
      group = groupTokens.length;
      groupOf.set(job.job.title, group);
      groupTokens.push(job.titleTokens);
      groupJobLists.push([]);
    }
    groupJobLists[group]!.push(j);
    jobGroup[j] = group;
    const occupation = job.job.occupationId;
    if (occupation !== undefined) {
      let id = occupationIds.get(occupation);
      if (id === undefined) {
        id = occupationJobLists.length;
        occupationIds.set(occupation, id);
        occupationJobLists.push([]);
      }
      occupationJobLists[id]!.push(j);
      jobOccupation[j] = id;
    }
    if (job.skills.length === 0 && job.titleTokens.tokens.length === 0) alwaysScored.push(j);
  });
  skillStart[prepared.length] = skillSlot.length;

  const groupCapsOf = (variant: 0 | 1): Float64Array => {
    const caps = new Float64Array(groupTokens.length * GROUP_CAP_FIELDS);
    groupJobLists.forEach((members, group) => {
      const at = group * GROUP_CAP_FIELDS;
      caps[at + CAP_WEIGHT_WITH_INTEREST] = Infinity;
      caps[at + CAP_WEIGHT_WITHOUT_INTEREST] = Infinity;
      for (const j of members) {
        const job = prepared[j]!;
        if (job.totalWeight <= 0) {
          caps[at + CAP_UNBOUNDED] = 1;
          continue;
        }
        const { rest, restRequired } = restOutsidePrefix[variant][j]!;
        caps[at + CAP_SKILLS] = Math.max(caps[at + CAP_SKILLS]!, Math.min(1, rest / job.totalWeight));
        const missed = job.requiredWeight > 0 ? Math.min(1, Math.max(0, (job.requiredWeight - restRequired) / job.requiredWeight)) : 0;
        caps[at + CAP_PENALTY] = Math.max(caps[at + CAP_PENALTY]!, 1 - REQUIRED_GAP_PENALTY * missed);
        const interest = variant === 1 && job.interests !== null;
        const weightSum = weights.skills + weights.title + weights.experience + weights.education + (interest ? weights.interest : 0);
        const field = interest ? CAP_WEIGHT_WITH_INTEREST : CAP_WEIGHT_WITHOUT_INTEREST;
        caps[at + field] = Math.min(caps[at + field]!, weightSum);
      }
    });
    return caps;
  };

  const groupsByKey = new Map<string, number[]>();
  groupTokens.forEach((tokens, group) => {
    const keys = new Set(tokens.tokens.flatMap(({ token }) => titleTokenKeys(token, 'indexed')));
    for (const key of keys) push(groupsByKey, key, group);
  });

  const postingsOf = (lists: number[][]): PrefixPostings => {
    const { start, items } = flatten(lists);
    return { start, jobs: items };
  };
  const groupJobs = flatten(groupJobLists);
  const slotCount = prefixLists[0].length;
  return {
    jobs: prepared,
    ids: prepared.map((job) => job.job.id),
    graph,
    weights,
    threshold,
    untouchedCeiling: untouchedCeilingOf(weights),
    internals: {
      slotsById,
      slotsByName,
      slotsRelatedTo,
      skillStart,
      skillSlot: Int32Array.from(skillSlot),
      skillWeight: Float64Array.from(skillWeight),
      skillRequired: Uint8Array.from(skillRequired),
      prefixPostings: [postingsOf(prefixLists[0]), postingsOf(prefixLists[1])],
      jobGroup,
      groupTokens,
      groupJobStart: groupJobs.start,
      groupJobs: groupJobs.items,
      groupsByKey,
      groupCaps: [groupCapsOf(0), groupCapsOf(1)],
      occupationIds,
      jobsByOccupation: occupationJobLists.map((list) => Int32Array.from(list)),
      jobOccupation,
      jobHasWords: Uint8Array.from(prepared, (job) => (job.titleTokens.tokens.length > 0 ? 1 : 0)),
      jobScalars: {
        totalWeight: Float64Array.from(prepared, (job) => job.totalWeight),
        requiredWeight: Float64Array.from(prepared, (job) => job.requiredWeight),
        minExperienceMonths: Float64Array.from(prepared, (job) => job.minExperienceMonths),
        educationRank: Uint8Array.from(prepared, (job) => job.educationRank),
      },
      jobInterests: prepared.map((job) => job.interests),
      alwaysScored: Int32Array.from(alwaysScored),
      scratch: {
        credit: new Float64Array(slotCount),
        strength: new Float64Array(slotCount),
        held: new Uint8Array(slotCount),
        touchedSlots: new Int32Array(slotCount),
        jobMarked: new Uint8Array(prepared.length),
        touchedJobs: new Int32Array(prepared.length),
        groupSimilarity: new Float64Array(groupTokens.length),
        touchedGroups: new Int32Array(groupTokens.length),
        heldOccupation: new Uint8Array(occupationJobLists.length),
        combined: emptyCombined(),
        job: { totalWeight: 0, requiredWeight: 0, interests: null, minExperienceMonths: 0, educationRank: 0 },
      },
    },
  };
}

/**
 * Visit every job the candidate scores strictly above `threshold` with, in no particular order, with the
 * score scorePreparedValue would give (rounded to 4 decimals). A threshold below the index's own scores
 * every job.
 */
export function forEachJobAbove(
  index: JobIndex,
  candidate: PreparedCandidate,
  threshold: number,
  visit: (job: number, score: number) => void,
): void {
  const x = index.internals;
  const s = x.scratch;
  let slotCount = 0;
  let jobCount = 0;
  let groupCount = 0;
  const touchSlot = (slot: number) => {
    if (s.held[slot] === 0 && s.strength[slot] === 0) s.touchedSlots[slotCount++] = slot;
  };
  const relate = (slot: number, strength: number) => {
    if (strength <= 0) return;
    touchSlot(slot);
    if (strength > s.strength[slot]!) s.strength[slot] = strength;
  };
  const touchJob = (job: number) => {
    if (s.jobMarked[job] === 0) {
      s.jobMarked[job] = 1;
      s.touchedJobs[jobCount++] = job;
    }
  };

  try {
    // Skills: held by id or by name, else the strongest relation either way (score-match.ts creditSkill).
    for (const id of candidate.byId.keys()) {
      for (const slot of x.slotsById.get(id) ?? []) {
        touchSlot(slot);
        s.held[slot] = 1;
      }
    }
    for (const name of candidate.byName.keys()) {
      for (const slot of x.slotsByName.get(name) ?? []) {
        touchSlot(slot);
        s.held[slot] = 1;
      }
    }
    for (const id of candidate.byId.keys()) {
      for (const { slot, strength } of x.slotsRelatedTo.get(id) ?? []) relate(slot, strength);
      for (const related of index.graph.related(id)) {
        const strength = strengthOf(related.strength);
        for (const slot of x.slotsById.get(related.id) ?? []) relate(slot, strength);
      }
    }
    const variant = candidate.interests !== null ? 1 : 0;
    const prefix = x.prefixPostings[variant];
    for (let i = 0; i < slotCount; i += 1) {
      const slot = s.touchedSlots[i]!;
      const best = s.strength[slot]!;
      const credit = s.held[slot] === 1 ? 1 : best >= MIN_RELATED_STRENGTH ? RELATED_SKILL_CREDIT * best : 0;
      s.credit[slot] = credit;
      if (credit > 0) for (let p = prefix.start[slot]!; p < prefix.start[slot + 1]!; p += 1) touchJob(prefix.jobs[p]!);
    }

    /**
     * Through the title alone, a job's coverage is at most the weight outside its prefix, and the must-haves
     * in the prefix are missed; with experience, education and interest at their best, this bounds every job
     * of the group (the largest coverage and factor, the smallest weight sum).
     */
    const caps = x.groupCaps[variant];
    const weights = index.weights;
    const groupMayPass = (group: number, title: number): boolean => {
      const at = group * GROUP_CAP_FIELDS;
      if (caps[at + CAP_UNBOUNDED] === 1) return true;
      const skills = caps[at + CAP_SKILLS]!;
      const weighted =
        weights.skills * skills + weights.title * title + (weights.experience + weights.education) * Math.min(1, Math.max(skills, title) / RELEVANCE_FULL_AT);
      const best = Math.max((weighted + weights.interest) / caps[at + CAP_WEIGHT_WITH_INTEREST]!, weighted / caps[at + CAP_WEIGHT_WITHOUT_INTEREST]!);
      return round4(caps[at + CAP_PENALTY]! * best + MARGIN) > threshold;
    };

    // Titles: only titles that share a word family with one of the candidate's can be similar.
    const seenGroups = new Set<number>();
    for (const tokens of candidate.titleTokens) {
      for (const { token } of tokens.tokens) {
        for (const key of titleTokenKeys(token, 'query')) {
          for (const group of x.groupsByKey.get(key) ?? []) {
            if (seenGroups.has(group)) continue;
            seenGroups.add(group);
            let similarity = 0;
            candidate.titleTokens.forEach((held, i) => {
              const value = (compareTitleTokens(held, x.groupTokens[group]!) ?? 0) * (i === 0 ? 1 : PAST_TITLE_FACTOR);
              if (value > similarity) similarity = value;
            });
            if (similarity <= 0) continue;
            s.groupSimilarity[group] = similarity;
            s.touchedGroups[groupCount++] = group;
            // A job reached through a prefix skill is scored anyway; the title alone reaches the group's
            // other jobs only if they could pass with it.
            if (!groupMayPass(group, similarity)) continue;
            for (let p = x.groupJobStart[group]!; p < x.groupJobStart[group + 1]!; p += 1) touchJob(x.groupJobs[p]!);
          }
        }
      }
    }
    for (const occupation of candidate.occupations) {
      const id = x.occupationIds.get(occupation);
      if (id === undefined) continue;
      s.heldOccupation[id] = 1;
      for (const job of x.jobsByOccupation[id]!) touchJob(job);
    }
    for (const job of x.alwaysScored) touchJob(job);

    const job = s.job;
    const scoreJob = (j: number) => {
      let covered = 0;
      let uncoveredRequiredWeight = 0;
      for (let k = x.skillStart[j]!; k < x.skillStart[j + 1]!; k += 1) {
        const weight = x.skillWeight[k]!;
        const credit = s.credit[x.skillSlot[k]!]!;
        covered += weight * credit;
        if (x.skillRequired[k] === 1) uncoveredRequiredWeight += weight * (1 - credit);
      }
      const occupation = x.jobOccupation[j]!;
      const start = occupation >= 0 && s.heldOccupation[occupation] === 1 ? SAME_OCCUPATION_TITLE_FIT : 0;
      const titleFit = x.jobHasWords[j] === 1 ? Math.max(start, s.groupSimilarity[x.jobGroup[j]!]!) : start > 0 ? start : null;
      job.totalWeight = x.jobScalars.totalWeight[j]!;
      job.requiredWeight = x.jobScalars.requiredWeight[j]!;
      job.minExperienceMonths = x.jobScalars.minExperienceMonths[j]!;
      job.educationRank = x.jobScalars.educationRank[j]!;
      job.interests = x.jobInterests[j]!;
      const score = round4(combine(s.combined, candidate, job, covered, uncoveredRequiredWeight, titleFit, index.weights));
      if (score > threshold) visit(j, score);
    };

    if (threshold >= index.threshold && threshold >= index.untouchedCeiling) {
      // In index order, the job arrays are read front to back: far fewer cache misses than at random.
      s.touchedJobs.subarray(0, jobCount).sort();
      for (let i = 0; i < jobCount; i += 1) scoreJob(s.touchedJobs[i]!);
    } else {
      // Below the index's threshold, or with weights that let an unrelated job pass: every job is scored.
      for (let j = 0; j < index.jobs.length; j += 1) scoreJob(j);
    }
  } finally {
    for (let i = 0; i < slotCount; i += 1) {
      const slot = s.touchedSlots[i]!;
      s.credit[slot] = 0;
      s.strength[slot] = 0;
      s.held[slot] = 0;
    }
    for (let i = 0; i < jobCount; i += 1) s.jobMarked[s.touchedJobs[i]!] = 0;
    for (let i = 0; i < groupCount; i += 1) s.groupSimilarity[s.touchedGroups[i]!] = 0;
    for (const occupation of candidate.occupations) {
      const id = x.occupationIds.get(occupation);
      if (id !== undefined) s.heldOccupation[id] = 0;
    }
  }
}

export interface JobScore {
  job_id: string;
  score: number;
}

/**
 * The candidate's best `limit` jobs strictly above the threshold, best first (ties by job id), with their
 * scores; and the number of jobs above the threshold in all.
 */
export function topJobsForCandidate(
  index: JobIndex,
  candidate: PreparedCandidate,
  options: { limit: number; threshold?: number },
): { top: JobScore[]; total: number } {
  const top = createTopK(options.limit);
  let total = 0;
  forEachJobAbove(index, candidate, options.threshold ?? MATCH_SCORE_THRESHOLD, (job, score) => {
    total += 1;
    top.offer(job, score);
  });
  return { top: top.sorted().map(({ item, score }) => ({ job_id: index.ids[item]!, score })), total };
}

// ---- bounded best-K lists -------------------------------------------------------------------------------

export interface TopK {
  readonly size: number;
  /** The lowest kept score once the list is full; -Infinity before. */
  readonly floor: number;
  offer(item: number, score: number): void;
  /** Best first; ties by the smaller item (items are indices in id order). */
  sorted(): { item: number; score: number }[];
}

/**
 * The best `limit` items by score: a binary min-heap whose root is the worst kept (lowest score, and of
 * equal scores the larger item).
 */
export function createTopK(limit: number): TopK {
  const capacity = Math.max(0, Math.floor(limit));
  const items = new Int32Array(capacity);
  const scores = new Float64Array(capacity);
  let size = 0;
  const worse = (a: number, b: number) =>
    scores[a]! < scores[b]! || (scores[a] === scores[b] && items[a]! > items[b]!);
  const swap = (a: number, b: number) => {
    const item = items[a]!;
    const score = scores[a]!;
    items[a] = items[b]!;
    scores[a] = scores[b]!;
    items[b] = item;
    scores[b] = score;
  };
  const siftDown = (from: number) => {
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < size && worse(left, worst)) worst = left;
      if (right < size && worse(right, worst)) worst = right;
      if (worst === i) return;
      swap(i, worst);
      i = worst;
    }
  };
  return {
    get size() {
      return size;
    },
    get floor() {
      return size === capacity && capacity > 0 ? scores[0]! : -Infinity;
    },
    offer(item, score) {
      if (capacity === 0) return;
      if (size < capacity) {
        items[size] = item;
        scores[size] = score;
        let i = size;
        size += 1;
        while (i > 0) {
          const parent = (i - 1) >> 1;
          if (!worse(i, parent)) break;
          swap(i, parent);
          i = parent;
        }
        return;
      }
      const root = scores[0]!;
      if (score < root || (score === root && item > items[0]!)) return;
      items[0] = item;
      scores[0] = score;
      siftDown(0);
    },
    sorted() {
      const out: { item: number; score: number }[] = [];
      for (let i = 0; i < size; i += 1) out.push({ item: items[i]!, score: scores[i]! });
      return out.sort((a, b) => b.score - a.score || a.item - b.item);
    },
  };
}

// ---- every candidate against every job -------------------------------------------------------------------

export interface BulkMatcher {
  /**
   * Scores one candidate against every job: answers the candidate's best `candidateLimit` jobs (best first)
   * and the number above the threshold, and offers the candidate to each job's best list under `ordinal`
   * (by default the order of adding). Ordinals must follow the candidates' id order, so ties break by id.
   */
  add(candidate: PreparedCandidate, ordinal?: number): { top: { job: number; score: number }[]; total: number };
  /** A job's best `jobLimit` candidates (by their number), best first, and how many scored above the threshold. */
  candidatesOf(job: number): { top: { item: number; score: number }[]; total: number };
}

/**
 * The full computation after a catalogue change: every candidate is scored once through the index, and each
 * job keeps its best candidates as they stream past, so both sides come out of one pass.
 */
export function createBulkMatcher(
  index: JobIndex,
  options: { candidateLimit: number; jobLimit: number; threshold?: number },
): BulkMatcher {
  const threshold = options.threshold ?? MATCH_SCORE_THRESHOLD;
  const jobTops: (TopK | undefined)[] = new Array<TopK | undefined>(index.jobs.length);
  const jobTotals = new Uint32Array(index.jobs.length);
  let added = 0;
  return {
    add(candidate, given) {
      const ordinal = given ?? added;
      added += 1;
      const top = createTopK(options.candidateLimit);
      let total = 0;
      forEachJobAbove(index, candidate, threshold, (job, score) => {
        total += 1;
        top.offer(job, score);
        jobTotals[job] = jobTotals[job]! + 1;
        let list = jobTops[job];
        if (list === undefined) {
          list = createTopK(options.jobLimit);
          jobTops[job] = list;
        }
        list.offer(ordinal, score);
      });
      return { top: top.sorted().map(({ item, score }) => ({ job: item, score })), total };
    },
    candidatesOf(job) {
      return { top: jobTops[job]?.sorted() ?? [], total: jobTotals[job] ?? 0 };
    },
  };
}
