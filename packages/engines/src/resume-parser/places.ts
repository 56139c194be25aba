/**
 * Countries (English and Arabic names, with their ISO codes) and a few separators. Used to recognise a
 * location in a contact line or a job's header, and to give libphonenumber a default country for numbers
 * written without their country code.
 */
import { comparisonKey } from './text-utils.ts';

const COUNTRIES: Array<[string, string[]]> = [
  ['AE', ['uae', 'united arab emirates', 'emirates', 'الإمارات', 'الامارات', 'الإمارات العربية المتحدة']],
  ['SA', ['saudi arabia', 'ksa', 'السعودية', 'المملكة العربية السعودية']],
  ['QA', ['qatar', 'قطر']],
  ['KW', ['kuwait', 'الكويت']],
  ['BH', ['bahrain', 'البحرين']],
  ['OM', ['oman', 'عمان', 'عُمان', 'سلطنة عمان']],
  ['JO', ['jordan', 'الأردن', 'الاردن']],
  ['LB', ['lebanon', 'لبنان']],
  ['SY', ['syria', 'سوريا', 'سورية']],
  ['PS', ['palestine', 'فلسطين']],
  ['IQ', ['iraq', 'العراق']],
  ['EG', ['egypt', 'مصر']],
  ['MA', ['morocco', 'المغرب']],
  ['DZ', ['algeria', 'الجزائر']],
  ['TN', ['tunisia', 'تونس']],
  ['LY', ['libya', 'ليبيا']],
  ['SD', ['sudan', 'السودان']],
  ['YE', ['yemen', 'اليمن']],
  ['IN', ['india', 'الهند']],
  ['PK', ['pakistan', 'باكستان']],
  ['BD', ['bangladesh', 'بنغلاديش']],
  ['LK', ['sri lanka', 'سريلانكا']],
  ['PH', ['philippines', 'الفلبين']],
  ['GB', ['united kingdom', 'uk', 'england', 'scotland', 'المملكة المتحدة', 'بريطانيا']],
  ['DE', ['germany', 'ألمانيا', 'المانيا']],
  ['FR', ['france', 'فرنسا']],
  ['IT', ['italy', 'إيطاليا', 'ايطاليا']],
  ['ES', ['spain', 'إسبانيا', 'اسبانيا']],
  ['PT', ['portugal', 'البرتغال']],
  ['NL', ['netherlands', 'هولندا']],
  ['SE', ['sweden', 'السويد']],
  ['TR', ['turkey', 'türkiye', 'تركيا']],
  ['US', ['usa', 'united states', 'الولايات المتحدة']],
  ['CA', ['canada', 'كندا']],
  ['AU', ['australia', 'أستراليا', 'استراليا']],
  ['NG', ['nigeria', 'نيجيريا']],
  ['KE', ['kenya', 'كينيا']],
  ['CH', ['switzerland', 'سويسرا']],
  ['AT', ['austria', 'النمسا']],
  ['BE', ['belgium', 'بلجيكا']],
  ['IE', ['ireland', 'أيرلندا']],
  ['PL', ['poland', 'بولندا']],
  ['GR', ['greece', 'اليونان']],
  ['NO', ['norway', 'النرويج']],
  ['DK', ['denmark', 'الدنمارك']],
  ['FI', ['finland', 'فنلندا']],
  ['JP', ['japan', 'اليابان']],
  ['CN', ['china', 'الصين']],
  ['SG', ['singapore', 'سنغافورة']],
  ['MY', ['malaysia', 'ماليزيا']],
  ['ID', ['indonesia', 'إندونيسيا']],
  ['ZA', ['south africa', 'جنوب أفريقيا']],
  ['GH', ['ghana', 'غانا']],
  ['ET', ['ethiopia', 'إثيوبيا']],
  ['MX', ['mexico', 'المكسيك']],
  ['BR', ['brazil', 'البرازيل']],
  ['NZ', ['new zealand', 'نيوزيلندا']],
];

const COUNTRY_BY_KEY = new Map<string, string>();
for (const [code, names] of COUNTRIES) for (const name of names) COUNTRY_BY_KEY.set(comparisonKey(name), code);

/** The country list: ISO code and its English and Arabic names (the job-text parser reads countries with it). */
export function countryNames(): ReadonlyArray<readonly [string, readonly string[]]> {
  return COUNTRIES;
}

/** The ISO country a place names in its last comma-separated part ("Dubai, UAE" → AE). */
export function countryOf(place: string): string | null {
  const parts = place.split(/[,،]|\s[-–]\s/).map((part) => comparisonKey(part)).filter(Boolean);
  for (let index = parts.length - 1; index >= 0; index--) {
    const code = COUNTRY_BY_KEY.get(parts[index] as string);
    if (code) return code;
  }
  return null;
}

/** "City, Country" (or "المدينة، البلد") with a known country, or a known country alone. */
export function looksLikePlace(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 60 || /[@\d/]/.test(trimmed)) return false;
  if (COUNTRY_BY_KEY.has(comparisonKey(trimmed))) return true;
  const parts = trimmed.split(/[,،]|\s[-–]\s/).map((part) => part.trim());
  return parts.length >= 2 && parts.length <= 3 && countryOf(trimmed) !== null && parts.every((part) => part.split(/\s+/).length <= 4);
}

/**
 * "Pune, Maharashtra", "Kansas City, MO": two or three short capitalised pieces with no digits, the shape of
 * a city and its region. Callers check that none of the pieces is a title, an employer or a school.
 */
export function looksLikeCityAndRegion(text: string): boolean {
  const pieces = text.split(/\s*[,،]\s*/).filter(Boolean);
  return pieces.length >= 2 && pieces.length <= 3 && pieces.every((piece) => piece.split(/\s+/).length <= 3 && /^[\p{Lu}\p{Lo}]/u.test(piece) && !/[\d@/]/.test(piece));
}

/** The United States' states by name: "Marina Del Rey, California" is a place as surely as "Dover, DE". */
const US_STATES = new Set(
  [
    'alabama', 'alaska', 'arizona', 'arkansas', 'california', 'colorado', 'connecticut', 'delaware', 'florida', 'georgia', 'hawaii', 'idaho',
    'illinois', 'indiana', 'iowa', 'kansas', 'kentucky', 'louisiana', 'maine', 'maryland', 'massachusetts', 'michigan', 'minnesota',
    'mississippi', 'missouri', 'montana', 'nebraska', 'nevada', 'new hampshire', 'new jersey', 'new mexico', 'new york', 'north carolina',
    'north dakota', 'ohio', 'oklahoma', 'oregon', 'pennsylvania', 'rhode island', 'south carolina', 'south dakota', 'tennessee', 'texas',
    'utah', 'vermont', 'virginia', 'washington', 'west virginia', 'wisconsin', 'wyoming',
  ].map(comparisonKey),
);

/** A region after a town's comma: a two-letter code ("CA", "NSW" too), a US state or a country. */
export function looksLikeRegion(text: string): boolean {
  const trimmed = text.trim().replace(/\.$/, '');
  return /^[A-Z]{2,3}$/.test(trimmed) || US_STATES.has(comparisonKey(trimmed)) || COUNTRY_BY_KEY.has(comparisonKey(trimmed));
}
