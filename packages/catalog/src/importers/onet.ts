/**
 * Pure parser for the O*NET database's text files (https://www.onetcenter.org/database.html, "Text" format).
 * The caller reads the files (e.g. every *.txt of an unzipped db_29_0_text directory) and passes them by
 * their official names; the database side turns the result into rows.
 *
 * Column mapping (official header names → our fields):
 * - "Occupation Data.txt": O*NET-SOC Code → code, Title → title, Description → description
 * - "Interests.txt": O*NET-SOC Code, Element ID, Element Name, Scale ID, Data Value (Date, Domain Source ignored).
 *   Scale OI (Occupational Interests, 1–7): Element Name Realistic … Conventional → riasec.<area>.
 *   Scale IH (Interest High-Point): elements "First/Second/Third Interest High-Point" (1.B.1.g–i) whose
 *   Data Value 1–6 means R, I, A, S, E, C (0 = none) → holland_code in that order.
 * - "Job Zones.txt": O*NET-SOC Code, Job Zone (1–5) → job_zone
 * - "Related Occupations.txt": O*NET-SOC Code, Related O*NET-SOC Code, Relatedness Tier ("Primary-Short",
 *   "Primary-Long", "Supplemental"), Index (1 = most related) → related[] sorted by Index
 * - "Technology Skills.txt": O*NET-SOC Code, Example → name, Commodity Code, Commodity Title → category,
 *   Hot Technology (Y/N) → hot, In Demand (Y/N) → in_demand
 * - "Alternate Titles.txt": O*NET-SOC Code, Alternate Title → title, Short Title ("n/a" when none) → short_title,
 *   Source(s) → sources (comma-separated codes)
 * - "Task Statements.txt": O*NET-SOC Code, Task ID → id, Task → task, Task Type ("Core", "Supplemental", or
 *   empty/"n/a" for tasks not yet rated) → type; an occupation's tasks core first, then by Task ID
 * Only "Occupation Data.txt" is required; the other files add to the records when present.
 */
import type { RiasecArea, RiasecScores } from '../occupations.ts';
import { RIASEC_AREAS } from '../occupations.ts';
import { slugify } from '../text.ts';
import { ImportFormatError, parseTabDelimited, type Row } from './tab-delimited.ts';

export const ONET_FILES = {
  occupations: 'Occupation Data.txt',
  interests: 'Interests.txt',
  jobZones: 'Job Zones.txt',
  related: 'Related Occupations.txt',
  technologySkills: 'Technology Skills.txt',
  alternateTitles: 'Alternate Titles.txt',
  tasks: 'Task Statements.txt',
} as const;

const CODE = 'O*NET-SOC Code';

export interface OnetRelated {
  code: string;
  tier: string;
  index: number;
}

export interface OnetTechnologySkill {
  name: string;
  commodity_code: string;
  commodity_title: string;
  hot: boolean;
  in_demand: boolean;
}

export interface OnetAlternateTitle {
  title: string;
  short_title: string | null;
  sources: string[];
}

export interface OnetTask {
  id: number;
  /** One sentence of what the work involves (English: O*NET publishes no Arabic). */
  task: string;
  /** O*NET's rating: core tasks are central to the occupation; null for tasks not yet rated. */
  type: 'core' | 'supplemental' | null;
}

export interface OnetOccupation {
  /** `occ:` + code, the id the shipped catalogue uses, so imports update the same records. */
  id: string;
  code: string;
  title: string;
  description: string;
  /** O*NET OI scores, 1–7; null when Interests.txt was not given or has no row for the code. */
  riasec: RiasecScores | null;
  /** High-point letters, e.g. "ICR"; null when unknown. */
  holland_code: string | null;
  job_zone: number | null;
  related: OnetRelated[];
  technology_skills: OnetTechnologySkill[];
  alternate_titles: OnetAlternateTitle[];
  tasks: OnetTask[];
}

