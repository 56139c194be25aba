/**
 * One job against a whole pool of candidates, fast and exactly as scorePreparedValue scores each pair.
 *
 * prepareCandidate builds maps and follows every relation of every skill a candidate holds, which is most of
 * the cost of scoring one pair. Turned around, the job is prepared once, with every way a candidate's skill
 * can credit one of the job's skills (the skill itself, its name, a relation either way); then a candidate
 * costs a lookup per skill they hold. The sums and the title fit are made in the engine's order and end in
 * its combine(), so the scores are identical (candidate-scorer.test.ts checks it).
 */
import { candidateScalars, cleanWeights, combine, emptyCombined, prepareJob, round4, strengthOf, type ScoreOptions } from './score-match.ts';
import { compareTitleTokens, normaliseText, tokenizeTitle } from './title-similarity.ts';
import type { MatchCandidate, MatchJob, RelatedSkill, SkillGraph } from './types.ts';
import { DEFAULT_WEIGHTS, MIN_RELATED_STRENGTH, PAST_TITLE_FACTOR, RELATED_SKILL_CREDIT, SAME_OCCUPATION_TITLE_FIT } from './weights.ts';

export interface RelationsBothWays extends SkillGraph {
  /** The skills whose own related list names this one, with that relation's strength. */
  relatedTo(skillId: string): readonly RelatedSkill[];
}

/** A graph that answers both directions, for scorers; build it once per catalogue. */
export function relationsBothWays(graph: SkillGraph, skillIds: Iterable<string>): RelationsBothWays {
  const reverse = new Map<string, RelatedSkill[]>();
  for (const id of skillIds) {
    for (const related of graph.related(id)) {
      const list = reverse.get(related.id);
      const entry = { id, strength: related.strength };
      if (list) list.push(entry);
      else reverse.set(related.id, [entry]);
    }
  }
  return { related: (id) => graph.related(id), relatedTo: (id) => reverse.get(id) ?? [] };
}

/** Scores candidates against one job: the rounded score, as scorePreparedValue would give it. */
export type CandidateScorer = (candidate: MatchCandidate) => number;

export function createCandidateScorer(job: MatchJob, graph: RelationsBothWays, options: ScoreOptions = {}): CandidateScorer {
  const weights = cleanWeights(options.weights ?? DEFAULT_WEIGHTS);
  const prepared = prepareJob(job);
  const count = prepared.skills.length;
  // A candidate's skill id or name → the job skills (by position) it credits in full, or in part with a strength.
  const heldById = new Map<string, number[]>();
  const heldByName = new Map<string, number[]>();
  const relatedBy = new Map<string, Array<[position: number, strength: number]>>();
  const add = <T>(map: Map<string, T[]>, key: string, value: T) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  prepared.skills.forEach((skill, position) => {
    add(heldById, skill.skill.id, position);
    if (skill.nameKey !== '') add(heldByName, skill.nameKey, position);
    // The candidate holds a skill the job skill names as related, or one that names the job skill.
    for (const related of graph.related(skill.skill.id)) add(relatedBy, related.id, [position, strengthOf(related.strength)]);
    for (const related of graph.relatedTo(skill.skill.id)) add(relatedBy, related.id, [position, strengthOf(related.strength)]);
  });
  const jobHasWords = prepared.titleTokens.tokens.length > 0;
  const titleFits = new Map<string, number>();
  const titleFit = (title: string) => {
    let fit = titleFits.get(title);
    if (fit === undefined) {
      fit = compareTitleTokens(tokenizeTitle(title), prepared.titleTokens) ?? 0;
      titleFits.set(title, fit);
    }
    return fit;
  };

  const held = new Uint8Array(count);
  const strength = new Float64Array(count);
  const combined = emptyCombined();
  return (candidate) => {
    held.fill(0);
    strength.fill(0);
    const seenIds = new Set<string>();
    const seenNames = new Set<string>();
    for (const skill of candidate.skills) {
      if (!seenIds.has(skill.id)) {
        seenIds.add(skill.id);
        for (const position of heldById.get(skill.id) ?? []) held[position] = 1;
        for (const [position, value] of relatedBy.get(skill.id) ?? []) if (value > strength[position]!) strength[position] = value;
      }
      const name = normaliseText(skill.name);
      if (name !== '' && !seenNames.has(name)) {
        seenNames.add(name);
        for (const position of heldByName.get(name) ?? []) held[position] = 1;
      }
    }
    let covered = 0;
    let uncoveredRequiredWeight = 0;
    prepared.skills.forEach((skill, position) => {
      const best = strength[position]!;
      const credit = held[position] === 1 ? 1 : best >= MIN_RELATED_STRENGTH ? RELATED_SKILL_CREDIT * best : 0;
      covered += skill.weight * credit;
      if (skill.skill.required) uncoveredRequiredWeight += skill.weight * (1 - credit);
    });
    // As score-match.ts fitTitle: the same occupation counts 0.9, past titles 0.85 of the current one.
    const sameOccupation = job.occupationId !== undefined && (candidate.occupationIds ?? []).includes(job.occupationId);
    let fit: number | null = sameOccupation ? SAME_OCCUPATION_TITLE_FIT : null;
    if (jobHasWords) {
      fit ??= 0;
      candidate.titles.forEach((title, i) => {
        const similarity = titleFit(title) * (i === 0 ? 1 : PAST_TITLE_FACTOR);
        if (similarity > fit!) fit = similarity;
      });
    }
    return round4(combine(combined, candidateScalars(candidate), prepared, covered, uncoveredRequiredWeight, fit, weights));
  };
}
