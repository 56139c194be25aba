/**
 * Work history: each entry's job title, organisation, dates and details. Header lines are split into
 * parts; the dates and places are taken out, and what is left is told apart by the words titles and
 * organisations use ("Engineer", "Manager" / "Bank", "LLC", "شركة"), by a table's column headings when
 * there are any, and otherwise by the usual order (title first).
 */
import type { LayoutLine } from './layout-line.ts';
import { findDateRange, findDates, type DateRange } from './dates.ts';
import { cutOut, detailText, groupEntries, splitParts, type EntryBlock } from './entries.ts';
import { looksLikeCityAndRegion, looksLikePlace, looksLikeRegion } from './places.ts';
import type { WorkEntry } from './profile.ts';
import { headKind, phraseKind } from './gazetteer.ts';
import { comparisonKey, hasArabic, trimPunctuation } from './text-utils.ts';

const TITLE_WORDS = [
  'engineer', 'developer', 'manager', 'analyst', 'scientist', 'designer', 'nurse', 'teacher', 'accountant', 'coordinator',
  'specialist', 'lead', 'head', 'director', 'officer', 'assistant', 'consultant', 'intern', 'partner', 'principal', 'architect',
  'administrator', 'technician', 'supervisor', 'executive', 'associate', 'representative', 'advisor', 'adviser', 'trainee',
  'programmer', 'researcher', 'lecturer', 'professor', 'instructor', 'editor', 'writer', 'owner', 'founder', 'president', 'ceo', 'cto', 'cfo',
  'مهندس', 'مهندسة', 'مدير', 'مديرة', 'محلل', 'محللة', 'مطور', 'مصمم', 'مصممة', 'أخصائي', 'أخصائية', 'اخصائي', 'منسق', 'منسقة', 'محاسب', 'محاسبة',
  'ممرض', 'ممرضة', 'معلم', 'معلمة', 'رئيس', 'رئيسة', 'قائد', 'مساعد', 'مساعدة', 'شريك', 'وكيل', 'عالم', 'عالمة', 'مستشار', 'مستشارة', 'مشرف', 'مشرفة',
  'موظف', 'متدرب', 'متدربة', 'باحث', 'محاضر', 'أستاذ',
];
const ORGANISATION_WORDS = [
  'company', 'co', 'bank', 'ag', 'sa', 'bv', 'nv', 'pvt', 'limited', 'llp', 'post', 'group', 'labs', 'lab', 'llc', 'ltd', 'inc', 'plc', 'gmbh', 'corp', 'corporation', 'hospital', 'clinic', 'clinics', 'school',
  'academy', 'university', 'college', 'ministry', 'agency', 'studio', 'studios', 'solutions', 'technologies', 'services', 'holdings', 'partners',
  'authority', 'consultants', 'consulting', 'city', 'center', 'centre', 'institute', 'foundation', 'trading', 'contracting', 'insurance', 'media',
  'digital', 'systems', 'energy', 'travel', 'cosmetics', 'goods', 'hub', 'distribution', 'logistics', 'freight', 'retail', 'insights', 'express', 'payments',
  'شركة', 'بنك', 'مجموعة', 'مختبرات', 'مستشفى', 'مدينة', 'عيادات', 'مدرسة', 'أكاديمية', 'جامعة', 'وزارة', 'وكالة', 'استوديو', 'استوديوهات', 'هيئة',
  'مركز', 'مؤسسة', 'دار', 'شركاء', 'الشركة', 'للتأمين', 'للمقاولات', 'القابضة',
];
const TITLE_SET = new Set(TITLE_WORDS.map(comparisonKey));
const ORGANISATION_SET = new Set(ORGANISATION_WORDS.map(comparisonKey));

