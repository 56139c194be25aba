import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Career interests are for the candidate's own exploration (issue #14, decision 0063): they may order
 * what the candidate is shown about careers, and must never rank, filter or describe candidates for
 * recruiters. The code that matches people to jobs and everything recruiters read must not name them:
 * not the interests module, engine, contracts or tables, nor an `interests` field handed to matching
 * (the occupations' own interest profiles, `occupationInterests`, are the job's, not the person's).
 * Comments and tests aside, as in the nationality guard (decision 0053).
 */
const SERVER = '../../../../apps/server/src/modules';
const WEB = '../../../../apps/web/src';
const roots = [
  `${SERVER}/matching`,
  `${SERVER}/recruiter-candidates`,
  `${SERVER}/candidate-search`,
  `${SERVER}/approvals`,
  `${SERVER}/employees`,
  `${SERVER}/stats`,
  `${SERVER}/skills-analytics`,
  `${SERVER}/jobs`,
  `${SERVER}/profiles`,
  `${SERVER}/personality`,
  `${WEB}/routes/recruiter`,
  `${WEB}/features/job-candidates`,
  `${WEB}/features/candidate-search`,
  `${WEB}/features/approvals`,
].map((relative) => new URL(`${relative}/`, import.meta.url));

const NAMES_INTERESTS =
  /\binterests\b|interest_(assessments|answers)|interest(Assessments|Answers)|my_next_move|next[-_ ]?move|engines\/interests|shared\/interests|modules\/interests/i;
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

describe("matching and recruiters never read a candidate's interests (decision 0063)", () => {
  it('the pattern catches what it must and spares the job side', () => {
    expect(NAMES_INTERESTS.test("import { result } from '../interests/interests.service.ts';")).toBe(true);
    expect(NAMES_INTERESTS.test('const candidate = { ...input, interests: scores };')).toBe(true);
    expect(NAMES_INTERESTS.test('db.select().from(interestAssessments)')).toBe(true);
    expect(NAMES_INTERESTS.test('occupationInterests: occupation.riasec')).toBe(false);
  });

  it.each(roots.map((root) => [root.pathname]))('%s has no word of them', (root) => {
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
    expect(sources.length).toBeGreaterThan(0);
    const offenders = sources.filter((name) => NAMES_INTERESTS.test(withoutComments(readFileSync(new URL(name, `file://${root}`), 'utf8'))));
    expect(offenders).toEqual([]);
  });
});
