import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../src/catalogue.ts';
import { createSkillGraph, LANGUAGE_FAMILIES } from '../src/skill-graph.ts';

describe('the skill graph', () => {
  it('weighs related skills nearest first, from 0.8 down to 0.5', () => {
    const graph = createSkillGraph({
      skills: [{ id: 'skill:a', related: ['skill:b', 'skill:c', 'skill:d', 'skill:e', 'skill:f', 'skill:g', 'skill:h', 'skill:i'] }] as never,
    });
    expect(graph.related('skill:a').map((r) => r.strength)).toEqual([0.8, 0.75, 0.7, 0.65, 0.6, 0.55, 0.5, 0.5]);
    expect(graph.related('skill:a')[0]).toEqual({ id: 'skill:b', strength: 0.8 });
    expect(graph.related('skill:unknown')).toEqual([]);
  });

  it('leaves out relations between alternatives: one programming or spoken language never stands for another, except within a family', () => {
    const graph = createSkillGraph(loadCatalogue());
    const ids = (id: string) => graph.related(id).map((related) => related.id);
    // The data lists Java, JavaScript, C# and Python near TypeScript; only JavaScript (its family) remains.
    expect(ids('skill:typescript')).toEqual(['skill:javascript']);
    expect(graph.related('skill:typescript')[0]).toEqual({ id: 'skill:javascript', strength: 0.75 });
    expect(ids('skill:java')).not.toContain('skill:typescript');
    expect(ids('skill:sql')).toEqual(expect.arrayContaining(['skill:pl-sql', 'skill:t-sql']));
    expect(ids('skill:arabic')).not.toContain('skill:english');
    // A translation pair still relates to its languages, and a skill of another kind keeps its relations.
    expect(ids('skill:arabic')).toContain('skill:arabic-english-translation');
    expect(ids('skill:data-analysis')[0]).toBe('skill:statistics');
    const catalogue = loadCatalogue();
    for (const skill of catalogue.skills) {
      if (skill.category !== 'programming-languages') continue;
      for (const related of graph.related(skill.id)) {
        const other = catalogue.skillsById.get(related.id);
        if (other?.category !== 'programming-languages') continue;
        expect(LANGUAGE_FAMILIES.some((family) => family.includes(skill.id) && family.includes(related.id)), `${skill.id} → ${related.id}`).toBe(true);
      }
    }
  });

  it('covers the shipped catalogue, and every relation points at a real skill', () => {
    const catalogue = loadCatalogue();
    const graph = createSkillGraph(catalogue);
    // (Python's related skills are other languages, left out above.)
    expect(graph.related('skill:data-analysis').length).toBeGreaterThan(0);
    for (const skill of catalogue.skills.slice(0, 500)) {
      for (const related of graph.related(skill.id)) expect(catalogue.skillsById.has(related.id)).toBe(true);
    }
  });
});