/** How many title words and organisation words a part has (Arabic words may carry a prefix: ال، ل، و). */
function score(part: string): { title: number; organisation: number } {
  let title = 0;
  let organisation = 0;
  for (const word of comparisonKey(part).replace(/\.(?=\s|$)/g, '').split(' ')) {
    const bare = word.replace(/^(?:و|ب|ل|ال|وال|بال|لل)(?=\p{L}{3,})/u, '');
    if (TITLE_SET.has(word) || TITLE_SET.has(bare)) title++;
    if (ORGANISATION_SET.has(word) || ORGANISATION_SET.has(bare)) organisation++;
  }

  // What real resumes taught (gazetteer.ts): a whole part people wrote as a title or an employer, or a
  // part ending in a word that heads titles ("… Engineer") or employers ("… Technologies").
  const known = phraseKind(part);
  if (known === 'title') title += 2;
  else if (known === 'organisation') organisation += 2;
  else if (title === 0 && organisation === 0) {
    const head = headKind(part);
    if (head === 'title') title++;
    else if (head === 'organisation') organisation++;
  } else if (title === organisation) {
    // "Systems Administrator": an employer's word ("Systems") before a title's head; the last word says
    // what the part is.
    const head = headKind(part);
    if (head === 'title') title++;
    else if (head === 'organisation') organisation++;
  }
  return { title, organisation };
}

/** Column roles from a table's heading row ("Period | Role | Organisation"). */
export type ColumnRole = 'dates' | 'title' | 'organization' | 'other';

const COLUMN_WORDS: Array<[ColumnRole, string[]]> = [
  ['dates', ['period', 'dates', 'date', 'years', 'from - to', 'الفترة', 'التاريخ', 'المدة']],
  ['title', ['role', 'position', 'title', 'job title', 'job', 'المسمى الوظيفي', 'المسمى', 'الوظيفة', 'المنصب']],
  ['organization', ['organisation', 'organization', 'company', 'employer', 'الجهة', 'الشركة', 'جهة العمل', 'المؤسسة']],
];

export function columnRoles(line: LayoutLine): ColumnRole[] | null {
  if (line.cells.length < 2) return null;
  const roles = line.cells.map((cell) => {
    const key = comparisonKey(cell);
    return COLUMN_WORDS.find(([, words]) => words.some((word) => comparisonKey(word) === key))?.[0] ?? null;
  });
  return roles.filter(Boolean).length >= 2 ? roles.map((role) => role ?? 'other') : null;
}

interface Assigned {
  title: string | null;
  organisation: string | null;
  confidence: number;
}

/** Chooses the title and the organisation among an entry's header parts. */
function assignParts(parts: string[]): Assigned {
  if (parts.length === 0) return { title: null, organisation: null, confidence: 0 };
  if (parts.length === 1) {
    const only = parts[0] as string;
    const { title, organisation } = score(only);
    return organisation > title ? { title: null, organisation: only, confidence: 0.5 } : { title: only, organisation: null, confidence: 0.5 };
  }
  const scored = parts.map((part, index) => ({ part, index, ...score(part) }));
  let best: { title: (typeof scored)[number]; organisation: (typeof scored)[number]; value: number } | null = null;
  for (const title of scored) {
    for (const organisation of scored) {
      if (title === organisation) continue;
      // Keyword evidence first; then the usual order, title before organisation, and earlier parts.
      const value =
        (title.title - title.organisation) * 4 +
        (organisation.organisation - organisation.title) * 4 +
        (title.index < organisation.index ? 1 : 0) -
        (title.index + organisation.index) * 0.1;
      if (!best || value > best.value) best = { title, organisation, value };
    }
  }
  if (!best) return { title: parts[0] ?? null, organisation: parts[1] ?? null, confidence: 0.5 };
  const evidence = (best.title.title > 0 ? 1 : 0) + (best.organisation.organisation > 0 ? 1 : 0);
  return { title: best.title.part, organisation: best.organisation.part, confidence: evidence === 2 ? 0.9 : evidence === 1 ? 0.75 : 0.55 };
}

export interface ParsedWorkEntry extends WorkEntry {
  confidence: { job_title?: number; organization?: number; dates?: number; details?: number };
  order: number;
}

