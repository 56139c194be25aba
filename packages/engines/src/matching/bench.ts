/**
 * benchmarkMatching: scores N synthetic candidate–job pairs and reports pairs per second. The data are
 * generated from a fixed seed, so runs differ only by the machine. Only the clock read here is for timing;
 * the engine itself reads none.
 */
import { rankCandidatesForJob } from './rank.ts';
import { scoreMatch } from './score-match.ts';
import { EDUCATION_LEVELS, type MatchCandidate, type MatchJob, type SkillGraph } from './types.ts';

export interface MatchingBenchOptions {
  /** Pairs to score; default 50 000. */
  pairs?: number;
  /**
   * 'pair': scoreMatch per pair (both sides prepared on every call, every pair explained).
   * 'rank': rankCandidatesForJob over pools of up to 1 000 (the job prepared once; only matches above 0.2 explained).
   */
  mode?: 'pair' | 'rank';
  seed?: number;
}

export interface MatchingBenchResult {
  mode: 'pair' | 'rank';
  pairs: number;
  milliseconds: number;
  pairsPerSecond: number;
  /** Sum of the scores returned, so the work cannot be optimised away and runs can be compared. */
  checksum: number;
}

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    // xorshift32: small, fast, deterministic.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

const WORDS = [
  'senior',
  'junior',
  'software',
  'data',
  'civil',
  'site',
  'nurse',
  'engineer',
  'analyst',
  'manager',
  'sales',
  'warehouse',
  'teacher',
  'مهندس',
  'ممرضة',
  'مشرف',
];
const SKILLS = 600;

export interface SyntheticWorld {
  graph: SkillGraph;
  candidates: (MatchCandidate & { id: string })[];
  jobs: MatchJob[];
}

/** A deterministic synthetic world: a skill graph, candidates and jobs drawn from the same skill universe. */
export function syntheticWorld(candidateCount: number, jobCount: number, seed = 42): SyntheticWorld {
  const next = random(seed);
  const int = (max: number) => Math.floor(next() * max);
  const pickSkill = () => {
    const index = int(SKILLS);
    return { id: `skill:${index}`, name: `Skill ${index}` };
  };
  const title = () => Array.from({ length: 1 + int(3) }, () => WORDS[int(WORDS.length)] ?? '').join(' ');
  const related = new Map<string, { id: string; strength: number }[]>();
  for (let i = 0; i < SKILLS; i += 1) {
    related.set(
      `skill:${i}`,
      Array.from({ length: int(6) }, () => ({ id: `skill:${int(SKILLS)}`, strength: Math.round(next() * 100) / 100 })),
    );
  }
  const graph: SkillGraph = { related: (id) => related.get(id) ?? [] };
  const interests = () => ({
    realistic: int(41),
    investigative: int(41),
    artistic: int(41),
    social: int(41),
    enterprising: int(41),
    conventional: int(41),
  });
  const candidates = Array.from({ length: candidateCount }, (_, i) => ({
    id: `cand:${i}`,
    skills: Array.from({ length: 8 + int(15) }, pickSkill),
    titles: Array.from({ length: 1 + int(3) }, title),
    experienceMonths: int(300),
    educationLevel: EDUCATION_LEVELS[int(EDUCATION_LEVELS.length)] ?? 'bachelor',
    ...(next() < 0.5 ? { interests: interests() } : {}),
  }));
  const jobs = Array.from({ length: jobCount }, (_, i) => ({
    id: `job:${i}`,
    title: title(),
    skills: Array.from({ length: 5 + int(8) }, () => ({
      ...pickSkill(),
      importance: 1 + int(5),
      required: next() < 0.4,
    })),
    minExperienceMonths: int(120),
    educationLevel: EDUCATION_LEVELS[int(EDUCATION_LEVELS.length)] ?? 'bachelor',
    occupationInterests: {
      realistic: 1 + int(7),
      investigative: 1 + int(7),
      artistic: 1 + int(7),
      social: 1 + int(7),
      enterprising: 1 + int(7),
      conventional: 1 + int(7),
    },
  }));
  return { graph, candidates, jobs };
}

export function benchmarkMatching(options: MatchingBenchOptions = {}): MatchingBenchResult {
  const pairs = Math.max(1, Math.floor(options.pairs ?? 50_000));
  const mode = options.mode ?? 'pair';
  const candidateCount = Math.min(pairs, 1_000);
  const jobCount = Math.ceil(pairs / candidateCount);
  const { graph, candidates, jobs } = syntheticWorld(candidateCount, jobCount, options.seed);
  let checksum = 0;
  let scored = 0;
  const start = performance.now();
  if (mode === 'rank') {
    for (const job of jobs) {
      const pool = candidates.slice(0, Math.min(candidates.length, pairs - scored));
      for (const ranked of rankCandidatesForJob(job, pool, graph)) checksum += ranked.result.matching_score;
      scored += pool.length;
      if (scored >= pairs) break;
    }
  } else {
    outer: for (const job of jobs) {
      for (const candidate of candidates) {
        checksum += scoreMatch(candidate, job, graph).matching_score;
        scored += 1;
        if (scored >= pairs) break outer;
      }
    }
  }
  const milliseconds = performance.now() - start;
  return {
    mode,
    pairs: scored,
    milliseconds: Math.round(milliseconds * 10) / 10,
    pairsPerSecond: Math.round(scored / (milliseconds / 1000)),
    checksum: Math.round(checksum * 10_000) / 10_000,
  };
}
