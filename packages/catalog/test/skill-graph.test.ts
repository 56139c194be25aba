import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../src/catalogue.ts';
import { createSkillGraph } from '../src/skill-graph.ts';

describe('the skill graph', () => {
  it('weighs related skills nearest first, from 0.8 down to 0.5', () => {
    const graph = createSkillGraph({
      skills: [{ id: 'skill:a', related: ['skill:b', 'skill:c', 'skill:d', 'skill:e', 'skill:f', 'skill:g', 'skill:h', 'skill:i'] }] as never,
    });
    expect(graph.related('skill:a').map((r) => r.strength)).toEqual([0.8, 0.75, 0.7, 0.65, 0.6, 0.55, 0.5, 0.5]);
    expect(graph.related('skill:a')[0]).toEqual({ id: 'skill:b', strength: 0.8 });
    expect(graph.related('skill:unknown')).toEqual([]);
  });

  it('covers the shipped catalogue, and every relation points at a real skill', () => {
    const catalogue = loadCatalogue();
    const graph = createSkillGraph(catalogue);
    const python = graph.related('skill:python');
    expect(python.length).toBeGreaterThan(0);
    for (const skill of catalogue.skills.slice(0, 500)) {
      for (const related of graph.related(skill.id)) expect(catalogue.skillsById.has(related.id)).toBe(true);
    }
  });
});