export function extractWorkHistory(lines: LayoutLine[]): ParsedWorkEntry[] {
  let roles: ColumnRole[] | null = null;
  const content: LayoutLine[] = [];
  for (const line of lines) {
    const headingRoles = columnRoles(line);
    if (headingRoles) roles = headingRoles;
    else content.push(line);
  }
  const entries: ParsedWorkEntry[] = [];
  for (const block of mergeUndatedBlocks(groupEntries(content))) {
    let range: DateRange | null = null;
    const parts: string[] = [];
    let titleFromColumn: string | null = null;
    let organisationFromColumn: string | null = null;
    const slots = jobBoardSlots(block.header);
    if (slots) {
      titleFromColumn = slots.title;
      organisationFromColumn = slots.organisation;
    }
    for (const line of block.header) {
      if (slots?.lines.includes(line)) continue;
      if (roles && line.cells.length === roles.length) {
        line.cells.forEach((cell, index) => {
          const role = roles?.[index];
          if (role === 'title') titleFromColumn = cell;
          else if (role === 'organization') organisationFromColumn = cell;
          else if (role === 'dates') range ??= findDateRange(cell);
        });
        continue;
      }
      let text = line.text;
      const found = findDateRange(text);
      if (found && !range) {
        range = found;
        text = cutOut(text, found.index, found.length);
      }
      const lineParts = splitParts(text);
      // "Audit Associate | Deloitte | 07/2018 – 01/2021": a row's cells before its dates.
      const cellsBeforeRange = found && line.cells.length > 2 ? splitParts(text.slice(0, found.index)).length : 0;
      // "Regional Sales Manager at Medtronic": the word after "at" names the employer.
      const atTail = /\s(?:at|@|لدى)\s+(.*)$/u.exec(text)?.[1];
      const atEmployer = atTail ? splitParts(atTail)[0] : undefined;
      for (const [partIndex, rawPart] of lineParts.entries()) {
        // "2005: Assistant Music Producer", "Present: Freelance Producer": the date before a colon is not the title.
        let part = rawPart.replace(new RegExp(`^(?:(?:\\p{L}+\\.?\\s+)?(?:19|20)\\d\\d|present|current)\\s*:\\s*`, 'iu'), '');
        // "Designation: Web Developer", "Organization: Matrix Advertisers": the label says which is which.
        const labelled = LABELLED_PART.exec(part);
        if (labelled) {
          // "Mayfair Advertisers, Phoenix, AZ": the place after the employer is not its name.
          const value = trimPunctuation(part.slice(labelled[0].length))
            .split(/\s*,\s*/)
            .filter((piece, index) => index === 0 || !(looksLikePlace(piece) || isCityLike(piece)))
            .join(', ');
          const role = TITLE_LABELS.test(labelled[1] ?? '') ? 'title' : 'organisation';
          if (value && role === 'title') titleFromColumn ??= value;
          else if (value) organisationFromColumn ??= value;
          continue;
        }
        part = withoutTrailingTown(withoutHeadingWord(withoutEdgeDates(part)));
        if (!part || looksLikePlace(part) || isNotANameOrTitle(part)) continue;
        // "Organisation, City" and "Jan 2019 – Present · Dubai": the place is not part of the job.
        // A table row's second cell before its dates is the employer, even a one-word one ("Deloitte"), and
        // so is the word after "at".
        if (found && isCityLike(part) && !(partIndex === 1 && cellsBeforeRange === 2) && rawPart !== atEmployer) continue;
        // "Sasken Technologies - Pune, Maharashtra -": after the employer, "City, Region" is where it is.
        // So is "Springfield, IL", ending in a region's two-letter code.
        if (partIndex > 0 && isCityRegion(part) && (/[-–]\s*$/.test(line.text) || /,\s*[A-Z]{2}$/.test(part) || score(lineParts[partIndex - 1] ?? '').organisation > 0)) continue;
        // After a title, a short word is its unit or speciality ("Senior Staff Nurse, ICU"), unless a known place.
        const pieces = part.split(/\s*[,،]\s*/);
        const afterTitle = score(pieces[0] ?? '').title > 0 && score(pieces[0] ?? '').organisation === 0;
        const kept = pieces.filter((piece, index) => index === 0 || !(looksLikePlace(piece) || (!afterTitle && isCityLike(piece))));
        parts.push(kept.join(', '));
      }
    }
    // "Operations Manager, Kuehne Logistics AG": one part with a comma holds both. With more pieces after a
    // title ("Sales Associate, Acme Stores, Springfield"), the piece after the title is the employer and the
    // rest is where it is.
    if (parts.length === 1 && /,\s/.test(parts[0] ?? '')) {
      const pieces = (parts[0] ?? '').split(/\s*,\s*/).filter(Boolean);
      if (pieces.length === 2 && pieces.some((piece) => score(piece).organisation > 0 || score(piece).title > 0)) parts.splice(0, 1, ...pieces);
      else if (pieces.length >= 3 && isTitleOnly(pieces[0] ?? '') && !isTitleOnly(pieces[1] ?? '')) parts.splice(0, 1, pieces[0] as string, pieces[1] as string);
    } else if (parts.length > 1 && !parts.some((part) => !/,\s/.test(part) && score(part).organisation > score(part).title)) {
      // Among other parts, "Adjunct Instructor, Lakeside University, Fairview, MD" still names both, when
      // no other part is an employer.
      const at = parts.findIndex((part) => {
        const pieces = part.split(/\s*,\s*/);
        return pieces.length >= 2 && isTitleOnly(pieces[0] ?? '') && score(pieces[1] ?? '').organisation > score(pieces[1] ?? '').title;
      });
      if (at >= 0) {
        const pieces = (parts[at] ?? '').split(/\s*,\s*/);
        parts.splice(at, 1, pieces[0] as string, pieces[1] as string);
      }
    }
    const assigned: Assigned = titleFromColumn || organisationFromColumn ? completeLabelled(titleFromColumn, organisationFromColumn, parts, slots ? 0.75 : 0.9) : assignParts(parts);
    if (!assigned.title && !assigned.organisation) continue;
    const dateRange: DateRange | null = range;
    entries.push({
      job_title: assigned.title,
      organization: assigned.organisation,
      start: dateRange?.start.iso ?? null,
      end: dateRange?.end?.iso ?? null,
      currently_working: dateRange?.current ?? false,
      details: detailText(block.details),
      confidence: {
        ...(assigned.title ? { job_title: assigned.confidence } : {}),
        ...(assigned.organisation ? { organization: assigned.confidence } : {}),
        ...(dateRange ? { dates: 0.9 } : {}),
        ...(block.details.length ? { details: 0.8 } : {}),
      },
      order: dateRange ? (dateRange.current ? Number.MAX_SAFE_INTEGER : (dateRange.end?.order ?? dateRange.start.order)) : -1,
    });
  }
  // Latest first; entries without dates keep their place after the dated ones.
  return entries.map((entry, index) => ({ entry, index })).sort((left, right) => right.entry.order - left.entry.order || left.index - right.index).map(({ entry }) => entry);
}

