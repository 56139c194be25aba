/**
 * `npm run parse -- <file> [--catalogue skills.json] [--confidence]`: parses one resume (PDF, DOCX, DOC or
 * TXT, by extension) and prints the profile as JSON, in the upload_response shape. Exits 1 with the
 * reason when the resume cannot be parsed (no text layer, unreadable, empty).
 * The catalogue file, when given, is a JSON list of { id, name, aliases? }.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentKind } from '../packages/engines/src/resume-parser/layout-line.ts';
import { parseResume } from '../packages/engines/src/resume-parser/parse-resume.ts';
import { createSkillLookup, type CatalogueSkill } from '../packages/engines/src/resume-parser/skill-lookup.ts';

const args = process.argv.slice(2);
const catalogueIndex = args.indexOf('--catalogue');
const cataloguePath = catalogueIndex >= 0 ? args[catalogueIndex + 1] : undefined;
const [file] = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--catalogue');
if (!file) {
  console.error('usage: npm run parse -- <resume.pdf|docx|doc|txt> [--catalogue skills.json]');
  process.exit(2);
}
const extension = path.extname(file).slice(1).toLowerCase();
if (!['pdf', 'docx', 'doc', 'txt'].includes(extension)) {
  console.error(`Unsupported file type ".${extension}": use PDF, DOCX, DOC or TXT.`);
  process.exit(2);
}
const skillCatalogue = cataloguePath ? createSkillLookup(JSON.parse(readFileSync(cataloguePath, 'utf8')) as CatalogueSkill[]) : undefined;
const result = await parseResume({ bytes: new Uint8Array(readFileSync(file)), kind: extension as DocumentKind }, skillCatalogue ? { skillCatalogue } : {});
if (!result.ok) {
  console.error(`${result.reason}: ${result.message}`);
  process.exit(1);
}
console.log(JSON.stringify(result.profile, null, 2));
