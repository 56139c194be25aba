/**
 * Certifications: name, issuer, issue date, expiry (or none), credential id. Handles one-line entries
 * ("AWS Certified … — Amazon Web Services, Jan 2022 (Expires Jan 2025) · Credential ID: X") and entries
 * spread over lines (name; "Issuer · Issued Jan 2022 · No expiration date"; "Credential ID: X").
 */
import type { LayoutLine } from './layout-line.ts';
import { findDates } from './dates.ts';
import type { Certification } from './profile.ts';
import { normaliseText, trimPunctuation } from './text-utils.ts';

// Whole words only: "Credentialing" (in "Commission on Teacher Credentialing") is not a credential id.
const CREDENTIAL = /(?:credential\s*id|credential|certificate\s*(?:no|number|id)|license\s*(?:no|number)|licence\s*(?:no|number)|رقم\s*الاعتماد|رقم\s*الشهادة|رقم\s*الترخيص)(?![\p{L}])\s*[:#.]?\s*([A-Za-z0-9][A-Za-z0-9-]{2,})/iu;
const NO_EXPIRY = /no\s+expir(?:y|ation)(?:\s+date)?|does\s+not\s+expire|lifetime|بدون\s+تاريخ\s+انتهاء|لا\s+تنتهي|غير\s+محددة\s+المدة|مدى\s+الحياة/iu;
const EXPIRES = /(?:expires|expiry|expiring|expiration|valid\s+(?:until|through|till)|تنتهي|تاريخ\s+الانتهاء|صالحة\s+حتى)\s*:?\s*/iu;
const ISSUED = /(?:issued|issue\s+date|obtained|صدرت|صادرة|صادر|الجهة\s+المانحة|تاريخ\s+الإصدار|الإصدار)\s*:?\s*/iu;
/** "Issued by …", "صادرة عن …", "الجهة المانحة: …": the line names who issued it. */
const ISSUED_BY = /^(?:issued\s+by|صدرت\s+عن|صادرة\s+عن|صادر\s+عن|صدرت\s+من|صادرة\s+من|الجهة\s+المانحة)\s*:?\s*/iu;
/** A continuation line: it only says who issued it, when, until when, or the credential id. */
const META_LINE = new RegExp(`^(?:${CREDENTIAL.source})|${ISSUED.source}|${NO_EXPIRY.source}|${EXPIRES.source}`, 'iu');

export interface ParsedCertification extends Certification {
  confidence: { name?: number; issuer?: number; issue_date?: number; expiry_date?: number; credential_id?: number };
}

interface Draft {
  lines: string[];
}

/**
 * "American Heart Association – May 2023", "جمعية القلب الأمريكية – مايو 2023" under a name that has no
 * issuer and no date yet: one name, a dash or a comma, then the date. That is who issued it and when,
 * not a second certification.
 */
function isIssuerAndDate(line: LayoutLine, draft: Draft): boolean {
  if (draft.lines.length !== 1) return false;
  const first = draft.lines[0] ?? '';
  if (findDates(first).length || /\s[—–-]\s/.test(first)) return false;
  const dates = findDates(line.text);
  const last = dates[dates.length - 1];
  if (dates.length !== 1 || !last || trimPunctuation(line.text.slice(last.index + last.length)) !== '') return false;
  const before = line.text.slice(0, last.index);
  const name = trimPunctuation(before);
  return /(?:\s[—–-]|[,،])\s*$/.test(before) && name !== '' && !/\s[—–-]\s/.test(name) && ISSUER_WORDS.test(name);
}

/** Words that name a body that issues certificates ("… Association", "… Institute", "جمعية …", "هيئة …"). */
const ISSUER_WORDS =
  /(?<![\p{L}])(?:association|institute|institution|society|council|board|academy|authority|ministry|university|college|foundation|federation|commission|agency|center|centre|inc|corporation|جمعية|الجمعية|هيئة|الهيئة|معهد|المعهد|مجلس|المجلس|وزارة|جامعة|أكاديمية|مركز|مؤسسة|المؤسسة|اتحاد|الاتحاد)(?![\p{L}])/iu;

/** Words that name a certificate itself, not who issued it. */
const CERTIFICATE_WORDS = /certif|licen[cs]e|credential(?!ing)|diploma|شهادة|رخصة/iu;

function isOnlyDate(text: string): boolean {
  const dates = findDates(text);
  return dates.length > 0 && trimPunctuation(dates.reduce((rest, date) => rest.replace(text.slice(date.index, date.index + date.length), ' '), text)).replace(/[\s\-–—|·•,]+/g, '') === '';
}

/**
 * "Certified Sales Professional" (dated) / "National Association of Sales Professionals": under a dated
 * name, a line that only names an issuing body is who issued it, not a second certification.
 */
function isIssuerOnly(line: LayoutLine, draft: Draft): boolean {
  if (draft.lines.length !== 1 || findDates(draft.lines[0] ?? '').length === 0) return false;
  return findDates(line.text).length === 0 && ISSUER_WORDS.test(line.text) && !CERTIFICATE_WORDS.test(line.text) && !/\s[—–-]\s|[|·]/.test(line.text);
}

function isMeta(line: LayoutLine): boolean {
  // "Basic Life Support" / "May 2023": a date alone on its line is the entry's date, not another entry.
  const dates = findDates(line.text);
  if (dates.length > 0 && trimPunctuation(dates.reduce((rest, date) => rest.replace(line.text.slice(date.index, date.index + date.length), ' '), line.text)).replace(/[\s\-–—|·•,]+/g, '') === '') return true;
  // A wrapped credential id ("LEED-GA-10293") on a line of its own continues the entry.
  if (/^[A-Z0-9][A-Z0-9-]{4,}$/.test(line.text) && /\d/.test(line.text)) return true;
  // "صادرة عن الهيئة – مايو 2023": a line that starts by naming the issuer continues the entry, dash or not.
  if (ISSUED_BY.test(line.text.trim())) return true;
  // "Certified Kubernetes Administrator · Issued by … · Jan 2023": a line that opens with a certification's
  // name starts the next entry, though it says "Issued" further on.
  const opening = line.text.split(/\s[·|]\s/)[0] ?? '';
  if (opening !== line.text && CERTIFICATE_WORDS.test(opening) && !META_LINE.test(opening) && findDates(opening).length === 0) return false;
  return META_LINE.test(line.text) && !/\s[—–]\s/.test(line.text);
}

function parseDraft(draft: Draft): ParsedCertification | null {
  const [first = '', ...rest] = draft.lines;
  const all = draft.lines.join(' · ');
  const credential = CREDENTIAL.exec(all.replace(/:\s·\s(?=[A-Z0-9-]+$)/, ': '))?.[1] ?? null;
  const noExpiry = NO_EXPIRY.test(all);
  let issueDate: string | null = null;
  let expiryDate: string | null = null;
  const expiresAt = EXPIRES.exec(all);
  for (const date of findDates(all.replace(CREDENTIAL, ' '.repeat(credential ? (CREDENTIAL.exec(all)?.[0].length ?? 0) : 0)))) {
    if (expiresAt && date.index >= expiresAt.index && !expiryDate) expiryDate = date.iso;
    else if (!issueDate) issueDate = date.iso;
  }
  // Name and issuer: "Name — Issuer, date" on one line, or the name alone with the issuer on the next.
  // Cut the credential out with a separator, so the text on either side is never glued together.
  const firstClean = first.replace(CREDENTIAL, ' | ');
  // An em dash separates name and issuer; names themselves may hold an en dash ("Architect – Associate").
  // When a later line says who issued it, a dash in the first line is part of the name.
  const issuerLater = rest.some((line) => ISSUED_BY.test(line.trim()));
  const dash = issuerLater ? null : (/\s—\s/.exec(firstClean) ?? /\s–\s/.exec(firstClean) ?? /\s-\s/.exec(firstClean));
  let name: string;
  let issuer: string | null = null;
  if (dash) {
    name = trimPunctuation(firstClean.slice(0, dash.index).split(/\s*\|\s*/)[0] ?? '');
    const after = firstClean.slice(dash.index + dash[0].length);
    issuer = trimPunctuation(after.split(/[,،(·|]/)[0] ?? '') || null;
  } else {
    const pieces = firstClean.split(/\s*\|\s*|\s·\s/);
    // "Feb 2020 | Certified Sales Professional": a timeline's date column comes first.
    const dateFirst = pieces.length > 1 && isOnlyDate(pieces[0] ?? '');
    const beforeSeparator = (dateFirst ? pieces[1] : pieces[0]) ?? firstClean;
    // "APICS CSCP, 2018": the date is not part of the name.
    const firstDate = findDates(beforeSeparator)[0];
    name = trimPunctuation(firstDate && firstDate.index > 0 ? beforeSeparator.slice(0, firstDate.index) : beforeSeparator);
    // "CFA Level II (CFA Institute, 2022)": who issued it and when, in brackets after the name; a bracket
    // with neither ("(PMP)") is part of the name.
    const bracket = /^(.+?)\s*\(([^()]+)\)$/u.exec(beforeSeparator.trim());
    if (bracket?.[1] && bracket[2] && (findDates(bracket[2]).length || ISSUER_WORDS.test(bracket[2]))) {
      name = trimPunctuation(bracket[1]);
      const insideDate = findDates(bracket[2])[0];
      issuer = trimPunctuation(insideDate ? bracket[2].slice(0, insideDate.index) : bracket[2]) || null;
    }
    // "Name · Issued by Amazon Web Services · Mar 2022" on one line.
    const byPiece = pieces.slice(1).find((piece) => ISSUED_BY.test(piece.trim()))?.trim();
    if (byPiece && !issuer) {
      const by = byPiece.slice(ISSUED_BY.exec(byPiece)?.[0].length ?? 0);
      const byDate = findDates(by)[0];
      issuer = trimPunctuation(byDate ? by.slice(0, byDate.index) : by) || null;
    }
    const metaLine = rest.find((line) => ISSUED.test(line) || !CREDENTIAL.test(line));
    if (metaLine) {
      const beforeIssued = metaLine.split(/\s[·|]\s/)[0] ?? '';
      // "Issued by American Heart Association, May 2023": the issuer is named after "by", up to a date, a
      // comma or a dash.
      const byMatch = ISSUED_BY.exec(beforeIssued.trim());
      const issuedBy = byMatch ? (beforeIssued.trim().slice(byMatch[0].length).split(/[,،(]|\s[—–-]\s/)[0] ?? '') : '';
      const issuedByDate = findDates(issuedBy)[0];
      const issuedByName = trimPunctuation(issuedByDate ? issuedBy.slice(0, issuedByDate.index) : issuedBy);
      // "American Heart Association – May 2023": a name, then its date.
      const dates = findDates(beforeIssued);
      const nameThenDate = dates.length === 1 && !ISSUED.test(beforeIssued) ? trimPunctuation(beforeIssued.slice(0, dates[0]?.index)) : '';
      issuer = issuedByName
        ? issuedByName
        : issuer
          ? issuer
          : nameThenDate
          ? nameThenDate
          : ISSUED.test(beforeIssued) || NO_EXPIRY.test(beforeIssued) || EXPIRES.test(beforeIssued) || findDates(beforeIssued).length ? null : trimPunctuation(beforeIssued) || null;
    }
  }
  name = normaliseText(name);
  if (!name) return null;
  return {
    name,
    issuer,
    issue_date: issueDate,
    expiry_date: noExpiry ? null : expiryDate,
    no_expiry: noExpiry,
    credential_id: credential,
    confidence: {
      name: 0.85,
      ...(issuer ? { issuer: dash ? 0.8 : 0.7 } : {}),
      ...(issueDate ? { issue_date: 0.85 } : {}),
      ...(expiryDate && !noExpiry ? { expiry_date: 0.85 } : {}),
      ...(credential ? { credential_id: 0.9 } : {}),
    },
  };
}

export function extractCertifications(lines: LayoutLine[]): ParsedCertification[] {
  const drafts: Draft[] = [];
  for (const line of lines) {
    const last = drafts[drafts.length - 1];
    if (last && (isMeta(line) || isIssuerAndDate(line, last) || isIssuerOnly(line, last))) last.lines.push(line.text);
    else drafts.push({ lines: [line.text] });
  }
  return drafts.map(parseDraft).filter((entry): entry is ParsedCertification => entry !== null);
}
