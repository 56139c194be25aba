/**
 * Expands the hand-written skill tables in scripts/source/skills/*.txt into catalogue skills.
 *
 * Table format (one skill a line, `|`-separated, trailing columns optional):
 *   @sector <sector id>
 *   # <category id> | <English category> | <Arabic category> | <default type> | <Arabic prefix for names left blank>
 *   <English> | <Arabic> | <English aliases, comma-separated> | <Arabic aliases> | <extras: exact=A,B; rel=Name,Name; type=tool>
 *   %<flags> <English noun> | <Arabic noun, definite> | <aliases> | <Arabic aliases>
 * A `%` line expands an equipment or system noun into skills: O = "<noun> Operation" / "تشغيل <noun>",
 * M = maintenance / صيانة, I = installation / تركيب, S = inspection / فحص.
 * Related skills: the two neighbours on each side within the category (tables are ordered so that
 * neighbours are related), the other expansions of the same noun, and any `rel=` names.
 */
import { readFileSync, readdirSync } from 'node:fs';
import type { Skill, SkillCategory, SkillType } from '../src/skills.ts';
import { slugify } from '../src/text.ts';

export interface DraftSkill extends Omit<Skill, 'related'> {
  relNames: string[];
  group: string | undefined;
  order: number;
}

export interface ParsedSkills {
  categories: SkillCategory[];
  skills: DraftSkill[];
}

const FLAG_WORDS: Record<string, { en: string; ar: string; aliases: (n: string) => string[] }> = {
  O: { en: 'Operation', ar: 'تشغيل', aliases: (n) => [`${n} operating`, `${n} operator`] },
  M: { en: 'Maintenance', ar: 'صيانة', aliases: (n) => [`${n} servicing`, `${n} repair`] },
  I: { en: 'Installation', ar: 'تركيب', aliases: (n) => [`${n} installing`] },
  S: { en: 'Inspection', ar: 'فحص', aliases: (n) => [`${n} testing`] },
};

const list = (s: string | undefined) =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x.length > 0);

export function parseSkillTable(text: string, file: string): ParsedSkills {
  const categories: SkillCategory[] = [];
  const skills: DraftSkill[] = [];
  let sector: string | undefined;
  let category: { id: string; type: SkillType; prefix: string } | undefined;
  let order = 0;
  text.split('\n').forEach((rawLine, n) => {
    const line = rawLine.trim();
    const where = `${file}:${n + 1}`;
    if (line.length === 0 || line.startsWith('//')) return;
    if (line.startsWith('@sector ')) {
      sector = line.slice(8).trim();
      return;
    }
    if (line.startsWith('# ')) {
      const [id, en, ar, type, prefix] = line
        .slice(2)
        .split('|')
        .map((x) => x.trim());
      if (id === undefined || en === undefined || ar === undefined) throw new Error(`${where}: bad category`);
      if (!/^[a-z0-9-]+$/.test(id)) return; // a comment line
      if (sector === undefined) throw new Error(`${where}: category before @sector`);
      category = { id, type: (type || 'technical') as SkillType, prefix: prefix ?? '' };
      categories.push({ id, sector, name: { en, ar } });
      return;
    }
    if (line.startsWith('#')) return;
    if (sector === undefined || category === undefined) throw new Error(`${where}: skill before a category`);
    const cols = line.split('|').map((x) => x.trim());
    if (line.startsWith('%')) {
      const m = /^%([OMIS]+)\s+(.+)$/.exec(cols[0] ?? '');
      if (!m) throw new Error(`${where}: bad % line`);
      const flags = m[1] as string;
      const noun = m[2] as string;
      const nounAr = cols[1];
      if (!nounAr) throw new Error(`${where}: % line needs an Arabic noun`);
      const group = `${where}`;
      for (const f of flags) {
        const w = FLAG_WORDS[f] as (typeof FLAG_WORDS)[string];
        const lower = noun.toLowerCase();
        const en = `${noun} ${w.en}`;
        skills.push({
          id: `skill:${slugify(en)}`,
          name: { en, ar: `${w.ar} ${nounAr}` },
          aliases: {
            en: [...w.aliases(lower), ...list(cols[2]).map((a) => `${a} ${w.en.toLowerCase()}`)],
            ar: list(cols[3]).map((a) => `${w.ar} ${a}`),
          },
          type: category.type,
          category: category.id,
          sector,
          relNames: [],
          group,
          order: order++,
        });
      }
      return;
    }
    const [en, arCol, enAliases, arAliases, extras] = cols;
    if (!en) throw new Error(`${where}: empty name`);
    const opts = new Map<string, string>();
    for (const kv of (extras ?? '').split(';')) {
      const i = kv.indexOf('=');
      if (i > 0) opts.set(kv.slice(0, i).trim(), kv.slice(i + 1).trim());
    }
    const type = (opts.get('type') as SkillType | undefined) ?? category.type;
    // A software product with no Arabic name of its own is written "برنامج <name>" in Arabic text.
    const prefix = category.prefix || (type === 'tool' ? 'برنامج' : '');
    const ar = arCol || (prefix ? `${prefix} ${en.replace(/\s*\(.*\)$/, '')}` : '');
    if (!ar) throw new Error(`${where}: no Arabic name for ${en}`);
    const exact = list(opts.get('exact'));
    const arList = list(arAliases);
    // A prefixed Arabic name ("إطار عمل Django") is also found by the bare English name; keep the prefixless
    // transliteration, if one was given, as an alias.
    const skill: DraftSkill = {
      id: `skill:${opts.get('id') ?? slugify(en.replace(/\s*\((programming language)\)/i, '-lang'))}`,
      name: { en, ar },
      aliases: { en: list(enAliases), ar: arList },
      type,
      category: category.id,
      sector,
      relNames: list(opts.get('rel')),
      group: undefined,
      order: order++,
    };
    if (exact.length > 0) skill.exact_aliases = exact;
    skills.push(skill);
  });
  return { categories, skills };
}

export function readSkillTables(dir: URL): ParsedSkills[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => parseSkillTable(readFileSync(new URL(f, dir), 'utf8'), f));
}
