/**
 * What the job-text parser needs from the skills catalogue, as plain data and one function, so the engine
 * stays free of the catalogue package: the server (or a test) adapts `@masar/catalog`'s Catalogue and skill
 * index with `jobTextCatalogue`, which only reads the fields named here.
 */
export interface JobTextCatalogue {
  /** Catalogue skills mentioned in a text, in order, with where they sit (UTF-16 offsets, end exclusive). */
  scanSkills(text: string): Array<{ id: string; sector: string; type: string; text: string; start: number; end: number }>;
  sectors: ReadonlyArray<{ id: string; name: { en: string; ar: string } }>;
  /** Occupation titles (names and alternate titles, both languages) with their sector. */
  occupations: ReadonlyArray<{ id: string; sector: string; titles: readonly string[] }>;
  /**
   * Skills' English names, for skills written as a verb and its object ("reconcile bank accounts"); their
   * English aliases, for skills written in the other number ("pivot table"); and their Arabic name and
   * aliases, for Arabic skills written in another inflection ("تسوية الحسابات البنكية").
   */
  skillNames?: ReadonlyArray<{ id: string; sector: string; type: string; name: string; en?: readonly string[]; ar?: readonly string[] }>;
}

interface CatalogueLike {
  skills: ReadonlyArray<{ id: string; sector: string; type: string; name: { en: string; ar: string }; aliases: { en: readonly string[]; ar: readonly string[] } }>;
  sectors: ReadonlyArray<{ id: string; name: { en: string; ar: string } }>;
  occupations: ReadonlyArray<{ id: string; sector: string; title: { en: string; ar: string }; alternate_titles: { en: readonly string[]; ar: readonly string[] } }>;
}

interface SkillIndexLike {
  scan(text: string): Array<{ skill: { id: string; sector: string; type: string }; text: string; start: number; end: number }>;
}

export function jobTextCatalogue(catalogue: CatalogueLike, index: SkillIndexLike): JobTextCatalogue {
  return {
    scanSkills: (text) => index.scan(text).map((mention) => ({ id: mention.skill.id, sector: mention.skill.sector, type: mention.skill.type, text: mention.text, start: mention.start, end: mention.end })),
    sectors: catalogue.sectors,
    skillNames: catalogue.skills.map((skill) => ({ id: skill.id, sector: skill.sector, type: skill.type, name: skill.name.en, en: skill.aliases.en, ar: [skill.name.ar, ...skill.aliases.ar] })),
    occupations: catalogue.occupations.map((occupation) => ({
      id: occupation.id,
      sector: occupation.sector,
      titles: [occupation.title.en, occupation.title.ar, ...occupation.alternate_titles.en, ...occupation.alternate_titles.ar],
    })),
  };
}