/**
 * Jobs have dates. A block with no date and no bold line after a dated one is a detail line that lost
 * its bullet (DOC and TXT files): it goes back to the previous entry.
 */
function mergeUndatedBlocks(blocks: EntryBlock[]): EntryBlock[] {
  const merged: EntryBlock[] = [];
  for (const block of blocks) {
    const previous = merged[merged.length - 1];
    const dated = block.header.some((line) => findDateRange(line.text));
    const styled = block.header.some((line) => line.bold || line.boldPrefix !== null || line.heading);
    if (previous && !dated && !styled && previous.header.some((line) => findDateRange(line.text))) {
      previous.details.push(...block.header, ...block.details);
    } else merged.push(block);
  }
  return merged;
}

const LIST_WORD = '(?:achievements?|accomplishments?|responsibilities|duties|highlights|contributions?|roles?)';
const JOB_LIST_HEADING = new RegExp(`^(?:(?:key|main|major)\\s+)?${LIST_WORD}(?:\\s*(?:&|and|/)\\s*${LIST_WORD})?$`, 'i');

const PROJECT_FACT = /^(?:team\s+size|environment|technolog(?:y|ies)(?:\s+used)?|tools?(?:\s+used)?|operating\s+systems?|platforms?|databases?|duration|(?:\p{L}+\s+){0,2}project(?:\s+(?:name|title))?|domain|software|hardware|\p{L}+\s+technologies)\s*:/iu;
const PLACEHOLDER = /^(?:(?:company|employer|organi[sz]ation|college|university|school|institution)(?:'s)?\s+name|name\s+of\s+(?:the\s+)?(?:company|employer|organi[sz]ation|college|university|school))$/i;
const PAGE_FURNITURE = /^(?:references?(?:\s+(?:are\s+)?available(?:\s+(?:up)?on\s+request)?)?|continued\W*|curriculum\s+vitae|r[eé]sum[eé]|other\s+positions(?:\s+held)?)$/i;

const FUNCTION_WORDS = /^(?:and|or|of|the|to|for|with|in|on|a|an|by|from|as|at|which|that|who|while|including|such)\s/i;

/**
 * What is left of a header line that is neither a title nor an organisation: a date or year on its own
 * ("May 2013", "2003", "present"), a web address, or the tail of a wrapped sentence ("and scale up.",
 * "of the publication.").
 */
function isNotANameOrTitle(part: string): boolean {
  if (findDates(part).some((date) => trimPunctuation(part.replace(part.slice(date.index, date.index + date.length), ' ')) === '')) return true;
  if (/^(?:present|current|now|till date|to date)$/i.test(part)) return true;
  // A project's facts ("Team Size : 30", "Environment: Java"), a template's placeholders ("Company name",
  // "Name of Employer") and a page's furniture ("References available upon request", "Continued…").
  if (PROJECT_FACT.test(part) || PLACEHOLDER.test(part) || PAGE_FURNITURE.test(part)) return true;
  // A job's own list heading ("Achievements", "Key Responsibilities") is neither.
  if (JOB_LIST_HEADING.test(part)) return true;
  // "Summer 2015" with its year taken off.
  if (/^(?:summer|winter|spring|fall|autumn)(?:\s+(?:term|semester|season))?$/i.test(part)) return true;
  if (/^(?:https?:\/\/|www\.)\S+$/i.test(part)) return true;
  // Page footers and digits alone ("Page 2 of 6", "20082012": two years whose dash was lost).
  if (/^page\s+\d+(?:\s+of\s+\d+)?$/i.test(part) || /^[\d\s./-]+$/.test(part)) return true;
  if (FUNCTION_WORDS.test(part)) return true;
  // ". Features editor of the paper, responsible for its design.": a sentence, ended by its full stop
  // ("Acme Co." and "Ltd." end on an abbreviation, not on a full stop).
  if (/^\.\s/.test(part) || (/\p{L}{5,}\.$/u.test(part) && part.split(/\s+/).length >= 4)) return true;
  // "understand the concepts better", "disabilities": the tail of a sentence starts in lower case;
  // a title or an employer in lower case still has the words of one ("software engineer").
  if (/^\p{Ll}/u.test(part) && !hasArabic(part)) {
    const { title, organisation } = score(part);
    if (title === 0 && organisation === 0) return true;
  }
  return /\.$/.test(part) && /^\p{Ll}/u.test(part) && part.split(/\s+/).length >= 2;
}

/** "Designation:", "Role:", "Organization:", "Company:": a header part that names what it holds. */
const TITLE_LABELS = /^(?:designation|role|position|job\s*title|title|post)$/i;
const LABELLED_PART = /^(designation|role|position|job\s*title|title|post|organi[sz]ation|company|employer|firm)\s*:\s*/i;

/** A title or an employer named by its label; the other one, when unlabelled, from the remaining parts. */
function completeLabelled(title: string | null, organisation: string | null, parts: string[], confidence = 0.9): Assigned {
  const rest = parts.filter((part) => part !== title && part !== organisation);
  return {
    title: title ?? rest.find((part) => score(part).title > score(part).organisation) ?? null,
    organisation: organisation ?? rest.find((part) => score(part).organisation > score(part).title) ?? null,
    confidence,
  };
}

/** A part with title words and no organisation words ("Customer Service Assistant"). */
function isTitleOnly(part: string): boolean {
  const { title, organisation } = score(part);
  return title > 0 && organisation === 0;
}

/** "Pune, Maharashtra", "Kansas City, MO": two or three short capitalised pieces, none a title or an employer. */
function isCityRegion(part: string): boolean {
  return looksLikeCityAndRegion(part) && part.split(/\s*[,،]\s*/).every((piece) => isCityLike(piece));
}

/**
 * A single date at either end of a part is when, not what: "Social Media Manager, September 2013" is the
 * title "Social Media Manager". A part that is only a date stays as it is (isNotANameOrTitle drops it).
 */
function withoutEdgeDates(part: string): string {
  let text = part;
  for (const date of findDates(text).reverse()) {
    const before = text.slice(0, date.index);
    const after = text.slice(date.index + date.length);
    if (trimPunctuation(after) === '' && trimPunctuation(before) !== '') text = before;
    else if (trimPunctuation(before) === '' && trimPunctuation(after) !== '') text = after;
  }
  return trimPunctuation(text);
}

/**
 * "Sr. Web Developer North Hollywood, CA": a title, then the town and its region with no separator before
 * the town. The title ends on its last title word; one to three capitalised words after it and a region
 * after the comma are the place.
 */
function withoutTrailingTown(part: string): string {
  const comma = part.lastIndexOf(',');
  if (comma < 0 || part.slice(0, comma).includes(',') || !looksLikeRegion(part.slice(comma + 1))) return part;
  const words = part.slice(0, comma).trim().split(/\s+/);
  let lastTitleWord = -1;
  words.forEach((word, index) => {
    if (TITLE_SET.has(comparisonKey(word).replace(/\.$/, ''))) lastTitleWord = index;
  });
  const town = words.slice(lastTitleWord + 1);
  if (lastTitleWord < 0 || town.length < 1 || town.length > 3 || !town.every((word) => /^\p{Lu}/u.test(word))) return part;
  return words.slice(0, lastTitleWord + 1).join(' ');
}

/** "Experience Acme Interactive Group": a heading word left in front of the first employer of a pasted resume. */
function withoutHeadingWord(part: string): string {
  const match = /^(?:work\s+|professional\s+)?(?:experience|employment)\s+(?=\p{Lu})/iu.exec(part);
  if (!match) return part;
  const rest = part.slice(match[0].length);
  return rest.split(/\s+/).length >= 2 && score(rest).title === 0 ? rest : part;
}

/** A lone word or two after a comma in a job header is usually the city ("Gulf Horizon Bank, Amman"). */
function isCityLike(text: string): boolean {
  const words = text.trim().split(/\s+/);
  const { title, organisation } = score(text);
  return words.length <= 2 && title === 0 && organisation === 0 && /^[\p{Lu}\p{Lo}]/u.test(text) && !/\d/.test(text);
}

/** "Arabic Linguist" / "Hyderabad, Telangana -": the employer line of a job board's export, ending on a dash. */
const SLOT_DASH = /(?:^|\s)[-–]\s*$/;

/**
 * A job board's export puts each job as "Title" / "Employer - City, Region -" / "June 2010 to May 2012", the
 * employer line ending on a dash and left as a bare "-" when the person gave no employer. The line above the
 * employer line is the whole title, commas and all ("Specialist II, Marketing"); the employer is what comes
 * before the first dash, unless that is a place.
 */
function jobBoardSlots(header: LayoutLine[]): { title: string | null; organisation: string | null; lines: LayoutLine[] } | null {
  const at = header.findIndex((line) => SLOT_DASH.test(line.text) && line.cells.length === 1 && !findDateRange(line.text));
  if (at < 0) return null;
  const employerLine = header[at] as LayoutLine;
  const first = trimPunctuation(employerLine.text.replace(SLOT_DASH, '').split(/\s+[-–]\s+/)[0] ?? '');
  const organisation = first && !looksLikePlace(first) && !isCityRegion(first) ? first : null;
  const titleLine = at > 0 ? header[at - 1] : undefined;
  const titleText = titleLine && titleLine.cells.length === 1 && !findDateRange(titleLine.text) && !SLOT_DASH.test(titleLine.text) ? trimPunctuation(titleLine.text) : '';
  const title = titleText && !isNotANameOrTitle(titleText) ? titleText : null;
  if (!title && !organisation) return null;
  return { title, organisation, lines: title ? [titleLine as LayoutLine, employerLine] : [employerLine] };
}
