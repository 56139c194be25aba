/** Highlights and awards: one per line or bullet, with the year when the line gives one. */
import type { LayoutLine } from './layout-line.ts';
import { findDates } from './dates.ts';
import type { Highlight } from './profile.ts';
import { trimPunctuation } from './text-utils.ts';

export interface ParsedHighlight extends Highlight {
  confidence: number;
}

export function extractAwards(lines: LayoutLine[]): ParsedHighlight[] {
  const awards: ParsedHighlight[] = [];
  for (const line of lines) {
    // Wrapped lines were joined by the extractor; each line here is one award.
    const title = trimPunctuation(line.text);
    if (!title) continue;
    const date = findDates(title)[0]?.iso ?? null;
    awards.push({ id: `award-${awards.length + 1}`, title, date, confidence: line.listItem ? 0.85 : 0.75 });
  }
  return awards;
}
