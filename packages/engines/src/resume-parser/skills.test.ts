import { describe, expect, it } from 'vitest';
import { plainTextToLines } from './extract/plain-lines.ts';
import { extractLanguages } from './languages.ts';
import { createSkillLookup } from './skill-lookup.ts';
import { extractSkills } from './skills.ts';

const catalogue = createSkillLookup([
  { id: 'sk-1', name: 'Python' },
  { id: 'sk-2', name: 'Machine Learning', aliases: ['تعلم الآلة'] },
  { id: 'sk-3', name: 'Microsoft Excel', aliases: ['Excel'] },
  { id: 'sk-4', name: 'SQL' },
]);

describe('extractSkills', () => {
  it('keeps skills as written without a catalogue, from lists and separated lines', () => {
    expect(extractSkills(plainTextToLines('• Python\n• Machine Learning\nSQL · Tableau, Power BI'), undefined, 'en').map((skill) => [skill.name, skill.ref_skill])).toEqual([
      ['Python', null],
      ['Machine Learning', null],
      ['SQL', null],
      ['Tableau', null],
      ['Power BI', null],
    ]);
  });

  it('matches written skills to the catalogue, aliases and Arabic names included', () => {
    expect(extractSkills(plainTextToLines('Excel، تعلم الآلة'), catalogue, 'ar').map((skill) => [skill.name, skill.ref_skill?.name])).toEqual([
      ['Excel', 'Microsoft Excel'],
      ['تعلم الآلة', 'Machine Learning'],
    ]);
  });

  it('scans prose for catalogue skills, Arabic prefixes included', () => {
    const prose = 'أعمل يومياً على Python وSQL وتعلم الآلة، ولدي خبرة جيدة في تحليل الأسواق.';
    expect(extractSkills(plainTextToLines(prose), catalogue, 'ar').map((skill) => skill.ref_skill?.name)).toEqual(['Python', 'SQL', 'Machine Learning']);
  });

  it('reads a list item with the conjunction "و" before it as the skill, and never a word that starts with the letter', () => {
    const withConjunction = createSkillLookup([
      { id: 'sk-3', name: 'Microsoft Excel', aliases: ['إكسل'] },
      { id: 'sk-4', name: 'SQL' },
      { id: 'sk-5', name: 'Accounting', aliases: ['المحاسبة'] },
      { id: 'sk-6', name: 'Problem Solving', aliases: ['حل المشكلات'] },
      { id: 'sk-7', name: 'Microsoft Word', aliases: ['وورد'] },
    ]);
    const read = (text: string) => extractSkills(plainTextToLines(text), withConjunction, 'ar').map((skill) => [skill.name, skill.ref_skill?.name ?? null]);
    expect(read('SQL، المحاسبة، وإكسل')).toEqual([
      ['SQL', 'SQL'],
      ['المحاسبة', 'Accounting'],
      ['إكسل', 'Microsoft Excel'],
    ]);
    expect(read('• والمحاسبة\n• وحل المشكلات\n• وSQL\n• وورد')).toEqual([
      ['المحاسبة', 'Accounting'],
      ['حل المشكلات', 'Problem Solving'],
      ['SQL', 'SQL'],
      ['وورد', 'Microsoft Word'],
    ]);
    expect(read('وظيفة، ورشة')).toEqual([
      ['وظيفة', null],
      ['ورشة', null],
    ]);
  });

  it('takes only capitalised terms from prose without a catalogue', () => {
    const prose = 'Day to day I work with Python, SQL and Power BI; I am also comfortable with Tableau.';
    expect(extractSkills(plainTextToLines(prose), undefined, 'en').map((skill) => skill.name)).toEqual(['Python', 'SQL', 'Power BI', 'Tableau']);
  });
});

describe('extractLanguages', () => {
  it('reads names and levels in English and Arabic', () => {
    expect(extractLanguages(plainTextToLines('Arabic (Native), English (Professional working proficiency)\nالفرنسية (جيد جداً)')).map(({ name, level }) => [name, level])).toEqual([
      ['Arabic', 'Native'],
      ['English', 'Professional working proficiency'],
      ['الفرنسية', 'جيد جداً'],
    ]);
  });
});
