/**
 * The small fields read by wording: job type, experience and workplace, in English and Arabic.
 * Each reader takes one piece of text (digits already Western) and answers what it says, or null.
 */
import type { JOB_TYPES, WORKPLACE_TYPES } from '@masar/shared/jobs';
import { toAsciiDigits } from '../resume-parser/text-utils.ts';

export type JobType = (typeof JOB_TYPES)[number];
export type Workplace = (typeof WORKPLACE_TYPES)[number];
export interface Experience {
  value: number;
  unit: 'years' | 'months';
}

// Arabic as posted: "جزئى" with alef maqsura, "دوام: كامل" across a colon, "كلي" for full, "دائمة" for permanent
// (the fixtures count a permanent post as full time), Gulf transliterations "فل تايم" / "بارت تايم".
const PART_TIME = /\bpart[\s-]?time\b|دوام\s*:?\s*جزئ[يى]|وقت\s+جزئ[يى]|نصف\s+دوام|^جزئ[يى]$|بارت\s*تايم/iu;
const FULL_TIME = /\bfull[\s-]?time\b|\bpermanent\b|دوام\s*:?\s*(?:كامل|كلي)|وقت\s+كامل|^(?:كامل|كلي)$|(?:وظيفة|وظائف|عقد)\s+دائم[ةه]?|فل\s*تايم/iu;

export function readJobType(text: string): JobType | null {
  const part = PART_TIME.exec(text);
  const full = FULL_TIME.exec(text);
  if (part && full) return part.index < full.index ? 'part_time' : 'full_time';
  if (part) return 'part_time';
  if (full) return 'full_time';
  return null;
}

// "هجينة" is a hybrid car or vehicle ("السيارات الهجينة"), not a way of working.
const HYBRID = /\bhybrid\b|هجين(?![ةه])|مختلط|عمل\s+مرن\s+بين/iu;
const REMOTE = /\b(?:fully\s+)?remote(?:ly)?\b|\bwork\s+from\s+home\b|\bwfh\b|\bfrom\s+anywhere\b|عن\s+بُ?عد|من\s+المنزل|(?:العمل|الشغل|الدوام|شغل)\s+من\s+البيت|ريموت/iu;
const ON_SITE = /\bon[\s-]?site\b|\bin[\s-]office\b|\boffice[\s-]based\b|\bin[\s-]person\b|حضوري|(?:العمل|الدوام)\s+(?:من|في)\s+(?:المقر|المكتب|الموقع|مقر\s+الشركة)|من\s+المكتب/iu;
/**
 * Arabic says where the work happens after the hours or the rotation ("الدوام: كامل، من الأحد للخميس، بالمكتب",
 * "نظام العمل 14/14 في الموقع") or after the city in a place field ("المدينة المنورة – في الموقع"); "في الموقع"
 * elsewhere is where a duty is done, not the workplace.
 */
const ARABIC_ON_SITE = /(?:^|[\s:،])(?:الدوام|العمل|نظام\s+العمل)(?:\s|:)[^.\n]{0,60}?\s(?:بالمكتب|بالمقر|بمقر\s+الشركة|بالموقع|في\s+الموقع|في\s+المكتب|في\s+المقر)(?=$|[\s.،,])|[–—|-]\s*(?:في\s+الموقع|بالموقع|في\s+المكتب|بالمكتب|حضوريا?)\s*$/u;
const NOT_REMOTE = /\bnot\s+(?:a\s+)?remote\b|\bno\s+remote\b|لا\s+يوجد\s+عمل\s+عن\s+بعد|ليست?\s+عن\s+بعد/iu;

export function readWorkplace(text: string): Workplace | null {
  if (HYBRID.test(text)) return 'hybrid';
  if (NOT_REMOTE.test(text)) return 'on_site';
  const remote = REMOTE.exec(text);
  const onSite = ON_SITE.exec(text) ?? ARABIC_ON_SITE.exec(text);
  if (remote && onSite) return remote.index < onSite.index ? 'remote' : 'on_site';
  if (remote) return 'remote';
  if (onSite) return 'on_site';
  return null;
}

