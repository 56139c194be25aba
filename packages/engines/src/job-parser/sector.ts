/**
 * The job's sector (a catalogue sector id), from the strongest evidence there is: an "Industry:" /
 * "القطاع:" value naming a sector; the job title matching a catalogue occupation's title; words of the
 * trade in the title and the text ("hospital", "مستشفى", "warehouse"); and the sectors of the catalogue
 * skills the posting names. Each kind of evidence votes with its own weight.
 */
import { comparisonKey } from '../resume-parser/text-utils.ts';
import { arabicStem } from './arabic-skills.ts';
import type { JobTextCatalogue } from './catalogue.ts';

/** Words of each trade (compared on comparisonKey'd text, whole words; Arabic words may carry ال/و/ب/ل). */
const SECTOR_WORDS: Record<string, string[]> = {
  technology: ['software', 'developer', 'devops', 'data engineer', 'data scientist', 'cloud', 'cybersecurity', 'saas', 'it support', 'network engineer', 'frontend', 'front-end', 'backend', 'back-end', 'full stack', 'full-stack', 'mobile app', 'tech', 'it', 'برمجيات', 'مطور', 'البرمجة', 'تقنية المعلومات', 'الشبكات', 'الأمن السيبراني', 'تطبيقات', 'مبرمج'],
  healthcare: ['hospital', 'clinic', 'clinical', 'patient', 'patients', 'nurse', 'nursing', 'pharmacy', 'pharmacist', 'physician', 'medical', 'healthcare', 'health care', 'dental', 'physiotherapist', 'radiology', 'laboratory', 'مستشفى', 'مستشفيات', 'المرضى', 'مريض', 'تمريض', 'ممرض', 'ممرضة', 'صيدلي', 'صيدلاني', 'صيدلية', 'طبيب', 'طبي', 'الطبية', 'عيادة', 'مختبر', 'أسنان', 'الصحية', 'الرعاية الصحية', 'صحة عامة', 'الصحة العامة'],
  finance: ['bank', 'banking', 'accountant', 'accounting', 'audit', 'auditor', 'finance', 'financial', 'insurance', 'credit', 'treasury', 'tax', 'investment', 'محاسب', 'محاسبة', 'المحاسبة', 'بنك', 'مصرف', 'مصرفي', 'المالية', 'مالي', 'مراجعة', 'تدقيق', 'تأمين', 'الضرائب', 'الزكاة', 'ائتمان'],
  education: ['school', 'teacher', 'teaching', 'students', 'student', 'curriculum', 'classroom', 'university', 'lecturer', 'tutor', 'academic', 'kindergarten', 'مدرسة', 'معلم', 'معلمة', 'الطلاب', 'الطالبات', 'تدريس', 'المناهج', 'جامعة', 'محاضر', 'تعليم', 'التعليم', 'أكاديمي'],
  hospitality: ['hotel', 'resort', 'restaurant', 'guest', 'guests', 'chef', 'kitchen', 'front office', 'housekeeping', 'barista', 'cafe', 'food and beverage', 'f&b', 'tourism', 'فندق', 'فندقية', 'منتجع', 'مطعم', 'الضيوف', 'النزلاء', 'طاهي', 'شيف', 'المطبخ', 'الضيافة', 'السياحة', 'مقهى'],
  retail: ['store', 'retail', 'shop', 'merchandising', 'cashier', 'sales associate', 'showroom', 'boutique', 'supermarket', 'hypermarket', 'e-commerce', 'ecommerce', 'متجر', 'معرض', 'التجزئة', 'كاشير', 'أمين صندوق', 'مبيعات التجزئة', 'سوبرماركت', 'هايبرماركت', 'فرع'],
  logistics: ['warehouse', 'logistics', 'supply chain', 'shipping', 'freight', 'fleet', 'delivery', 'driver', 'inventory', 'procurement', 'customs', 'transport', 'dispatch', 'مستودع', 'مستودعات', 'المستودعات', 'اللوجستية', 'لوجستي', 'سلاسل الإمداد', 'الشحن', 'أسطول', 'توصيل', 'سائق', 'المخزون', 'التخليص الجمركي', 'النقل'],
  engineering: ['engineer', 'engineering', 'mechanical', 'electrical', 'civil', 'structural', 'hvac', 'maintenance engineer', 'mep', 'مهندس', 'هندسة', 'الهندسية', 'ميكانيكي', 'كهربائي', 'مدني', 'إنشائي'],
  construction: ['construction', 'site engineer', 'contractor', 'real estate', 'property', 'building', 'quantity surveyor', 'إنشاءات', 'البناء', 'المقاولات', 'مقاول', 'العقارات', 'عقاري'],
  energy: ['oil', 'gas', 'petroleum', 'refinery', 'drilling', 'utilities', 'power plant', 'solar', 'النفط', 'الغاز', 'البترول', 'الطاقة', 'مصفاة', 'الحفر'],
  government: ['ministry', 'government', 'municipality', 'public sector', 'authority', 'وزارة', 'الوزارة', 'حكومي', 'حكومية', 'البلدية', 'أمانة', 'هيئة'],
  legal: ['legal', 'lawyer', 'counsel', 'attorney', 'paralegal', 'law firm', 'محامي', 'قانوني', 'القانونية', 'مستشار قانوني'],
  media: ['marketing', 'brand', 'content', 'social media', 'graphic designer', 'campaigns', 'advertising', 'seo', 'تسويق', 'التسويق', 'العلامة التجارية', 'المحتوى', 'وسائل التواصل', 'مصمم جرافيك', 'إعلان'],
  manufacturing: ['factory', 'manufacturing', 'production line', 'plant', 'assembly', 'مصنع', 'التصنيع', 'خط الإنتاج', 'الإنتاج'],
  business: ['human resources', 'hr', 'recruitment', 'talent acquisition', 'payroll', 'operations manager', 'business analyst', 'administrative', 'office manager', 'الموارد البشرية', 'التوظيف', 'الرواتب', 'إداري', 'إدارية', 'سكرتير'],
  security: ['security guard', 'safety officer', 'hse', 'security officer', 'cctv', 'حارس أمن', 'الأمن والسلامة', 'السلامة', 'حراسة'],
  agriculture: ['farm', 'agriculture', 'agricultural', 'crops', 'livestock', 'irrigation', 'مزرعة', 'الزراعة', 'زراعي', 'الري', 'المحاصيل'],
};

