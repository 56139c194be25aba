/**
 * Name, e-mail, phone, links and location from the resume's header (and its contact section).
 * Phones go through libphonenumber-js and come out in E.164; Arabic-Indic digits are read as digits.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { LayoutLine } from './layout-line.ts';
import { headKind, phraseKind } from './gazetteer.ts';
import { countryOf, looksLikePlace } from './places.ts';
import { comparisonKey, hasArabic, normaliseText, toAsciiDigits, trimPunctuation } from './text-utils.ts';

export interface Contact {
  name: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  links: string[];
  confidence: Partial<Record<'name' | 'email' | 'phone' | 'location' | 'links', number>>;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
const URL = /\b(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|me|co|info|ai|app|page|site|xyz|uk|ae|sa)(?:\/[^\s|,;()]*)?/gi;
const PHONE_CANDIDATE = /\+? ?[\d\u0660-\u0669\u06F0-\u06F9][\d\u0660-\u0669\u06F0-\u06F9 ().-]{6,}[\d\u0660-\u0669\u06F0-\u06F9]/g;
const LABEL = /^(?:e-?mail|email address|phone|mobile|tel|telephone|cell|whatsapp|location|address|city|based in|linkedin|github|website|portfolio|البريد الإلكتروني|البريد|الإيميل|الهاتف|الجوال|الموبايل|رقم الهاتف|العنوان|الموقع|المدينة|السكن)\s*[:：]\s*/iu;
const LOCATION_LABEL = /^(?:location|address|city|based in|العنوان|الموقع|المدينة|السكن)\s*[:：]\s*/iu;

export function findEmail(text: string): string | null {
  return EMAIL.exec(text)?.[0]?.replace(/\.$/, '') ?? null;
}

export function findLinks(text: string): string[] {
  const withoutEmails = text.replace(new RegExp(EMAIL.source, 'gu'), ' ');
  return [...withoutEmails.matchAll(URL)].map((match) => match[0].replace(/[.)]+$/, ''));
}

/**
 * The first valid phone number in the text, in E.164. Numbers with a country code need nothing else;
 * local numbers use the country of the resume's location, if known.
 */
export function findPhone(text: string, defaultCountry: CountryCode | null): { e164: string; valid: boolean } | null {
  const ascii = toAsciiDigits(text).replace(new RegExp(EMAIL.source, 'gu'), ' ');
  const rightToLeft = hasArabic(text);
  for (const match of ascii.matchAll(PHONE_CANDIDATE)) {
    let candidate = match[0].trim();
    const digits = candidate.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    // Years and date ranges are not phone numbers.
    if ((candidate.match(/(?<!\d)(?:19|20)\d\d(?!\d)/g)?.length ?? 0) >= 2) continue;
    // In right-to-left lines the "+" can land on the far side of the number: look around it.
    if (!candidate.startsWith('+') && rightToLeft) {
      const start = match.index ?? 0;
      const around = ascii.slice(Math.max(0, start - 3), start) + ascii.slice(start + match[0].length, start + match[0].length + 3);
      if (/\+/.test(around)) candidate = `+${candidate.replace(/^\+/, '')}`;
    }
    const variants = [candidate];
    // A number printed in right-to-left text without its "+" in front may show its groups in
    // reverse ("567 234 71 961" for +961 71 234 567). Both readings can be valid numbers, so the one
    // in the country of the resume's location wins, then the number as printed.
    const groups = candidate.replace(/^\+/, '').trim().split(/\s+/);
    if (!/^\+\d/.test(match[0].trim()) && rightToLeft && groups.length > 1) variants.push(`+${[...groups].reverse().join(' ')}`);
    const valid = variants
      .map((variant) => (variant.startsWith('+') ? parsePhoneNumberFromString(variant) : defaultCountry ? parsePhoneNumberFromString(variant, defaultCountry) : undefined))
      .filter((parsed) => parsed?.isValid());
    const chosen = valid.find((parsed) => defaultCountry && parsed?.country === defaultCountry) ?? valid[0];
    if (chosen) return { e164: chosen.number, valid: true };
    // A number that is only "possible" is kept when it was written as an international number;
    // a bare run of digits that no numbering plan knows is more likely an id or a date.
    const parsed = candidate.startsWith('+') && /^\+\d/.test(match[0].trim()) ? parsePhoneNumberFromString(candidate) : undefined;
    if (parsed?.isPossible()) return { e164: parsed.number, valid: false };
  }
  return null;
}

function isContactish(text: string): boolean {
  return EMAIL.test(text) || findLinks(text).length > 0 || /\d{3}/.test(toAsciiDigits(text)) || LABEL.test(text);
}

