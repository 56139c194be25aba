import { loadCatalogue, loadSkillIndex } from '@masar/catalog/catalogue';
import { describe, expect, it } from 'vitest';
import { jobTextCatalogue, type JobTextCatalogue } from './catalogue.ts';
import { jobLines } from './lines.ts';
import { parseJobText } from './parse-job-text.ts';
import { occupationTitlesOf, titleCandidates } from './title-candidates.ts';
import { loadTitleTagger, pickTitle, readLearnedTitle, type TitleTaggerModel } from './title-tagger.ts';
import { titleTaggerModel, trainTitleWeights, type TitleTrainingDocument } from './title-tagger-training.ts';
import shipped from './title-tagger.json' with { type: 'json' };

const small: JobTextCatalogue = {
  scanSkills: () => [],
  sectors: [],
  occupations: [
    { id: 'occ:accountant', sector: 'finance', titles: ['Accountant', 'محاسب'] },
    { id: 'occ:nurse', sector: 'healthcare', titles: ['Staff Nurse', 'ممرضة'] },
  ],
};

const candidateOf = (text: string, value: string, catalogue: JobTextCatalogue | undefined) => titleCandidates(jobLines(text), catalogue).find((candidate) => candidate.value === value);

describe('title candidates', () => {
  it('offers the whole line, the hiring sentence and the runs of words, each with how it was read', () => {
    const text = 'السلام عليكم\nمطلوب محاسب لشركة مقاولات في الرياض\nخبرة سنتين';
    const accountant = candidateOf(text, 'محاسب', small);
    expect(accountant?.sources).toEqual(['pattern', 'line', 'span']);
    expect(accountant?.features).toEqual(expect.arrayContaining(['occ:exact', 'occ:head', 'lcue', 'rank:1', 'prev:مطلوب', 'src:pattern']));
    expect(candidateOf(text, 'السلام عليكم', small)?.features).toContain('greeting');
  });

  it('marks an occupation title inside a longer value, and works without a catalogue', () => {
    expect(candidateOf('Senior Accountant Riyadh branch', 'Senior Accountant', small)?.features).toContain('occ:part:≤0.5');
    expect(candidateOf('Senior Accountant', 'Senior Accountant', undefined)?.features).toContain('nocatalogue');
  });

  it('keeps one candidate per value and line, and says how often the value comes back', () => {
    const candidates = titleCandidates(jobLines('Staff Nurse\n\nApply for Staff Nurse today.'), small);
    const first = candidates.filter((candidate) => candidate.key === 'staff nurse' && candidate.line.index === 0);
    expect(first).toHaveLength(1);
    expect(first[0]?.features).toContain('repeat:≤2');
  });

  it('indexes the occupation titles once per catalogue: English heads last, Arabic heads first', () => {
    const titles = occupationTitlesOf(small);
    expect(occupationTitlesOf(small)).toBe(titles);
    expect([...titles.heads].sort()).toEqual(['accountant', 'nurse', 'محاسب', 'ممرضة'].sort());
  });
});

describe('the title ranker', () => {
  it('picks the best-scoring candidate and says how far ahead of the next value it is', () => {
    const candidates = titleCandidates(jobLines('Hey LinkedIn\nAccountant'), small);
    const weights = loadTitleTagger({ version: 1, source: 'test', scale: 10, weights: { 'occ:exact': 30, greeting: -20 } });
    const pick = pickTitle(weights, candidates);
    expect(pick?.candidate.value).toBe('Accountant');
    // Every value on the greeting's line scores −2.
    expect(pick?.margin).toBe(5);
    expect(pickTitle(weights, [])).toBeNull();
  });

  it('reads the title past greetings, page menus and employers with the shipped weights', () => {
    const catalogue = jobTextCatalogue(loadCatalogue(), loadSkillIndex());
    const read = (text: string) => readLearnedTitle(jobLines(text), catalogue).value;
    expect(read('السلام عليكم ورحمة الله\nمطلوب محاسب لشركة تجارية في جدة\nخبرة لا تقل عن سنتين في المحاسبة')).toBe('محاسب');
    expect(read("Hey LinkedIn 👋\nWe're hiring a Data Analyst to join our Riyadh team! You will build dashboards in Power BI.\nDM me for details.")).toBe('Data Analyst');
    expect(read('Skip to main content\nHome Jobs Companies Sign in\nAl Noor Trading LLC\nProcurement Officer\nJeddah, Saudi Arabia · Full time\nAbout the job')).toBe('Procurement Officer');
  });

  it('keeps a title line alone out of the skills, and a sentence that names the title in', () => {
    const catalogue = jobTextCatalogue(loadCatalogue(), loadSkillIndex());
    expect(readLearnedTitle(jobLines('Staff Nurse - ICU\nWe care for patients.'), catalogue)).toMatchObject({ value: 'Staff Nurse', lineIndex: 0, inSentence: false });
    const sentence = readLearnedTitle(jobLines('Hello all\nWe are looking for a Staff Nurse to join our intensive care unit in Dubai, caring for adult patients.'), catalogue);
    expect(sentence).toMatchObject({ value: 'Staff Nurse', lineIndex: 1, inSentence: true });
  });

  it('is what parseJobText uses with a catalogue; without one the rules read the title', () => {
    const text = 'Hey LinkedIn 👋\nWe are hiring a Data Analyst to build dashboards in Power BI.';
    expect(parseJobText(text, jobTextCatalogue(loadCatalogue(), loadSkillIndex())).title).toBe('Data Analyst');
    expect(parseJobText(text).title).toBe('Hey LinkedIn');
  });
});

describe('learning the weights', () => {
  const documents: TitleTrainingDocument[] = [
    { candidates: [['greeting', 'rank:0'], ['occ:exact', 'rank:1'], ['rank:2']], positive: [false, true, false] },
    { candidates: [['employer', 'rank:0'], ['occ:exact', 'rank:1']], positive: [false, true] },
    { candidates: [['greeting', 'rank:0'], ['rank:1', 'occ:exact']], positive: [false, true] },
    { candidates: [['rank:0']], positive: [false] },
  ];

  it('learns to prefer what the labelled titles share, the same way every time', () => {
    const options = { epochs: 5, seed: 7, minCount: 2 };
    const weights = trainTitleWeights(documents, options);
    expect(weights.get('occ:exact')).toBeGreaterThan(0);
    expect(weights.get('rank:0')).toBeLessThan(0);
    // Seen in one posting only: left out.
    expect(weights.has('employer')).toBe(false);
    expect(JSON.stringify(titleTaggerModel(trainTitleWeights(documents, options), 'x'))).toBe(JSON.stringify(titleTaggerModel(weights, 'x')));
  });

  it('ships integer weights with how they were made', () => {
    const model = shipped as TitleTaggerModel;
    expect(model.version).toBe(1);
    expect(model.source).toMatch(/train-job-title-tagger\.ts/u);
    expect(Object.values(model.weights).every((weight) => Number.isInteger(weight) && weight !== 0)).toBe(true);
    expect(Object.keys(model.weights)).toEqual(Object.keys(model.weights).sort());
  });
});
