/**
 * Reads the hand-written occupation tables in scripts/source/occupations/*.txt.
 *
 *   @sector <sector id>
 *   <O*NET-SOC code or -> | <O*NET title> | <Arabic title> | <job zone> | <Holland code> | <core skills, by name or
 *   alias, most important first> | <our description> | <English alternate titles> | <Arabic alternate titles> | <extras: edu=…>
 *
 * Codes, titles, job zones and Holland codes are what the team knows of O*NET-SOC 2019 (O*NET 28/29); the
 * descriptions and Arabic titles are ours. `npm run import:onet` replaces the facts with the official files.
 */
import { readFileSync, readdirSync } from 'node:fs';

export interface DraftOccupation {
  code: string | null;
  title: string;
  titleAr: string;
  jobZone: number;
  holland: string;
  skillNames: string[];
  description: string;
  altEn: string[];
  altAr: string[];
  sector: string;
  education: string | undefined;
  where: string;
}

const list = (s: string | undefined) =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x.length > 0);

export function readOccupationTables(dir: URL): DraftOccupation[] {
  const out: DraftOccupation[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    let sector: string | undefined;
    readFileSync(new URL(file, dir), 'utf8')
      .split('\n')
      .forEach((raw, n) => {
        const line = raw.trim();
        const where = `${file}:${n + 1}`;
        if (line.length === 0 || line.startsWith('#')) return;
        if (line.startsWith('@sector ')) {
          sector = line.slice(8).trim();
          return;
        }
        if (sector === undefined) throw new Error(`${where}: occupation before @sector`);
        const [code, title, titleAr, zone, holland, skills, description, altEn, altAr, extras] = line
          .split('|')
          .map((x) => x.trim());
        if (!code || !title || !titleAr || !zone || !holland || !skills || !description)
          throw new Error(`${where}: missing column`);
        if (code !== '-' && !/^\d{2}-\d{4}\.\d{2}$/.test(code)) throw new Error(`${where}: bad code ${code}`);
        const edu = /edu=([a-z]+)/.exec(extras ?? '')?.[1];
        out.push({
          code: code === '-' ? null : code,
          title,
          titleAr,
          jobZone: Number(zone),
          holland,
          skillNames: list(skills),
          description,
          altEn: list(altEn),
          altAr: list(altAr),
          sector,
          education: edu,
          where,
        });
      });
  }
  return out;
}
