import { describe, expect, it } from 'vitest';
import { currentOccupation, nextCareerSteps, type CareerOccupation } from './next-steps.ts';

const occupation = (id: string, job_zone: number, skills: [string, number][], related: string[]): CareerOccupation => ({
  id,
  job_zone,
  core_skills: skills.map(([skill_id, importance]) => ({ skill_id, importance })),
  related,
});
const catalogue = new Map(
  [
    occupation('analyst', 3, [['sql', 5], ['excel', 4], ['stats', 3]], ['engineer', 'scientist', 'clerk']),
    occupation('engineer', 4, [['sql', 5], ['python', 5], ['spark', 4]], ['architect', 'analyst']),
    occupation('scientist', 5, [['python', 5], ['stats', 5], ['ml', 5]], ['engineer']),
    occupation('clerk', 2, [['excel', 5], ['typing', 3]], ['analyst']),
    occupation('architect', 5, [['spark', 5], ['cloud', 5]], ['engineer']),
  ].map((o) => [o.id, o]),
);

describe('career path', () => {
  it('takes the occupation the titles name, else the one whose skills the candidate covers best', () => {
    expect(currentOccupation({ skillIds: new Set(), occupationIds: ['clerk'] }, catalogue)?.id).toBe('clerk');
    expect(currentOccupation({ skillIds: new Set(['sql', 'excel']), occupationIds: [] }, catalogue)?.id).toBe('analyst');
    expect(currentOccupation({ skillIds: new Set(['typing-fast']), occupationIds: [] }, catalogue)).toBeUndefined();
  });

  it('ranks near occupations by readiness, nearness and progression, never one held or a step down', () => {
    const { current, steps } = nextCareerSteps(
      { skillIds: new Set(['sql', 'excel', 'python']), occupationIds: ['analyst'] },
      catalogue,
      { count: 3 },
    );
    expect(current?.id).toBe('analyst');
    expect(steps.map((s) => s.occupationId)).toEqual(['engineer', 'scientist', 'architect']);
    const engineer = steps[0]!;
    expect(engineer.readiness).toBe(0.7143);
    expect(engineer.held).toEqual(['sql', 'python']);
    expect(engineer.toGain).toEqual([{ skill_id: 'spark', importance: 4 }]);
    // 0.55 × 0.7143 + 0.25 × 1 + 0.2 × 1 (one zone up).
    expect(engineer.score).toBe(0.8429);
  });

  it('gives related skills half credit, and answers no steps when the current occupation is unknown', () => {
    const { steps } = nextCareerSteps({ skillIds: new Set(['sql', 'excel']), occupationIds: ['analyst'] }, catalogue, {
      count: 1,
      relatedSkills: (id) => (id === 'sql' ? ['spark'] : []),
    });
    expect(steps[0]).toMatchObject({ occupationId: 'engineer', readiness: 0.5 });
    // Counted in part, still to gain, and said through which skill: as a job's gap says it (issue #9).
    expect(steps[0]!.held).toEqual(['sql']);
    expect(steps[0]!.toGain).toEqual([
      { skill_id: 'python', importance: 5 },
      { skill_id: 'spark', importance: 4, via: 'sql' },
    ]);
    expect(nextCareerSteps({ skillIds: new Set(), occupationIds: [] }, catalogue, { count: 3 }).steps).toEqual([]);
  });
});
