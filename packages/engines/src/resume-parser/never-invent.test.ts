/**
 * Property: whatever lines the parser is given, every string in the profile is text of those lines.
 * The lines are built from resume-like pieces (headings, titles, dates, contact details, noise), so the
 * extractors are exercised along their real paths.
 */
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { plainTextToLines } from './extract/plain-lines.ts';
import { inventedStrings } from './never-invent.ts';
import { profileFromLines } from './parse-resume.ts';
import { createSkillLookup } from './skill-lookup.ts';

const pieces = [
  'Experience', 'Education', 'Skills', 'Certifications', 'Languages', 'Awards', 'الخبرات', 'التعليم', 'المهارات',
  'Software Engineer — Acme LLC', 'Data Analyst at Gulf Horizon Bank, Dubai', 'مهندس برمجيات | شركة الصقر', 'Jan 2019 - Present', '2016 – 2020',
  '٠٣/٢٠٢١ - حتى الآن', 'Bachelor of Science in Physics, University of Jordan', 'PMP — Project Management Institute, Mar 2020', 'Credential ID: X-123',
  'Python, SQL · Excel', 'Arabic (Native), English', '• Built a thing', 'jane.doe@example.com | +44 20 7946 0958 | London, United Kingdom',
  'linkedin.com/in/jane', 'Jane Doe', 'Expected 2026', '(no expiry)', 'and', '|', '—', 'Day to day I work with Python and Tableau.',
];

/**
 * Runs of the property: a modest number by default, so the suite holds on a busy machine (each run parses a
 * resume of up to 25 lines). Set MASAR_PROPERTY_RUNS (say 2000) for a deeper search; the seed is fixed, so a
 * larger number runs the default runs and more.
 */
const RUNS = Number(process.env.MASAR_PROPERTY_RUNS) || 100;

describe('never invents', () => {
  it('every extracted string occurs in the input, for arbitrary mixes of resume pieces', () => {
    const lookup = createSkillLookup([{ id: '1', name: 'Python' }, { id: '2', name: 'Microsoft Excel', aliases: ['Excel'] }]);
    fc.assert(
      fc.property(fc.array(fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 25 }), (rows) => {
        const text = rows.map((row) => row.join(' ')).join('\n');
        const profile = profileFromLines(plainTextToLines(text), { skillCatalogue: lookup });
        expect(inventedStrings(profile, text)).toEqual([]);
      }),
      { numRuns: RUNS, seed: 42 },
    );
  });
});

describe('the engine is pure', () => {
  it('no parser module imports the file system, the network or a child process', () => {
    // fixture-reader (tests) and bench (benchmark harness) read fixtures; nothing else may.
    const directory = new URL('./', import.meta.url);
    const files = [...readdirSync(directory), ...readdirSync(new URL('./extract/', import.meta.url)).map((name) => `extract/${name}`)].filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !['fixture-reader.ts', 'bench.ts'].includes(name),
    );
    const offenders = files.filter((name) => /from ['"]node:(fs|net|http|https|child_process)|from ['"](fs|net|http|https|child_process)['"]/.test(readFileSync(new URL(name, directory), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
