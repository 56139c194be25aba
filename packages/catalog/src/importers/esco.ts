/**
 * Pure parser for ESCO's skills pillar in CSV (https://esco.ec.europa.eu/en/use-esco/download, "CSV",
 * language "en"): skills_en.csv and, optionally, skillSkillRelations_en.csv.
 *
 * skills_en.csv columns → our fields:
 *   conceptType ("KnowledgeSkillCompetence") — rows of other types are skipped
 *   conceptUri → uri, and id "esco:" + the URI's last path segment
 *   skillType ("skill/competence" | "knowledge") → type
 *   reuseLevel ("transversal" | "cross-sector" | "sector-specific" | "occupation-specific") → reuse_level
 *   preferredLabel → name
 *   altLabels (newline-separated inside one quoted cell) → aliases
 *   hiddenLabels (newline-separated) → hidden_aliases (misspellings; good for matching, not for display)
 *   status ("released") → rows with another status are skipped
 *   modifiedDate → modified
 *   scopeNote, definition, description → description (first non-empty of description, definition, scopeNote)
 *   inScheme → ignored
 * skillSkillRelations_en.csv columns: originalSkillUri, originalSkillType, relationType ("essential" |
 * "optional"), relatedSkillType, relatedSkillUri → related[] on the original skill.
 */
import { parse } from 'csv-parse/sync';
import { ImportFormatError } from './tab-delimited.ts';

export interface EscoSkill {
  id: string;
  uri: string;
  name: string;
  aliases: string[];
  hidden_aliases: string[];
  /** "skill/competence" or "knowledge" in ESCO v1.x. */
  type: string;
  reuse_level: string;
  description: string;
  modified: string;
  /** relation is "essential" or "optional" in ESCO v1.x. */
  related: Array<{ uri: string; relation: string }>;
}

export interface EscoImport {
  skills: EscoSkill[];
  warnings: string[];
}

const SKILL_COLUMNS = [
  'conceptType',
  'conceptUri',
  'skillType',
  'reuseLevel',
  'preferredLabel',
  'altLabels',
  'status',
] as const;
const RELATION_COLUMNS = ['originalSkillUri', 'relationType', 'relatedSkillUri'] as const;

function readCsv(csv: string, file: string, required: readonly string[]): Array<Record<string, string>> {
  const rows = parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    columns: true,
    skip_empty_lines: true,
    relax_column_count: true,
  });
  const first = rows[0];
  if (first !== undefined) {
    for (const c of required) if (!(c in first)) throw new ImportFormatError(`${file}: missing column "${c}"`);
  }
  return rows;
}

const lines = (cell: string | undefined) =>
  (cell ?? '')
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** Parses skills_en.csv (and optionally skillSkillRelations_en.csv) into skill records. */
export function parseEscoSkills(csv: string, relationsCsv?: string): EscoImport {
  const warnings: string[] = [];
  const skills: EscoSkill[] = [];
  const byUri = new Map<string, EscoSkill>();
  for (const row of readCsv(csv, 'skills_en.csv', SKILL_COLUMNS)) {
    const uri = row.conceptUri ?? '';
    if (row.conceptType !== 'KnowledgeSkillCompetence') continue;
    if (row.status !== 'released') {
      warnings.push(`skills_en.csv: ${uri} has status ${row.status}, skipped`);
      continue;
    }
    const name = (row.preferredLabel ?? '').trim();
    if (uri === '' || name === '') {
      warnings.push('skills_en.csv: row without conceptUri or preferredLabel skipped');
      continue;
    }
    const skill: EscoSkill = {
      id: `esco:${uri.split('/').pop() ?? uri}`,
      uri,
      name,
      aliases: lines(row.altLabels).filter((a) => a !== name),
      hidden_aliases: lines(row.hiddenLabels),
      type: row.skillType ?? '',
      reuse_level: row.reuseLevel ?? '',
      description:
        [row.description, row.definition, row.scopeNote].map((s) => (s ?? '').trim()).find((s) => s.length > 0) ?? '',
      modified: row.modifiedDate ?? '',
      related: [],
    };
    skills.push(skill);
    byUri.set(uri, skill);
  }
  if (relationsCsv !== undefined) {
    for (const row of readCsv(relationsCsv, 'skillSkillRelations_en.csv', RELATION_COLUMNS)) {
      const from = byUri.get(row.originalSkillUri ?? '');
      if (from === undefined || !byUri.has(row.relatedSkillUri ?? '')) {
        warnings.push(
          `skillSkillRelations_en.csv: ${row.originalSkillUri} → ${row.relatedSkillUri} refers to an unknown skill`,
        );
        continue;
      }
      from.related.push({ uri: row.relatedSkillUri as string, relation: row.relationType ?? '' });
    }
  }
  return { skills, warnings };
}

/** An ESCO skill with its labels in Arabic, which ESCO publishes as skills_ar.csv (null when not given). */
export interface EscoSkillWithArabic extends EscoSkill {
  name_ar: string | null;
  aliases_ar: string[];
}

/** Adds the Arabic labels of the same concepts (by conceptUri) from a parsed skills_ar.csv. */
export function withArabicLabels(skills: readonly EscoSkill[], arabic?: EscoImport): EscoSkillWithArabic[] {
  const byUri = new Map((arabic?.skills ?? []).map((s) => [s.uri, s]));
  return skills.map((skill) => {
    const ar = byUri.get(skill.uri);
    return { ...skill, name_ar: ar?.name ?? null, aliases_ar: ar?.aliases ?? [] };
  });
}

export const ESCO_FILES = {
  skills: 'skills_en.csv',
  relations: 'skillSkillRelations_en.csv',
  arabicSkills: 'skills_ar.csv',
} as const;

/**
 * An unzipped ESCO CSV download, by file name: skills_en.csv (required), skillSkillRelations_en.csv and the
 * Arabic skills_ar.csv (optional). Throws ImportFormatError when skills_en.csv is missing.
 */
export function parseEscoDirectory(files: Record<string, string>): { skills: EscoSkillWithArabic[]; warnings: string[] } {
  const skillsCsv = files[ESCO_FILES.skills];
  if (skillsCsv === undefined) throw new ImportFormatError(`"${ESCO_FILES.skills}" is required`);
  const english = parseEscoSkills(skillsCsv, files[ESCO_FILES.relations]);
  const arabicCsv = files[ESCO_FILES.arabicSkills];
  const arabic = arabicCsv === undefined ? undefined : parseEscoSkills(arabicCsv);
  return {
    skills: withArabicLabels(english.skills, arabic),
    warnings: [...english.warnings, ...(arabic?.warnings.map((w) => w.replace('skills_en.csv', ESCO_FILES.arabicSkills)) ?? [])],
  };
}