const ENGLISH_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15 };
const ARABIC_NUMBERS: Record<string, number> = {
  واحد: 1, واحدة: 1, اثنين: 2, اثنتين: 2, ثلاث: 3, ثلاثة: 3, أربع: 4, اربع: 4, أربعة: 4, اربعة: 4, خمس: 5, خمسة: 5, ست: 6, ستة: 6, سبع: 7, سبعة: 7, ثماني: 8, ثمان: 8, ثمانية: 8, تسع: 9, تسعة: 9, عشر: 10, عشرة: 10,
};
const NUMBER = `(\\d{1,2}(?:\\.5)?|${Object.keys(ENGLISH_NUMBERS).join('|')}|${Object.keys(ARABIC_NUMBERS).join('|')})`;
const YEARS = '(?:years?|yrs?|سنوات|سنة|سنه|أعوام|اعوام|عام|عاما|عامًا|سنين)';
const MONTHS = '(?:months?|mos?|أشهر|اشهر|شهور|شهر|شهرا|شهرًا)';
/** "3-5 years", "3 to 5 years", "من 3 إلى 5 سنوات": the lower bound. */
const RANGE = new RegExp(`${NUMBER}\\s*\\+?\\s*(?:-|–|to|الى|إلى|ل|و)\\s*${NUMBER}\\s*\\+?\\s*(${YEARS}|${MONTHS})`, 'iu');
const SINGLE = new RegExp(`${NUMBER}\\s*\\+?\\s*(?:\\(\\d+\\)\\s*)?(?:or more\\s+|plus\\s+)?(${YEARS}|${MONTHS})`, 'iu');
/** Arabic duals: "سنتين" (two years), "سنتان", "شهرين". */
const ARABIC_DUAL = /(?:سنتين|سنتان|عامين|عامان)|(شهرين|شهران)/u;
const EXPERIENCE_WORD = /experience|experienced|experiance|experince|expereince|exp\b|background|track record|خبرة|خبره|الخبرة|خبرات|ممارسة/iu;

function toNumber(written: string): number {
  const lower = written.toLowerCase();
  return ENGLISH_NUMBERS[lower] ?? ARABIC_NUMBERS[written] ?? Number(written);
}

function unitOf(written: string): Experience['unit'] {
  return new RegExp(`^${MONTHS}$`, 'iu').test(written) ? 'months' : 'years';
}

/**
 * The experience a piece of text asks for ("3+ years of experience", "minimum 2 years", "٣ سنوات خبرة",
 * "6 months"): the lower bound of a range. `anywhere` reads a number of years without the word
 * "experience" nearby (for a "Experience: 3 years" value); otherwise the text must speak of experience.
 */
/** "5 years in front office roles", "3+ years building backend services", "2 yrs as Demi Chef". */
const YEARS_DOING = new RegExp(`${YEARS}\\s+(?:of\\s+)?(?:in|as|at|on|with|building|working|leading|managing|developing|designing|teaching|hands-on|professional|relevant|post-qualification|في|كـ|ك)\\b`, 'iu');

export function readExperience(written: string, anywhere = false): Experience | null {
  const text = toAsciiDigits(written);
  if (!anywhere && !EXPERIENCE_WORD.test(text) && !YEARS_DOING.test(text)) return null;
  if (anywhere && /^\s*\d{1,2}\s*\+?\s*$/.test(text)) return { value: Number(text.replace(/\D/g, '')), unit: 'years' };
  const range = RANGE.exec(text);
  if (range) return { value: toNumber(range[1] as string), unit: unitOf(range[3] as string) };
  const single = SINGLE.exec(text);
  if (single) {
    const value = toNumber(single[1] as string);
    if (value > 0 && value <= 40) return { value, unit: unitOf(single[2] as string) };
  }
  // "خبرة سنة إلى سنتين": a range from the singular noun, whose lower bound is one.
  if (/(?:سنة|سنه|عام)\s+(?:إلى|الى|-|–|أو|او|ل)\s*(?:سنتين|عامين|\d)/u.test(text)) return { value: 1, unit: 'years' };
  const dual = ARABIC_DUAL.exec(text);
  if (dual) return { value: 2, unit: dual[1] ? 'months' : 'years' };
  if (/سنة\s+واحدة|عام\s+واحد/u.test(text)) return { value: 1, unit: 'years' };
  // The singular noun is one: "خبرة سنة على الأقل", "خبرة شهر", "a year of experience".
  const one = /(?:(?:خبرة|خبره)\s+(?:لا\s+تقل\s+عن\s+)?|لا\s+تقل\s+عن\s+)(?:(سنة|سنه|عام)|(شهر))(?=\s|$|[.،,])|\b(?:a|one)\s+(?:(year)|(month))\s+(?:of\s+)?(?:experience|in|as)\b/iu.exec(text);
  if (one) return { value: 1, unit: one[2] || one[4] ? 'months' : 'years' };
  if (/\bfresh\s+graduates?\b|\bno\s+(?:prior\s+)?experience\s+(?:is\s+)?(?:required|needed)\b|حديثي\s+التخرج|لا\s+يشترط\s+(?:وجود\s+)?خبرة/iu.test(text)) return { value: 0, unit: 'years' };
  return null;
}