const WORD_KEYS: Array<{ sector: string; key: string; pattern: RegExp }> = [];
for (const [sector, words] of Object.entries(SECTOR_WORDS)) {
  for (const word of words) {
    const key = comparisonKey(word);
    const body = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const arabic = /[\u0600-\u06FF]/.test(key);
    const articleLess = arabic && key.startsWith('ال') ? key.slice(2) : key;
    const pattern = arabic
      ? // Feminine and sound-plural forms count too: مهندسة, محاسبون, معلمات.
        new RegExp(`(?:^|\\s)(?:و|ب|ل|ف)?(?:ال)?${articleLess.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${/[ةه]$/.test(articleLess) ? '' : '(?:ة|ات|ون|ين)?'}(?=$|\\s)`, 'gu')
      : new RegExp(`(?:^|\\s)${body}(?=$|\\s)`, 'gu');
    WORD_KEYS.push({ sector, key, pattern });
  }
}

function wordVotes(text: string, weight: number, into: Map<string, number>): void {
  const key = comparisonKey(text);
  for (const word of WORD_KEYS) {
    const count = key.match(word.pattern)?.length ?? 0;
    if (count) into.set(word.sector, (into.get(word.sector) ?? 0) + weight * Math.min(count, 3));
  }
}

/** An Arabic title's words as light stems, so "ممرضة" and "محاسبون" find ممرض and محاسب. */
const stemmedWords = (key: string) => key.split(' ').map((word) => (/[\u0621-\u064A]/.test(word) ? arabicStem(word) : word));

/** Occupation titles by comparisonKey, and by their Arabic stems, built once per catalogue. */
const titleIndexes = new WeakMap<JobTextCatalogue, { exact: Map<string, string>; stemmed: Map<string, string> }>();
function titleIndex(catalogue: JobTextCatalogue): { exact: Map<string, string>; stemmed: Map<string, string> } {
  let index = titleIndexes.get(catalogue);
  if (!index) {
    index = { exact: new Map(), stemmed: new Map() };
    for (const occupation of catalogue.occupations) {
      for (const title of occupation.titles) {
        const key = comparisonKey(title);
        if (key && !index.exact.has(key)) index.exact.set(key, occupation.sector);
        const stemmed = stemmedWords(key).join(' ');
        if (stemmed && !index.stemmed.has(stemmed)) index.stemmed.set(stemmed, occupation.sector);
      }
    }
    titleIndexes.set(catalogue, index);
  }
  return index;
}

function longestRun(words: readonly string[], index: Map<string, string>): string | null {
  for (let length = words.length; length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const sector = index.get(words.slice(start, start + length).join(' '));
      if (sector && (length > 1 || (words[start] as string).length > 3)) return sector;
    }
  }
  return null;
}