export interface OnetImport {
  occupations: OnetOccupation[];
  /** Distinct technology examples across occupations, as candidate catalogue skills. */
  technology_skills: Array<{
    id: string;
    name: string;
    category: string;
    hot: boolean;
    in_demand: boolean;
    occupations: string[];
  }>;
  /** Rows skipped, with the reason (unknown code, bad value). */
  warnings: string[];
}

const AREA_BY_NAME: Record<string, RiasecArea> = Object.fromEntries(
  RIASEC_AREAS.map((a) => [a.charAt(0).toUpperCase() + a.slice(1), a]),
);
const HIGH_POINT_ORDER: Record<string, number> = {
  'First Interest High-Point': 0,
  'Second Interest High-Point': 1,
  'Third Interest High-Point': 2,
};
const HIGH_POINT_LETTER = ['', 'R', 'I', 'A', 'S', 'E', 'C'];

function num(row: Row, column: string): number {
  return Number.parseFloat(row[column] ?? '');
}

/**
 * Parses the O*NET text files given by official file name (other keys are ignored). Throws
 * ImportFormatError when "Occupation Data.txt" is missing or a file lacks a required column.
 */
export function parseOnetDirectory(files: Record<string, string>): OnetImport {
  const warnings: string[] = [];
  const occupationText = files[ONET_FILES.occupations];
  if (occupationText === undefined) throw new ImportFormatError(`"${ONET_FILES.occupations}" is required`);

  const byCode = new Map<string, OnetOccupation>();
  for (const row of parseTabDelimited(occupationText, ONET_FILES.occupations, [CODE, 'Title', 'Description'])) {
    const code = row[CODE] as string;
    byCode.set(code, {
      id: `occ:${code}`,
      code,
      title: row.Title as string,
      description: row.Description as string,
      riasec: null,
      holland_code: null,
      job_zone: null,
      related: [],
      technology_skills: [],
      alternate_titles: [],
      tasks: [],
    });
  }
  const get = (file: string, row: Row): OnetOccupation | undefined => {
    const occ = byCode.get(row[CODE] as string);
    if (occ === undefined) warnings.push(`${file}: unknown code ${row[CODE]}`);
    return occ;
  };

  const interests = files[ONET_FILES.interests];
  if (interests !== undefined) {
    const highPoints = new Map<string, string[]>();
    for (const row of parseTabDelimited(interests, ONET_FILES.interests, [
      CODE,
      'Element Name',
      'Scale ID',
      'Data Value',
    ])) {
      const occ = get(ONET_FILES.interests, row);
      if (occ === undefined) continue;
      const value = num(row, 'Data Value');
      const element = row['Element Name'] as string;
      if (row['Scale ID'] === 'OI') {
        const area = AREA_BY_NAME[element];
        if (area === undefined || !(value >= 1 && value <= 7)) {
          warnings.push(`${ONET_FILES.interests}: ${occ.code} ${element}=${row['Data Value']} skipped`);
          continue;
        }
        occ.riasec ??= { realistic: 1, investigative: 1, artistic: 1, social: 1, enterprising: 1, conventional: 1 };
        occ.riasec[area] = value;
      } else if (row['Scale ID'] === 'IH') {
        const at = HIGH_POINT_ORDER[element];
        const letter = HIGH_POINT_LETTER[Math.round(value)];
        if (at === undefined || letter === undefined) continue;
        const list = highPoints.get(occ.code) ?? ['', '', ''];
        list[at] = letter;
        highPoints.set(occ.code, list);
      }
    }
    for (const [code, letters] of highPoints) {
      const occ = byCode.get(code) as OnetOccupation;
      const holland = letters.join('');
      occ.holland_code = holland.length > 0 ? holland : null;
    }
    // Where IH is absent, rank the OI scores.
    for (const occ of byCode.values()) {
      if (occ.holland_code === null && occ.riasec !== null) {
        const scores = occ.riasec;
        occ.holland_code = [...RIASEC_AREAS]
          .sort((a, b) => scores[b] - scores[a])
          .slice(0, 3)
          .map((a) => a.charAt(0).toUpperCase())
          .join('');
      }
    }
  }

  const zones = files[ONET_FILES.jobZones];
  if (zones !== undefined) {
    for (const row of parseTabDelimited(zones, ONET_FILES.jobZones, [CODE, 'Job Zone'])) {
      const occ = get(ONET_FILES.jobZones, row);
      const zone = num(row, 'Job Zone');
      if (occ === undefined) continue;
      if (Number.isInteger(zone) && zone >= 1 && zone <= 5) occ.job_zone = zone;
      else warnings.push(`${ONET_FILES.jobZones}: ${occ.code} job zone ${row['Job Zone']} skipped`);
    }
  }

  const related = files[ONET_FILES.related];
  if (related !== undefined) {
    for (const row of parseTabDelimited(related, ONET_FILES.related, [
      CODE,
      'Related O*NET-SOC Code',
      'Relatedness Tier',
      'Index',
    ])) {
      const occ = get(ONET_FILES.related, row);
      if (occ === undefined) continue;
      occ.related.push({
        code: row['Related O*NET-SOC Code'] as string,
        tier: row['Relatedness Tier'] as string,
        index: num(row, 'Index'),
      });
    }
    for (const occ of byCode.values()) occ.related.sort((a, b) => a.index - b.index);
  }

  const technology = files[ONET_FILES.technologySkills];
  const techById = new Map<string, OnetImport['technology_skills'][number]>();
  if (technology !== undefined) {
    for (const row of parseTabDelimited(technology, ONET_FILES.technologySkills, [
      CODE,
      'Example',
      'Commodity Code',
      'Commodity Title',
    ])) {
      const occ = get(ONET_FILES.technologySkills, row);
      if (occ === undefined) continue;
      const skill: OnetTechnologySkill = {
        name: row.Example as string,
        commodity_code: row['Commodity Code'] as string,
        commodity_title: row['Commodity Title'] as string,
        hot: row['Hot Technology'] === 'Y',
        in_demand: row['In Demand'] === 'Y',
      };
      occ.technology_skills.push(skill);
      const id = `skill:${slugify(skill.name)}`;
      const entry = techById.get(id) ?? {
        id,
        name: skill.name,
        category: skill.commodity_title,
        hot: false,
        in_demand: false,
        occupations: [],
      };
      entry.hot ||= skill.hot;
      entry.in_demand ||= skill.in_demand;
      if (!entry.occupations.includes(occ.id)) entry.occupations.push(occ.id);
      techById.set(id, entry);
    }
  }

  const alternates = files[ONET_FILES.alternateTitles];
  if (alternates !== undefined) {
    for (const row of parseTabDelimited(alternates, ONET_FILES.alternateTitles, [CODE, 'Alternate Title'])) {
      const occ = get(ONET_FILES.alternateTitles, row);
      if (occ === undefined) continue;
      const short = row['Short Title'] ?? '';
      occ.alternate_titles.push({
        title: row['Alternate Title'] as string,
        short_title: short === '' || short.toLowerCase() === 'n/a' ? null : short,
        sources: (row['Source(s)'] ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s.length > 0),
      });
    }
  }

  const tasks = files[ONET_FILES.tasks];
  if (tasks !== undefined) {
    for (const row of parseTabDelimited(tasks, ONET_FILES.tasks, [CODE, 'Task ID', 'Task'])) {
      const occ = get(ONET_FILES.tasks, row);
      if (occ === undefined) continue;
      const task = (row.Task as string).trim();
      const id = num(row, 'Task ID');
      if (!task || !Number.isFinite(id)) {
        warnings.push(`${ONET_FILES.tasks}: ${occ.code} task ${row['Task ID']} skipped`);
        continue;
      }
      const type = (row['Task Type'] ?? '').trim().toLowerCase();
      occ.tasks.push({ id, task, type: type === 'core' || type === 'supplemental' ? type : null });
    }
    const order = { core: 0, supplemental: 1 } as const;
    for (const occ of byCode.values()) occ.tasks.sort((a, b) => (a.type ? order[a.type] : 2) - (b.type ? order[b.type] : 2) || a.id - b.id);
  }

  return { occupations: [...byCode.values()], technology_skills: [...techById.values()], warnings };
}
