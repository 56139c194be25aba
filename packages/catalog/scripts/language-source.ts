/**
 * Expands scripts/source/languages.txt (one human language a line) into language skills:
 * - "<Language>" (the language itself), Arabic "اللغة <adjective>";
 * - "Arabic–<Language> Translation" for every language, Arabic "الترجمة بين العربية و<adjective>";
 * - "English–<Language> Translation" for every language but Arabic and English;
 * - "Arabic–<Language> Interpreting" for tier-1 and tier-2 languages (the most requested in the region).
 * Bare Arabic adjectives ("العربية") are never aliases: they occur inside ordinary phrases
 * ("المملكة العربية السعودية") and would make the scanner report false mentions.
 */
import type { DraftSkill } from './skill-source.ts';
import { slugify } from '../src/text.ts';

interface Language {
  en: string;
  short: string;
  ar: string;
  aliases: string[];
  tier: number;
}

export function parseLanguages(text: string): Language[] {
  const out: Language[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.length === 0 || line.startsWith('#')) continue;
    const [en, ar, aliases, tier] = line.split('|').map((x) => x.trim());
    if (!en || !ar || !tier) throw new Error(`languages.txt: bad line ${line}`);
    out.push({
      en,
      short: en.replace(/\s*\(.*\)$/, ''),
      ar,
      aliases: (aliases ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter((a) => a.length > 0),
      tier: Number(tier),
    });
  }
  return out;
}

export function buildLanguageSkills(languages: Language[]): DraftSkill[] {
  const skills: DraftSkill[] = [];
  let order = 0;
  const add = (s: Omit<DraftSkill, 'order' | 'sector' | 'relNames'> & { relNames?: string[] }) =>
    skills.push({ sector: 'cross-sector', relNames: [], order: order++, ...s });
  for (const l of languages) {
    const group = `language:${l.en}`;
    const latinAliases = l.aliases.filter((a) => !/[\u0600-\u06FF]/.test(a));
    const arabicAliases = l.aliases.filter((a) => /[\u0600-\u06FF]/.test(a));
    add({
      id: `skill:${slugify(l.en)}`,
      name: { en: l.en, ar: `اللغة ${l.ar}` },
      aliases: {
        en: [`${l.short} language`, ...latinAliases],
        ar: [`لغة ${l.ar.replace(/^ال/, '')}`, ...arabicAliases],
      },
      type: 'language',
      category: 'languages',
      group,
    });
    if (l.en !== 'Arabic') {
      add({
        id: `skill:arabic-${slugify(l.short)}-translation`,
        name: { en: `Arabic–${l.short} Translation`, ar: `الترجمة بين العربية و${l.ar}` },
        aliases: {
          en: [`${l.short}–Arabic Translation`, `Arabic to ${l.short} translation`, `${l.short} to Arabic translation`],
          ar: [`الترجمة من العربية إلى ${l.ar}`, `الترجمة من ${l.ar} إلى العربية`],
        },
        type: 'language',
        category: 'translation-pairs',
        group,
        relNames: ['Arabic', l.en, 'Translation'],
      });
    }
    if (l.en !== 'Arabic' && l.en !== 'English') {
      add({
        id: `skill:english-${slugify(l.short)}-translation`,
        name: { en: `English–${l.short} Translation`, ar: `الترجمة بين الإنجليزية و${l.ar}` },
        aliases: {
          en: [
            `${l.short}–English Translation`,
            `English to ${l.short} translation`,
            `${l.short} to English translation`,
          ],
          ar: [`الترجمة من الإنجليزية إلى ${l.ar}`, `الترجمة من ${l.ar} إلى الإنجليزية`],
        },
        type: 'language',
        category: 'translation-pairs',
        group,
        relNames: ['English', l.en, 'Translation'],
      });
    }
    if (l.tier <= 2 && l.en !== 'Arabic') {
      add({
        id: `skill:arabic-${slugify(l.short)}-interpreting`,
        name: { en: `Arabic–${l.short} Interpreting`, ar: `الترجمة الفورية بين العربية و${l.ar}` },
        aliases: { en: [`${l.short}–Arabic Interpreting`, `Arabic ${l.short} interpreter`], ar: [] },
        type: 'language',
        category: 'interpreting-pairs',
        group,
        relNames: ['Simultaneous Interpreting', 'Consecutive Interpreting'],
      });
    }
  }
  return skills;
}

export const LANGUAGE_CATEGORIES = [
  { id: 'languages', sector: 'cross-sector', name: { en: 'Languages', ar: 'اللغات' } },
  {
    id: 'translation-pairs',
    sector: 'cross-sector',
    name: { en: 'Translation Language Pairs', ar: 'أزواج لغات الترجمة' },
  },
  {
    id: 'interpreting-pairs',
    sector: 'cross-sector',
    name: { en: 'Interpreting Language Pairs', ar: 'أزواج لغات الترجمة الفورية' },
  },
];