/** A title's head noun: the first word in Arabic ("محاسب أول"), the last in English ("Senior Accountant"), as a stem. */
function headOf(key: string): string | null {
  const words = key.split(' ').filter(Boolean);
  if (!words.length) return null;
  if (/[\u0621-\u064A]/.test(words[0] as string)) return arabicStem(words[0] as string);
  const last = words[words.length - 1] as string;
  return /^[a-z]{4,}$/.test(last) ? last.replace(/s$/, '') : null;
}

/** Per head noun, how many occupations of each sector have it. */
const headIndexes = new WeakMap<JobTextCatalogue, Map<string, Map<string, number>>>();
function headIndex(catalogue: JobTextCatalogue): Map<string, Map<string, number>> {
  let index = headIndexes.get(catalogue);
  if (!index) {
    index = new Map();
    for (const occupation of catalogue.occupations) {
      const heads = new Set(occupation.titles.map((title) => headOf(comparisonKey(title))).filter((head): head is string => Boolean(head)));
      for (const head of heads) {
        const sectors = index.get(head) ?? new Map<string, number>();
        sectors.set(occupation.sector, (sectors.get(occupation.sector) ?? 0) + 1);
        index.set(head, sectors);
      }
    }
    headIndexes.set(catalogue, index);
  }
  return index;
}

/**
 * The sector most occupations with the title's head noun belong to ("محاسبة" → finance, "معلمة" → education),
 * when no occupation's whole title is in it; null when the head is shared across trades ("مشرف", "Manager").
 */
export function headNounSector(title: string, catalogue: JobTextCatalogue): string | null {
  const head = headOf(comparisonKey(title));
  const sectors = head ? headIndex(catalogue).get(head) : undefined;
  if (!sectors) return null;
  let top: [string, number] | null = null;
  let total = 0;
  for (const entry of sectors) {
    total += entry[1];
    if (!top || entry[1] > top[1]) top = entry;
  }
  return top && top[1] / total >= 0.7 ? top[0] : null;
}

/** The sector of the catalogue occupation whose title is the longest run of words in `title`. */
export function occupationSector(title: string, catalogue: JobTextCatalogue): string | null {
  const index = titleIndex(catalogue);
  const words = comparisonKey(title).split(' ').filter(Boolean).slice(0, 8);
  const exact = longestRun(words, index.exact);
  if (exact || !/[\u0621-\u064A]/.test(title)) return exact;
  const stems = stemmedWords(words.join(' '));
  return longestRun(stems, index.stemmed);
}

/** A sector named by an "Industry:" value: a sector's name in either language, or its words of the trade. */
export function sectorNamed(value: string, catalogue: JobTextCatalogue | undefined): string | null {
  const key = comparisonKey(value);
  for (const sector of catalogue?.sectors ?? []) {
    if ([sector.id, sector.name.en, sector.name.ar].some((name) => comparisonKey(name) === key || comparisonKey(name).split(' ').includes(key))) return sector.id;
  }
  const votes = new Map<string, number>();
  wordVotes(value, 1, votes);
  return best(votes)?.sector ?? null;
}

function best(votes: Map<string, number>): { sector: string; score: number; total: number } | null {
  let top: { sector: string; score: number } | null = null;
  let total = 0;
  for (const [sector, score] of votes) {
    total += score;
    if (!top || score > top.score) top = { sector, score };
  }
  return top ? { ...top, total } : null;
}

export interface SectorEvidence {
  field: string | null;
  title: string | null;
  body: string;
  skillSectors: Map<string, number>;
}

const FIELD_WEIGHT = 10;

export function readSector(evidence: SectorEvidence, catalogue: JobTextCatalogue | undefined): { sector: string | null; confidence: number } {
  const votes = new Map<string, number>();
  // An "Industry:"/"Department:" value is strong evidence but names the employer's trade or a team
  // ("Department: Engineering" at a fintech): the occupation, its words and skills can outvote it.
  const named = evidence.field ? sectorNamed(evidence.field, catalogue) : null;
  if (named) votes.set(named, FIELD_WEIGHT);
  if (evidence.title && catalogue) {
    const sector = occupationSector(evidence.title, catalogue);
    const byHead = sector ? null : headNounSector(evidence.title, catalogue);
    if (sector) votes.set(sector, 6);
    else if (byHead) votes.set(byHead, 4);
  }
  if (evidence.title) wordVotes(evidence.title, 4, votes);
  wordVotes(evidence.body, 1, votes);
  for (const [sector, count] of evidence.skillSectors) if (sector !== 'cross-sector') votes.set(sector, (votes.get(sector) ?? 0) + count);
  const top = best(votes);
  if (!top) return { sector: null, confidence: 0 };
  if (named && top.sector === named) return { sector: named, confidence: 0.9 };
  return { sector: top.sector, confidence: Math.round(Math.min(0.85, 0.3 + (0.6 * top.score) / top.total) * 100) / 100 };
}
