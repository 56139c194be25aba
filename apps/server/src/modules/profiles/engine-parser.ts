import { perCatalogue } from '@masar/catalog/catalogue';
import { parseResume } from '@masar/engines/resume-parser/parse-resume';
import type { SkillLookup } from '@masar/engines/resume-parser/profile';
import { createSkillLookup } from '@masar/engines/resume-parser/skill-lookup';
import type { ResumeParser } from './resume-parse.jobs.ts';

const catalogueLookup = perCatalogue((catalogue) =>
  createSkillLookup(
    catalogue.skills.map((skill) => ({
      id: skill.id,
      name: skill.name.en,
      aliases: [skill.name.ar, ...skill.aliases.en, ...skill.aliases.ar],
    })),
  ),
);

/** The catalogue's skills (English and Arabic names and aliases) as the parser's skill lookup, built once per catalogue. */
export function catalogueSkillLookup(): SkillLookup {
  return catalogueLookup();
}

/** The built-in resume engine, with skills normalised to the catalogue's, as the parse job calls it. */
export const parseResumeWithEngine: ResumeParser = async (input) => {
  const result = await parseResume(input, { skillCatalogue: catalogueSkillLookup() });
  return result.ok ? { ok: true, profile: result.profile } : { ok: false, reason: result.reason, message: result.message };
};
