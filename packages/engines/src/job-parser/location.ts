/**
 * The job's city and country: the built-in city list (shared/locations, English and Arabic names plus
 * common other spellings) and the country names the resume parser knows. Arabic names may carry
 * "ب" or "في" before them ("بالرياض", "في جدة"); a few Arabic city names that are also ordinary words
 * ("العين", "الخبر") count only after "في"/"ب" or in a "Location:" value.
 */
import { CITIES_BY_COUNTRY } from '@masar/shared/locations';
import { countryNames } from '../resume-parser/places.ts';
import { escapeRegExp } from '../resume-parser/text-utils.ts';

export interface Place {
  /** The city's English name as the built-in list writes it. */
  city: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
}

const EXTRA_SPELLINGS: Record<string, string[]> = {
  Mecca: ['Makkah', 'Makka', 'مكة'],
  Medina: ['Madinah', 'Al Madinah', 'المدينة'],
  Khobar: ['Al Khobar', 'Al-Khobar', 'الخبر'],
  Dammam: ['Al Dammam'],
  Jubail: ['Al Jubail'],
  'Abu Dhabi': ['أبو ظبي', 'ابو ظبي', 'Abudhabi'],
  'Kuwait City': ['الكويت العاصمة'],
  Riyadh: ['Riyad'],
  Jeddah: ['Jedda', 'Jiddah'],
  Amman: ['عمان'],
  'Ras Al Khaimah': ['RAK'],
  Bengaluru: ['Bangalore'],
};
/** Arabic names that are also everyday words, or a country's name: read only in a location's context. */
const NEEDS_CONTEXT = new Set(['العين', 'الخبر', 'حولي', 'ليون', 'عمان', 'المدينة', 'مكة', 'تونس', 'الجزائر']);

interface Entry {
  pattern: RegExp;
  city: string | null;
  country: string;
  contextOnly: boolean;
}

const fold = (text: string) => text.replace(/[أإآٱ]/g, 'ا').replace(/ى/g, 'ي').replace(/ة/g, 'ه').replace(/[\u064B-\u065F\u0670]/g, '');

function entryFor(name: string, city: string | null, country: string): Entry {
  const arabic = /[\u0600-\u06FF]/.test(name);
  const body = escapeRegExp(fold(name)).replace(/\s+/g, '\\s*');
  // "المدينة" is Medina, but "المدينة الصناعية" (an industrial city) and its like are districts of other cities.
  const notAPlace = name === 'المدينة' ? '(?!\\s+(?:الصناعيه|الجامعيه|الطبيه|الرياضيه|الاقتصاديه|السكنيه|العماليه))' : '';
  const pattern = arabic
    ? new RegExp(`(?:^|[^\\p{L}])(?:(?:و?في\\s+|و?ب|و)?)${body}(?=$|[^\\p{L}])${notAPlace}`, 'u')
    : new RegExp(`(?:^|[^\\p{L}])${body}(?=$|[^\\p{L}])`, /^[A-Z]{2,3}$/.test(name) ? 'u' : 'iu');
  return { pattern, city, country, contextOnly: NEEDS_CONTEXT.has(name) };
}

const CITY_ENTRIES: Entry[] = [];
for (const [country, cities] of Object.entries(CITIES_BY_COUNTRY)) {
  for (const city of cities) {
    for (const name of [city.en, city.ar, ...(EXTRA_SPELLINGS[city.en] ?? [])]) CITY_ENTRIES.push(entryFor(name, city.en, country));
  }
}
// Longer names first, so "New Delhi" is read before "Delhi" and "Abu Dhabi" before anything shorter.
CITY_ENTRIES.sort((left, right) => right.pattern.source.length - left.pattern.source.length);
const COUNTRY_ENTRIES: Entry[] = countryNames().flatMap(([code, names]) => names.filter((name) => name.length > 2 || name === 'uk').map((name) => entryFor(name, null, code)));
COUNTRY_ENTRIES.push(entryFor('KSA', null, 'SA'), entryFor('UAE', null, 'AE'), entryFor('المملكة', null, 'SA'));
for (const entry of COUNTRY_ENTRIES) if (/[\u0600-\u06FF]/.test(entry.pattern.source) && /عمان|تونس|الجزائر/.test(entry.pattern.source)) entry.contextOnly = false;

/** The first city named in `text`; `inContext` when the text is a location's value. */
export function findCity(text: string, inContext: boolean): { city: string; country: string; at: number } | null {
  const folded = fold(text);
  let best: { city: string; country: string; at: number } | null = null;
  for (const entry of CITY_ENTRIES) {
    const match = entry.pattern.exec(folded);
    if (match && entry.contextOnly && !inContext && !/^[^\p{L}]?و?(?:في\s+|ب)/u.test(match[0])) continue;
    if (match && entry.city && (!best || match.index < best.at)) best = { city: entry.city, country: entry.country, at: match.index };
  }
  return best;
}

export function findCountry(text: string): string | null {
  const folded = fold(text);
  let best: { code: string; at: number } | null = null;
  for (const entry of COUNTRY_ENTRIES) {
    const match = entry.pattern.exec(folded);
    if (match && (!best || match.index < best.at)) best = { code: entry.country, at: match.index };
  }
  return best?.code ?? null;
}

/** Words that say where the work is: "للعمل في الجبيل", "مقر العمل: جدة", "based in Dubai", "to work in Doha". */
const WORK_PLACE = /(?:للعمل\s+(?:في|ب|لدى)|مقر\s+العمل|مكان\s+العمل|موقع\s+العمل|\bbased\s+in|\blocated\s+in|\bwork(?:ing)?\s+(?:in|from|at)|\b(?:job|role|position)\s+in)\s*/giu;

/**
 * The city a line names as the place of work, before any other city it names ("تعلن الهيئة الملكية للجبيل
 * وينبع … للعمل في الجبيل الصناعية" → Jubail): what follows the phrase, if a city opens it.
 */
export function findWorkCity(text: string): { city: string; country: string; at: number } | null {
  for (const match of text.matchAll(WORK_PLACE)) {
    const from = (match.index ?? 0) + match[0].length;
    const city = findCity(text.slice(from, from + 60), true);
    if (city && city.at <= 25) return { ...city, at: from + city.at };
  }
  return null;
}
