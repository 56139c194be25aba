/** Languages and their levels: "Arabic (Native), English (Fluent)", "العربية (اللغة الأم)", one per line. */
import type { LayoutLine } from './layout-line.ts';
import type { Language } from './profile.ts';
import { comparisonKey, normaliseText, trimPunctuation } from './text-utils.ts';

const KNOWN = new Set(
  [
    'arabic', 'english', 'french', 'german', 'spanish', 'italian', 'portuguese', 'hindi', 'urdu', 'bengali', 'tamil', 'malayalam', 'persian', 'farsi',
    'turkish', 'russian', 'chinese', 'mandarin', 'japanese', 'korean', 'swahili', 'tagalog', 'filipino', 'dutch', 'swedish', 'greek', 'hebrew',
    'العربية', 'الإنجليزية', 'الانجليزية', 'الفرنسية', 'الألمانية', 'الاسبانية', 'الإسبانية', 'الإيطالية', 'البرتغالية', 'الهندية', 'الأردية', 'الفارسية',
    'التركية', 'الروسية', 'الصينية', 'اليابانية', 'الكورية',
  ].map(comparisonKey),
);

export interface ParsedLanguage extends Language {
  confidence: number;
}

export function extractLanguages(lines: LayoutLine[]): ParsedLanguage[] {
  const languages: ParsedLanguage[] = [];
  for (const line of lines) {
    // Split at commas outside brackets: "Arabic (Native), English (Fluent)".
    const items = line.text.split(/\s*[,،;|·•]\s*(?![^()]*\))/u).map((item) => item.trim()).filter(Boolean);
    for (const item of items) {
      const match = /^([^(:\-–]+?)\s*(?:\(([^)]+)\)|[:\-–]\s*(.+))?$/u.exec(item);
      const name = trimPunctuation(normaliseText(match?.[1] ?? item));
      const level = normaliseText(match?.[2] ?? match?.[3] ?? '') || null;
      if (!name || name.split(/\s+/).length > 3) continue;
      const known = KNOWN.has(comparisonKey(name));
      languages.push({ name, level, confidence: known ? 0.9 : 0.5 });
    }
  }
  return languages;
}
