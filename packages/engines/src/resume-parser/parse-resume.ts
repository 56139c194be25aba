/**
 * The resume parser's public entry: bytes of a PDF, DOCX, DOC or TXT resume → the profile
 * (upload_response shape) with a confidence per field, or the reason there is none.
 *
 * Pure and deterministic: no file system or network of its own (pdfjs reads its standard fonts from the
 * directory it is given), the same bytes always give the same profile. It never invents: every string
 * in the profile is text of the resume (phones are normalised to E.164, dates to ISO).
 */
import type { DocumentKind, LayoutLine } from './layout-line.ts';
import { extractAwards } from './awards.ts';
import { extractCertifications } from './certifications.ts';
import { extractContact, isContactLine } from './contact.ts';
import { extractEducation } from './education.ts';
import { extractLanguages } from './languages.ts';
import { extractSkills } from './skills.ts';
import { extractText } from './extract-text.ts';
import { ExtractionError } from './extract/extraction-error.ts';
import type { ParsedProfile, ParseResult, SkillLookup, WorkEntry } from './profile.ts';
import { splitSections, type Section, type SectionKind } from './sections.ts';
import { isMostlyArabic } from './text-utils.ts';
import { extractWorkHistory, type ParsedWorkEntry } from './work-history.ts';
import { findDateRange } from './dates.ts';
import { educationFromSpans, mergeTaggedWork, tagLines, workFromSpans } from './tagged-entries.ts';

export interface ParseInput {
  bytes: Uint8Array;
  kind: DocumentKind;
}

export interface ParseOptions {
  skillCatalogue?: SkillLookup;
  /** pdfjs's standard fonts directory; defaults to the one inside the installed pdfjs-dist. */
  standardFontDataUrl?: string;
  /** PDF bold detection costs an operator list per page; on by default. */
  detectBold?: boolean;
}

let defaultFontDirectory: string | undefined;

