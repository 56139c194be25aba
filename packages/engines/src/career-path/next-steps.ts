/**
 * Where a candidate's career can go next: the occupations near the one they hold now in the catalogue's
 * career graph, ranked by how ready the candidate is for each and whether it is a step forward. Pure and
 * deterministic; the catalogue comes in as arguments.
 *
 * - The current occupation is the one the candidate's titles name, else the one whose core skills the
 *   candidate covers best (when they cover at least a third of them).
 * - Steps are the current occupation's related occupations and theirs (two hops), never one already held
 *   and never one that needs less preparation (a lower job zone): a path goes forward or across.
 * - readiness = importance-weighted share of the step's core skills the candidate holds (related skills
 *   count half, as a head start); a skill counted through a related one stays a skill to gain, with `via`
 *   naming the related skill, as a job's gap does in matching (one rule: held is held, related is partial);
 *   rank score = 0.55 × readiness + 0.25 × nearness in the graph + 0.2 × progression (one job zone up is a
 *   step forward, the same zone a move across, further or lower less so).
 */

export interface CareerOccupation {
  id: string;
  job_zone: number;
  core_skills: readonly { skill_id: string; importance: number }[];
  /** Nearest first. */
  related: readonly string[];
}

export interface CareerCandidate {
  skillIds: ReadonlySet<string>;
  /** Occupations the candidate's titles name, current first. */
  occupationIds: readonly string[];
}

export interface CareerStep {
  occupationId: string;
  readiness: number;
  score: number;
  held: string[];
  /** Missing core skills, most important first; `via`: the candidate's related skill that counts in part. */
  toGain: { skill_id: string; importance: number; via?: string }[];
}

export interface CareerPathOptions {
  /** How many steps; spec §9 asks for 3. */
  count: number;
  /** Skill → related skill ids (the candidate's related skills earn half credit). */
  relatedSkills?: (skillId: string) => readonly string[];
}

export const READINESS_WEIGHT = 0.55;
export const NEARNESS_WEIGHT = 0.25;
export const PROGRESSION_WEIGHT = 0.2;
/** Covering fewer of an occupation's core skills than this does not make it the candidate's current one. */
export const MIN_CURRENT_COVERAGE = 1 / 3;
const RELATED_CREDIT = 0.5;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** One zone up is the classic next step; the same zone a lateral move; further up a stretch. */
function progression(from: number, to: number): number {
  const delta = to - from;
  if (delta === 1) return 1;
  if (delta === 0) return 0.7;
  return 0.4;
}

function coverage(
  occupation: CareerOccupation,
  candidate: CareerCandidate,
  near: ReadonlyMap<string, string>,
): { readiness: number; held: string[]; toGain: CareerStep['toGain'] } {
  let total = 0;
  let covered = 0;
  const held: string[] = [];
  const toGain: CareerStep['toGain'] = [];
  for (const skill of occupation.core_skills) {
    total += skill.importance;
    if (candidate.skillIds.has(skill.skill_id)) {
      covered += skill.importance;
      held.push(skill.skill_id);
    } else {
      const via = near.get(skill.skill_id);
      if (via !== undefined) covered += RELATED_CREDIT * skill.importance;
      toGain.push(via === undefined ? { ...skill } : { ...skill, via });
    }
  }
  toGain.sort((a, b) => b.importance - a.importance || a.skill_id.localeCompare(b.skill_id));
  return { readiness: total > 0 ? round4(covered / total) : 0, held, toGain };
}

/** The occupation the candidate is in now, or undefined when it cannot be told. */
export function currentOccupation(
  candidate: CareerCandidate,
  occupations: ReadonlyMap<string, CareerOccupation>,
): CareerOccupation | undefined {
  for (const id of candidate.occupationIds) {
    const occupation = occupations.get(id);
    if (occupation) return occupation;
  }
  let best: { occupation: CareerOccupation; readiness: number } | undefined;
  const none = new Map<string, string>();
  for (const occupation of occupations.values()) {
    const { readiness } = coverage(occupation, candidate, none);
    if (readiness >= MIN_CURRENT_COVERAGE && (!best || readiness > best.readiness)) best = { occupation, readiness };
  }
  return best?.occupation;
}

export function nextCareerSteps(
  candidate: CareerCandidate,
  occupations: ReadonlyMap<string, CareerOccupation>,
  options: CareerPathOptions,
): { current: CareerOccupation | undefined; steps: CareerStep[] } {
  const current = currentOccupation(candidate, occupations);
  if (!current) return { current, steps: [] };
  // Related skill → the candidate's skill it is near (the first in id order, so the answer is deterministic).
  const near = new Map<string, string>();
  for (const id of [...candidate.skillIds].sort()) {
    for (const related of options.relatedSkills?.(id) ?? []) if (!near.has(related)) near.set(related, id);
  }

  // Nearness: first-hop occupations by their place in the list, second-hop ones at most half as near.
  const nearness = new Map<string, number>();
  current.related.forEach((id, i) => nearness.set(id, 1 - i / Math.max(1, current.related.length)));
  current.related.forEach((id, i) => {
    const hop = occupations.get(id);
    hop?.related.forEach((second, j) => {
      const value = 0.5 * (1 - i / Math.max(1, current.related.length)) * (1 - j / Math.max(1, hop.related.length));
      if (value > (nearness.get(second) ?? -1)) nearness.set(second, value);
    });
  });
  const held = new Set([current.id, ...candidate.occupationIds]);

  const steps: CareerStep[] = [];
  for (const [id, near01] of nearness) {
    const occupation = occupations.get(id);
    if (!occupation || held.has(id) || occupation.job_zone < current.job_zone) continue;
    const fit = coverage(occupation, candidate, near);
    const score =
      READINESS_WEIGHT * fit.readiness + NEARNESS_WEIGHT * near01 + PROGRESSION_WEIGHT * progression(current.job_zone, occupation.job_zone);
    steps.push({ occupationId: id, readiness: fit.readiness, score: round4(score), held: fit.held, toGain: fit.toGain });
  }
  steps.sort((a, b) => b.score - a.score || a.occupationId.localeCompare(b.occupationId));
  return { current, steps: steps.slice(0, Math.max(0, options.count)) };
}