/** A name: two to five words of letters, no digits or symbols. */
function looksLikeName(text: string): boolean {
  const words = text.split(/\s+/);
  return words.length >= 2 && words.length <= 5 && /^[\p{L}\p{M}.'’ -]+$/u.test(text) && !looksLikePlace(text);
}

/** What a document's title says about itself ("Curriculum Vitae", "Sample Resume", "Your Name"). */
const DOCUMENT_WORDS = /(?<![\p{L}])(?:resume|résumé|cv|curriculum|vitae|template|sample|examples?|seeking|your name|phone|number|page)(?![\p{L}])/iu;

/** A name is capitalised, is not a job title people write ("Software Engineer"), nor the document's title. */
function couldBeName(text: string): boolean {
  if (DOCUMENT_WORDS.test(text) || !/^\p{Lu}/u.test(text) || /\.$/.test(text)) return hasArabic(text) && !DOCUMENT_WORDS.test(text);
  const known = phraseKind(text);
  return known === null && headKind(text) === null;
}

function findName(header: LayoutLine[]): { name: string; confidence: number } | null {
  // "Name: Demarcus Ledner" says so.
  for (const line of header) {
    const labelled = /^(?:full\s+)?name\s*[:：]\s*(.+)$/iu.exec(line.text)?.[1]?.trim();
    if (labelled && looksLikeName(labelled)) return { name: labelled, confidence: 0.9 };
  }
  const candidates = header.filter((line) => line.cells.length === 1 && !isContactish(line.text) && looksLikeName(line.text) && couldBeName(line.text));
  if (candidates.length === 0) return nameBeforeHeadline(header);
  // The name is usually the largest text at the top; documents without sizes put it first.
  const largest = Math.max(...candidates.map((line) => line.fontSize));
  const pick = largest > 0 ? candidates.find((line) => line.fontSize === largest) : candidates[0];
  if (!pick) return null;
  const first = header.indexOf(pick) === 0;
  return { name: pick.text, confidence: first || (largest > 0 && pick.fontSize >= largest) ? 0.9 : 0.7 };
}

/**
 * "Priya Raman — Financial Analyst": a theme that prints the name and the headline on one line, apart by
 * a dash or a bar. Only when no line is a name by itself, and only from the largest line (or the first,
 * where sizes are unknown), whose second part is not a name too.
 */
function nameBeforeHeadline(header: LayoutLine[]): { name: string; confidence: number } | null {
  const largest = Math.max(0, ...header.map((line) => line.fontSize));
  const line = largest > 0 ? header.find((candidate) => candidate.fontSize === largest) : header[0];
  if (!line || line.cells.length !== 1 || isContactish(line.text)) return null;
  const parts = line.text.split(/\s[—–|]\s/).map((part) => part.trim());
  const [name = '', rest = ''] = parts;
  if (parts.length !== 2 || !looksLikeName(name) || !couldBeName(name) || (looksLikeName(rest) && couldBeName(rest))) return null;
  return { name, confidence: 0.7 };
}

/** Pieces of the contact lines, split at the separators people use: | · • and labels. */
function contactPieces(lines: LayoutLine[]): string[] {
  return lines.flatMap((line) => line.cells.flatMap((cell) => cell.split(/\s+[|·•]\s+|\s*\|\s*|\s{3,}/))).map((piece) => piece.trim()).filter(Boolean);
}

function findLocation(lines: LayoutLine[]): { location: string; confidence: number } | null {
  const pieces = contactPieces(lines);
  for (const piece of pieces) {
    if (LOCATION_LABEL.test(piece)) {
      const value = trimPunctuation(normaliseText(piece.replace(LOCATION_LABEL, '').replace(new RegExp(EMAIL.source, 'gu'), ' | ').replace(URL, ' | ').split('|')[0] ?? ''));
      if (value) return { location: value, confidence: 0.9 };
    }
  }
  for (const piece of pieces) {
    // Take out what is not a place (e-mails, links, phone numbers), leaving a separator in their stead.
    const rest = piece.replace(new RegExp(EMAIL.source, 'gu'), ' | ').replace(URL, ' | ').replace(PHONE_CANDIDATE, ' | ');
    for (const part of rest.split('|')) {
      const cleaned = trimPunctuation(normaliseText(part));
      if (cleaned && looksLikePlace(cleaned)) return { location: cleaned, confidence: 0.8 };
    }
  }
  return null;
}

export function extractContact(header: LayoutLine[], contactSection: LayoutLine[], allLines: LayoutLine[]): Contact {
  const near = [...header, ...contactSection];
  // A link broken at a hyphen or slash at the end of a line goes on at the start of the next.
  const nearText = near.map((line) => line.text).join('\n').replace(/([a-z0-9.]+\/[\w/-]*[-/])\n([a-z0-9][\w-]*)/gi, '$1$2');
  const allText = allLines.map((line) => line.text).join('\n');
  const confidence: Contact['confidence'] = {};

  const nearEmail = findEmail(nearText);
  const email = nearEmail ?? findEmail(allText);
  if (email) confidence.email = nearEmail ? 0.99 : 0.85;

  const location = findLocation(near);
  if (location) confidence.location = location.confidence;
  const country = (location ? countryOf(location.location) : null) as CountryCode | null;

  const nearPhone = findPhone(nearText, country);
  const phone = nearPhone ?? findPhone(allText, country);
  if (phone) confidence.phone = (phone.valid ? 0.95 : 0.6) * (nearPhone ? 1 : 0.85);

  const links = [...new Set(findLinks(nearText).filter((link) => !email || !email.endsWith(link)))];
  if (links.length) confidence.links = 0.9;

  const name = findName(header.length ? header : allLines.slice(0, 5));
  if (name) confidence.name = name.confidence;

  return {
    name: name?.name ?? null,
    email: email ? email.toLowerCase() : null,
    phone: phone?.e164 ?? null,
    location: location?.location ?? null,
    links,
    confidence,
  };
}

/** Lines that only carry contact details, so other extractors can skip them. */
export function isContactLine(text: string): boolean {
  const key = comparisonKey(text);
  return EMAIL.test(text) || (findLinks(text).length > 0 && key.split(' ').length <= 4) || LABEL.test(text);
}