/** pdfjs-dist's own standard_fonts directory, found through module resolution (no file is read here). */
async function standardFonts(): Promise<string> {
  if (defaultFontDirectory) return defaultFontDirectory;
  const { createRequire } = await import('node:module');
  const nodePath = await import('node:path');
  const require = createRequire(import.meta.url);
  defaultFontDirectory = `${nodePath.join(nodePath.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
  return defaultFontDirectory;
}

function linesOf(sections: Section[], kind: SectionKind): LayoutLine[] {
  return sections.filter((section) => section.kind === kind).flatMap((section) => section.lines);
}

/**
 * No experience section, or one with nothing in it: the jobs may sit under a heading the parser did not
 * know ("SUMMARY OF QUALIFICATIONS", a skills list that runs on into "Experience Acme Corp 2008 – Present").
 * From the first date range of each such section on, entries are read as jobs, and only those with a date
 * range, a title and an employer are kept, at a lower confidence.
 */
function workOutsideItsSection(sections: Section[]): ParsedWorkEntry[] {
  const found: ParsedWorkEntry[] = [];
  for (const section of sections) {
    if (!['header', 'summary', 'skills', 'other'].includes(section.kind)) continue;
    const first = section.lines.findIndex((line) => findDateRange(line.text) !== null);
    if (first < 0) continue;
    for (const entry of extractWorkHistory(section.lines.slice(first))) {
      if (!entry.start || !entry.job_title || !entry.organization) continue;
      const lower = (value: number | undefined) => (value === undefined ? undefined : Math.min(value, 0.5));
      found.push({ ...entry, confidence: { job_title: lower(entry.confidence.job_title), organization: lower(entry.confidence.organization), dates: lower(entry.confidence.dates), details: lower(entry.confidence.details) } });
    }
  }
  return found.sort((left, right) => right.order - left.order);
}

/** "N/A", "None", "لا يوجد": a section that says there is nothing to read. */
const SAYS_NOTHING = /^(?:n\/?a|none|nil|not applicable|لا يوجد|لا ينطبق)\.?$/iu;

/**
 * The section holds words the parser could not make entries of. Its confidence is then 0 at the bare
 * section path, so the profile asks the person to check a section that would otherwise look empty.
 */
function hasUnreadText(lines: LayoutLine[]): boolean {
  return lines.some((line) => /[\p{L}\p{N}]/u.test(line.text));
}

/** The lines of a section with something in them: "N/A" under Experience is not a job titled "N/A". */
function saidLinesOf(sections: Section[], kind: SectionKind): LayoutLine[] {
  return linesOf(sections, kind).filter((line) => !SAYS_NOTHING.test(line.text.trim()));
}

export function profileFromLines(lines: LayoutLine[], options: ParseOptions = {}): ParsedProfile {
  const sections = splitSections(lines);
  const confidence: Record<string, number> = {};
  const allText = lines.map((line) => line.text).join('\n');
  const language = isMostlyArabic(allText) ? 'ar' : 'en';

  const contact = extractContact(linesOf(sections, 'header'), linesOf(sections, 'contact'), lines);
  for (const [field, value] of Object.entries(contact.confidence)) confidence[`personal_details.${field}`] = value;

  const summaryLines = linesOf(sections, 'summary').filter((line) => !isContactLine(line.text));
  const summary = summaryLines.length ? summaryLines.map((line) => line.text).join('\n') : null;
  if (summary) confidence.summary = 0.8;

  const experienceLines = saidLinesOf(sections, 'experience');
  const experience = extractWorkHistory(experienceLines);
  const ruled = experience.length ? experience : workOutsideItsSection(sections);
  // Pasted text (no line breaks of its own) gives the rules few cues; the tagger learned from real resumes
  // reads it better (decision 0043). Resumes with their own lines keep the rules, which read them better.
  const tagged = lines.some((line) => line.recovered) ? tagLines(lines, { ownLines: false }) : null;
  const work = tagged ? mergeTaggedWork(workFromSpans(tagged.text, tagged.spans), ruled, tagged.spans, tagged.text) : ruled;
  const workHistory: Record<string, WorkEntry> = {};
  work.forEach(({ confidence: entryConfidence, order: _order, ...entry }, index) => {
    workHistory[String(index)] = entry;
    if (entryConfidence.job_title) confidence[`work_history_detailed.${index}.job_title`] = entryConfidence.job_title;
    if (entryConfidence.organization) confidence[`work_history_detailed.${index}.organization`] = entryConfidence.organization;
    if (entryConfidence.dates) {
      confidence[`work_history_detailed.${index}.start`] = entryConfidence.dates;
      if (entry.end || entry.currently_working) confidence[`work_history_detailed.${index}.end`] = entryConfidence.dates;
    }
    if (entryConfidence.details) confidence[`work_history_detailed.${index}.details`] = entryConfidence.details;
  });
  if (work.length === 0 && hasUnreadText(experienceLines)) confidence.work_history_detailed = 0;

  const educationLines = saidLinesOf(sections, 'education');
  const ruledEducation = extractEducation(educationLines);
  const taggedEducation = tagged ? educationFromSpans(tagged.text, tagged.spans) : [];
  const education = taggedEducation.length ? taggedEducation : ruledEducation;
  education.forEach((entry, index) => {
    for (const [field, value] of Object.entries(entry.confidence)) {
      if (field === 'dates') {
        if (entry.start) confidence[`education.${index}.start`] = value;
        if (entry.end) confidence[`education.${index}.end`] = value;
        if (entry.expected_end) confidence[`education.${index}.expected_end`] = value;
      } else confidence[`education.${index}.${field}`] = value;
    }
  });
  if (education.length === 0 && hasUnreadText(educationLines)) confidence.education = 0;

  const certifications = extractCertifications(linesOf(sections, 'certifications'));
  certifications.forEach((entry, index) => {
    for (const [field, value] of Object.entries(entry.confidence)) confidence[`certifications.${index}.${field}`] = value;
  });

  const skills = extractSkills(linesOf(sections, 'skills'), options.skillCatalogue, language);
  skills.forEach((skill, index) => (confidence[`skills.${index}`] = skill.confidence));

  const languages = extractLanguages(linesOf(sections, 'languages'));
  languages.forEach((entry, index) => (confidence[`languages.${index}`] = entry.confidence));

  const awards = extractAwards(linesOf(sections, 'awards'));
  awards.forEach((award, index) => (confidence[`highlights_awards.${index}`] = award.confidence));

  return {
    personal_details: { name: contact.name, email: contact.email, phone: contact.phone, location: contact.location, links: contact.links },
    summary,
    work_history_detailed: workHistory,
    career_path: work.flatMap((entry) => (entry.job_title ? [entry.job_title] : [])),
    education: education.map(({ confidence: _confidence, ...entry }) => entry),
    certifications: certifications.map(({ confidence: _confidence, ...entry }) => entry),
    skills: skills.map(({ confidence: _confidence, ...skill }) => skill),
    languages: languages.map(({ confidence: _confidence, ...entry }) => entry),
    highlights_awards: awards.map(({ confidence: _confidence, ...award }) => award),
    language,
    confidence,
  };
}

export async function parseResume(input: ParseInput, options: ParseOptions = {}): Promise<ParseResult> {
  try {
    const lines = await extractText(input.bytes, input.kind, {
      standardFontDataUrl: options.standardFontDataUrl ?? (input.kind === 'pdf' ? await standardFonts() : undefined),
      detectBold: options.detectBold ?? true,
    });
    return { ok: true, profile: profileFromLines(lines, options) };
  } catch (error) {
    if (error instanceof ExtractionError) return { ok: false, reason: error.reason, message: error.message };
    return { ok: false, reason: 'unreadable', message: `The resume could not be read: ${(error as Error).message}` };
  }
}
