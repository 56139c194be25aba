/**
 * A post offering several roles ("1) Sous Chef … 2) Waiters …", "أولاً: كاشير … ثانياً: باريستا …"): the
 * editor holds one job, so the parser reads the first role. A role's header is a short numbered or
 * ordinal line that is not a section heading; the post counts as several roles when there are two or more
 * such headers and at least one of them opens a list of its own (so a numbered list of duties is not
 * read as roles). The first role keeps its block and what the post says before the roles and after the
 * last one (the place, the job type, how to apply); the other roles' blocks are left out.
 */
import type { JobLine } from './lines.ts';
import { headingKind } from './lines.ts';

const ORDINAL = /^(?:أولا|اولا|ثانيا|ثالثا|رابعا|خامسا|سادسا|سابعا|ثامنا)[\u064B-\u065F]?\s*[:：\-–)]\s*(.+)$/u;
const NAMED = /^(?:role|position|vacancy|job|الوظيفة|وظيفة)\s*#?\s*\d{1,2}\s*[:：\-–)]\s*(.+)$/iu;

function roleName(line: JobLine): string | null {
  if (!line.text || line.heading || line.field) return null;
  const ordinal = ORDINAL.exec(line.text) ?? NAMED.exec(line.text);
  const name = ordinal ? (ordinal[1] as string) : line.numbered ? line.text : null;
  if (!name) return null;
  const words = name.trim().split(/\s+/);
  if (words.length > 7 || /[.!?؟،,;:]$/.test(name.trim()) || headingKind(name) !== undefined) return null;
  return name.trim();
}

export interface FirstRole {
  /** The first role's name as written, and its line. */
  title: string;
  lineIndex: number;
  /** The lines to read the job from: the other roles' lines blanked, positions kept. */
  lines: JobLine[];
}

export function firstRole(lines: readonly JobLine[]): FirstRole | null {
  const headers: Array<{ at: number; name: string }> = [];
  lines.forEach((line, at) => {
    const name = roleName(line);
    if (name) headers.push({ at, name });
  });
  if (headers.length < 2) return null;
  // A header opens a list of its own when the next line is a list item that is not another header.
  const opensList = headers.some(({ at }) => {
    const next = lines[at + 1];
    return Boolean(next?.text && next.bullet && !next.numbered && !headers.some((header) => header.at === at + 1));
  });
  if (!opensList) return null;
  const second = (headers[1] as { at: number }).at;
  // The last role ends where a paragraph that is not a list item follows a blank line.
  let end = lines.length;
  for (let at = (headers[headers.length - 1] as { at: number }).at + 1; at < lines.length; at++) {
    const line = lines[at] as JobLine;
    if (line.text && !line.bullet && !roleName(line) && !(lines[at - 1] as JobLine).text) {
      end = at;
      break;
    }
  }
  const first = headers[0] as { at: number; name: string };
  return {
    title: first.name,
    lineIndex: (lines[first.at] as JobLine).index,
    lines: lines.map((line, at) => (at >= second && at < end ? { text: '', index: line.index, bullet: false, section: line.section, heading: false } : line)),
  };
}
