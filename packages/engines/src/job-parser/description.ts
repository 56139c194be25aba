/**
 * The description the editor starts with (70 to 700 characters): the posting's opening prose about the
 * role (decision 0031). In order of preference: the paragraphs under an "About the role" / "Job
 * description" / "نبذة عن الوظيفة" heading; the prose at the top before the first list heading (not the
 * title, not "Key: value" lines); then the company's paragraph followed by the responsibilities, when
 * that is all there is. Paragraphs are joined until the minimum is reached and the text is cut at the
 * last sentence end before the maximum (at a word, with "…", only when no sentence ends in range).
 */
import type { JobLine, SectionKind } from './lines.ts';

export interface DescriptionReading {
  text: string | null;
  confidence: number;
}

const SENTENCE_END = /[.!?؟。](?=\s|$)/gu;

function isProse(line: JobLine): boolean {
  if (!line.text || line.heading || line.field) return false;
  const words = line.text.split(/\s+/).length;
  return words >= 6 || /[.!?؟]$/.test(line.text);
}

/** Paragraphs (runs of prose lines) of the given sections, in order. */
function paragraphs(lines: readonly JobLine[], sections: ReadonlySet<SectionKind>, skipIndex: number | null, bullets: boolean): string[] {
  const out: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) out.push(current.join(' '));
    current = [];
  };
  for (const line of lines) {
    if (line.index === skipIndex) continue;
    if (!sections.has(line.section) || !line.text || line.heading || line.field) {
      flush();
      continue;
    }
    if (line.bullet && !bullets) {
      flush();
      continue;
    }
    if (!isProse(line) && !line.bullet) {
      flush();
      continue;
    }
    current.push(line.bullet && !/[.!?؟]$/.test(line.text) ? `${line.text}.` : line.text);
  }
  flush();
  return out;
}

/** Cuts `text` to at most `max` characters at a sentence end (or a word, with "…"). */
export function trimAtSentence(text: string, max: number, min: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  let cut = -1;
  for (const match of clean.matchAll(SENTENCE_END)) {
    const end = (match.index ?? 0) + 1;
    if (end <= max) cut = end;
    else break;
  }
  if (cut >= min) return clean.slice(0, cut).trim();
  const space = clean.lastIndexOf(' ', max - 1);
  return `${clean.slice(0, space > min ? space : max - 1).replace(/[\s,;:،]+$/u, '')}…`;
}

function joinUntil(parts: readonly string[], min: number): string {
  let text = '';
  for (const part of parts) {
    text = text ? `${text} ${part}` : part;
    if (text.length >= min) break;
  }
  return text;
}

export function chooseDescription(lines: readonly JobLine[], titleIndex: number | null, limits: { min: number; max: number }): DescriptionReading {
  const attempts: Array<{ parts: string[]; confidence: number }> = [
    { parts: paragraphs(lines, new Set(['about']), titleIndex, false), confidence: 0.85 },
    { parts: paragraphs(lines, new Set(['intro']), titleIndex, false), confidence: 0.75 },
    { parts: paragraphs(lines, new Set(['about', 'intro']), titleIndex, true), confidence: 0.6 },
    { parts: [...paragraphs(lines, new Set(['company']), titleIndex, false), ...paragraphs(lines, new Set(['responsibilities']), titleIndex, true)], confidence: 0.45 },
    { parts: paragraphs(lines, new Set(['responsibilities', 'requirements', 'other']), titleIndex, true), confidence: 0.35 },
  ];
  for (const attempt of attempts) {
    const text = trimAtSentence(joinUntil(attempt.parts, limits.min), limits.max, limits.min);
    if (text.length >= limits.min) return { text, confidence: attempt.confidence };
  }
  return { text: null, confidence: 0 };
}
