import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseEscoSkills } from '../src/importers/esco.ts';
import { ONET_FILES, parseOnetDirectory } from '../src/importers/onet.ts';
import { readImportFiles } from '../src/importers/read-files.ts';
import { ImportFormatError } from '../src/importers/tab-delimited.ts';

const onetDir = fileURLToPath(new URL('./fixtures/onet/', import.meta.url));
const escoDir = new URL('./fixtures/esco/', import.meta.url);

describe('parseOnetDirectory', () => {
  const files = readImportFiles(onetDir);
  const result = parseOnetDirectory(files);
  const byCode = new Map(result.occupations.map((o) => [o.code, o]));

  it('reads every occupation with its title and description (CRLF file)', () => {
    expect(result.occupations.map((o) => o.code)).toEqual(['13-2011.00', '15-1252.00', '29-1141.00']);
    const dev = byCode.get('15-1252.00');
    expect(dev?.id).toBe('occ:15-1252.00');
    expect(dev?.title).toBe('Software Developers');
    expect(dev?.description).toMatch(/^Fixture text/);
  });

  it('reads interest scores (OI) and high points (IH)', () => {
    const dev = byCode.get('15-1252.00');
    expect(dev?.riasec).toEqual({
      realistic: 3.9,
      investigative: 6.7,
      artistic: 2.4,
      social: 1.8,
      enterprising: 2.1,
      conventional: 4.9,
    });
    expect(dev?.holland_code).toBe('ICR');
    expect(byCode.get('29-1141.00')?.holland_code).toBe('SIC');
    expect(byCode.get('13-2011.00')?.holland_code).toBe('CEI');
  });

  it('reads job zones, related occupations by index, technology skills and alternate titles', () => {
    const dev = byCode.get('15-1252.00');
    expect(dev?.job_zone).toBe(4);
    expect(byCode.get('29-1141.00')?.job_zone).toBe(3);
    expect(dev?.related.map((r) => r.code)).toEqual(['15-1253.00', '15-1251.00', '15-1299.08']);
    expect(dev?.related[0]).toEqual({ code: '15-1253.00', tier: 'Primary-Short', index: 1 });
    expect(dev?.technology_skills.map((t) => t.name)).toEqual(['Python', 'Git', 'Microsoft Excel']);
    expect(dev?.technology_skills[0]).toEqual({
      name: 'Python',
      commodity_code: '43232405',
      commodity_title: 'Object or component oriented development software',
      hot: true,
      in_demand: true,
    });
    expect(dev?.alternate_titles[0]).toEqual({
      title: 'Application Developer',
      short_title: null,
      sources: ['08', '09'],
    });
    expect(byCode.get('13-2011.00')?.alternate_titles[0]?.short_title).toBe('CPA');
  });

  it('reads task statements, core tasks first, then by task id', () => {
    expect(byCode.get('15-1252.00')?.tasks).toEqual([
      { id: 16363, task: 'Fixture task: write and test the code of new programs.', type: 'core' },
      { id: 16987, task: 'Fixture task: review the code others wrote.', type: 'supplemental' },
      { id: 22500, task: 'Fixture task: try out a new tool.', type: null },
    ]);
    expect(byCode.get('29-1141.00')?.tasks.map((t) => t.task)).toEqual(['Fixture task: record what the patient needs.']);
    expect(byCode.get('13-2011.00')?.tasks).toEqual([]);
  });

  it('collects distinct technology skills across occupations', () => {
    const excel = result.technology_skills.find((t) => t.name === 'Microsoft Excel');
    expect(excel).toMatchObject({
      id: 'skill:microsoft-excel',
      category: 'Spreadsheet software',
      hot: true,
      in_demand: true,
    });
    expect(excel?.occupations).toEqual(['occ:13-2011.00', 'occ:15-1252.00']);
    expect(result.technology_skills).toHaveLength(5);
  });

  it('warns about rows for unknown codes instead of failing', () => {
    expect(result.warnings).toEqual(['Interests.txt: unknown code 99-9999.00']);
  });

  it('works with only the occupation file, and ranks OI scores when IH is missing', () => {
    const only = parseOnetDirectory({ [ONET_FILES.occupations]: files[ONET_FILES.occupations] as string });
    expect(only.occupations).toHaveLength(3);
    expect(only.occupations[0]?.riasec).toBeNull();
    const interests = (files[ONET_FILES.interests] as string)
      .split('\n')
      .filter((l) => !l.includes('\tIH\t'))
      .join('\n');
    const ranked = parseOnetDirectory({
      [ONET_FILES.occupations]: files[ONET_FILES.occupations] as string,
      [ONET_FILES.interests]: interests,
    });
    expect(ranked.occupations.find((o) => o.code === '29-1141.00')?.holland_code).toBe('SIC');
  });

  it('rejects a missing occupation file or a missing column', () => {
    expect(() => parseOnetDirectory({})).toThrow(ImportFormatError);
    expect(() =>
      parseOnetDirectory({ [ONET_FILES.occupations]: 'O*NET-SOC Code\tTitle\n11-1011.00\tChief Executives\n' }),
    ).toThrow(/missing column "Description"/);
  });
});

describe('parseEscoSkills', () => {
  const skillsCsv = readFileSync(new URL('skills_en.csv', escoDir), 'utf8');
  const relationsCsv = readFileSync(new URL('skillSkillRelations_en.csv', escoDir), 'utf8');

  it('reads released skills with multi-line alternative labels', () => {
    const { skills, warnings } = parseEscoSkills(skillsCsv);
    expect(skills.map((s) => s.name)).toEqual([
      'use spreadsheets software',
      'accounting',
      'communicate with customers',
    ]);
    const sheets = skills[0];
    expect(sheets?.id).toBe('esco:00000000-0000-4000-8000-000000000001');
    expect(sheets?.aliases).toEqual(['use spreadsheet software', 'work with spreadsheets', 'spreadsheet use']);
    expect(sheets?.hidden_aliases).toEqual(['usre spredsheets']);
    expect(sheets?.type).toBe('skill/competence');
    expect(sheets?.reuse_level).toBe('cross-sector');
    expect(skills[1]?.description).toContain('with a comma, and "quotes"');
    expect(skills[2]?.description).toBe('Fixture scope note only.');
    expect(warnings).toEqual([
      'skills_en.csv: http://data.europa.eu/esco/skill/00000000-0000-4000-8000-000000000004 has status deprecated, skipped',
    ]);
  });

  it('attaches skill-to-skill relations and warns about dangling ones', () => {
    const { skills, warnings } = parseEscoSkills(skillsCsv, relationsCsv);
    expect(skills[1]?.related).toEqual([
      { uri: 'http://data.europa.eu/esco/skill/00000000-0000-4000-8000-000000000001', relation: 'essential' },
    ]);
    expect(skills[2]?.related).toEqual([
      { uri: 'http://data.europa.eu/esco/skill/00000000-0000-4000-8000-000000000002', relation: 'optional' },
    ]);
    expect(warnings.some((w) => w.includes('00000000dead'))).toBe(true);
  });

  it('rejects a file without the expected columns', () => {
    expect(() => parseEscoSkills('a,b\n1,2\n')).toThrow(/missing column "conceptType"/);
  });
});
