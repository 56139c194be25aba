/**
 * Certifications: name, issuer, issue date, expiry (or none), credential id. Handles one-line entries
 * ("AWS Certified … — Amazon Web Services, Jan 2022 (Expires Jan 2025) · Credential ID: X") and entries
 * spread over lines (name; "Issuer · Issued Jan 2022 · No expiration date"; "Credential ID: X").
 */
import type { LayoutLine } from './layout-line.ts';
import { findDates } from './dates.ts';
import type { Certification } from './profile.ts';
import { normaliseText, trimPunctuation } from './text-utils.ts';

const CREDENTIAL = /(?:credential\s*id|credential|certificate\s*(?:no|number|id)|license\s*(?:no|number)|licence\s*(?:no|number)|رقم\s*الاعتماد|رقم\s*الشهادة|رقم\s*الترخيص)\s*[:#.]?\s*([A-Za-z0-9][A-Za-z0-9-]{2,})/iu;
const NO_EXPIRY = /no\s+expir(?:y|ation)(?:\s+date)?|does\s+not\s+expire|lifetime|بدون\s+تاريخ\s+انتهاء|لا\s+تنتهي|غير\s+محددة\s+المدة|مدى\s+الحياة/iu;
const EXPIRES = /(?:expires|expiry|expiring|expiration|valid\s+(?:until|through|till)|تنتهي|تاريخ\s+الانتهاء|صالحة\s+حتى)\s*:?\s*/iu;
const ISSUED = /(?:issued|issue\s+date|obtained|صدرت|تاريخ\s+الإصدار|الإصدار)\s*:?\s*/iu;
/** A continuation line: it only says who issued it, when, until when, or the credential id. */
const META_LINE = new RegExp(`^(?:${CREDENTIAL.source})|${ISSUED.source}|${NO_EXPIRY.source}|${EXPIRES.source}`, 'iu');

export interface ParsedCertification extends Certification {
  confidence: { name?: number; issuer?: number; issue_date?: number; expiry_date?: number; credential_id?: number };
}

interface Draft {
  lines: string[];
}

function isMeta(line: LayoutLine): boolean {
  // "Basic Life Support" / "May 2023": a date alone on its line is the entry's date, not another entry.
  const dates = findDates(line.text);
  if (dates.length > 0 && trimPunctuation(dates.reduce((rest, date) => rest.replace(line.text.slice(date.index, date.index + date.length), ' '), line.text)).replace(/[\s\-–—|·•,]+/g, '') === '') return true;
  // A wrapped credential id ("LEED-GA-10293") on a line of its own continues the entry.
  if (/^[A-Z0-9][A-Z0-9-]{4,}$/.test(line.text) && /\d/.test(line.text)) return true;
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
  const dash = /\s—\s/.exec(firstClean) ?? /\s–\s/.exec(firstClean) ?? /\s-\s/.exec(firstClean);
  let name: string;
  let issuer: string | null = null;
  if (dash) {
    name = trimPunctuation(firstClean.slice(0, dash.index).split(/\s*\|\s*/)[0] ?? '');
    const after = firstClean.slice(dash.index + dash[0].length);
    issuer = trimPunctuation(after.split(/[,،(·|]/)[0] ?? '') || null;
  } else {
    const beforeSeparator = firstClean.split(/\s*\|\s*|\s·\s/)[0] ?? firstClean;
    // "APICS CSCP, 2018": the date is not part of the name.
    const firstDate = findDates(beforeSeparator)[0];
    name = trimPunctuation(firstDate && firstDate.index > 0 ? beforeSeparator.slice(0, firstDate.index) : beforeSeparator);
    const metaLine = rest.find((line) => ISSUED.test(line) || !CREDENTIAL.test(line));
    if (metaLine) {
      const beforeIssued = metaLine.split(/\s[·|]\s/)[0] ?? '';
      // "Issued by American Heart Association, May 2023": the issuer is named after "by", up to a date or a comma.
      const issuedBy = /^issued\s+by\s*:?\s*([^,،(]+)/i.exec(beforeIssued)?.[1] ?? '';
      const issuedByDate = findDates(issuedBy)[0];
      const issuedByName = trimPunctuation(issuedByDate ? issuedBy.slice(0, issuedByDate.index) : issuedBy);
      issuer = issuedByName
        ? issuedByName
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
    if (last && isMeta(line)) last.lines.push(line.text);
    else drafts.push({ lines: [line.text] });
  }
  return drafts.map(parseDraft).filter((entry): entry is ParsedCertification => entry !== null);
}
