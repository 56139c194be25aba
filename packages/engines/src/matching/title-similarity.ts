/**
 * Token-based similarity of job titles, English and Arabic. Titles are normalised (case, Arabic letter
 * variants and diacritics, gendered forms, plurals, common abbreviations), common Arabic title words are
 * mapped to English tokens so "مهندس برمجيات" meets "Software Engineer", seniority words are taken out of
 * the comparison and compared on their own, and the remaining tokens are compared with a weighted soft Dice.
 */

export interface TitleTokens {
  /** Role tokens with their weights. */
  tokens: readonly { token: string; weight: number }[];
  /** 0 intern … 2 (unstated) … 4 lead/head. */
  seniority: number;
}

/** Each level of seniority apart costs this much of the title fit: a senior and a junior do the same work, at a different scope. */
const SENIORITY_STEP_PENALTY = 0.08;
const MAX_SENIORITY_PENALTY = 0.24;
/** Generic role nouns (engineer, manager …) are shared by unrelated jobs, so they weigh half a specific word. */
const GENERIC_TOKEN_WEIGHT = 0.5;
const SYNONYM_SIMILARITY = 0.9;
const NEAR_SYNONYM_SIMILARITY = 0.6;
const SHARED_STEM_SIMILARITY = 0.7;
/** Two words are one family when they share at least this many first letters (and 60 % of the longer). */
const STEM_LENGTH = 5;
const UNSTATED_SENIORITY = 2;

const SENIORITY: Record<string, number> = {
  intern: 0,
  internship: 0,
  trainee: 0,
  apprentice: 0,
  entry: 0,
  junior: 1,
  jr: 1,
  mid: 2,
  intermediate: 2,
  senior: 3,
  sr: 3,
  snr: 3,
  experienced: 3,
  lead: 4,
  principal: 4,
  head: 4,
  chief: 4,
};

const STOPWORDS = new Set(['of', 'and', 'the', 'for', 'in', 'at', 'to', 'a', 'an', 'with', 'on', 'level']);

/** Abbreviations and gendered English forms, to their canonical tokens. */
const ENGLISH_CANONICAL: Record<string, string> = {
  mgr: 'manager',
  eng: 'engineer',
  engr: 'engineer',
  dev: 'developer',
  devs: 'developer',
  admin: 'administrator',
  asst: 'assistant',
  exec: 'executive',
  hr: 'human resources',
  it: 'information technology',
  qa: 'quality assurance',
  ict: 'information technology',
  maths: 'mathematics',
  math: 'mathematics',
  waitress: 'waiter',
  stewardess: 'steward',
  hostess: 'host',
  actress: 'actor',
  salesman: 'salesperson',
  saleswoman: 'salesperson',
  chairman: 'chair',
  chairwoman: 'chair',
  chairperson: 'chair',
  foreman: 'foreperson',
  forewoman: 'foreperson',
  policeman: 'police officer',
  policewoman: 'police officer',
  businessman: 'businessperson',
  businesswoman: 'businessperson',
  headmaster: 'head teacher',
  headmistress: 'head teacher',
  cameraman: 'camera operator',
  craftsman: 'craftsperson',
  nursing: 'nurse',
  teaching: 'teacher',
  engineering: 'engineer',
  accounting: 'accountant',
  financial: 'finance',
  programming: 'programmer',
  development: 'developer',
  administrative: 'administration',
  mathematic: 'mathematics',
  operation: 'operations',
  logistic: 'logistics',
  sale: 'sales',
  resource: 'resources',
};

/** Common Arabic title words (normalised as below), to English tokens. Gendered forms meet after normalisation. */
const ARABIC_WORDS: Record<string, string> = {
  مهندس: 'engineer',
  هندسة: 'engineer',
  مطور: 'developer',
  مبرمج: 'programmer',
  برمجيات: 'software',
  برمجة: 'software',
  محلل: 'analyst',
  بيانات: 'data',
  ممرض: 'nurse',
  تمريض: 'nurse',
  طبيب: 'doctor',
  صيدلي: 'pharmacist',
  محاسب: 'accountant',
  محاسبة: 'accountant',
  مدقق: 'auditor',
  تدقيق: 'audit',
  مالي: 'finance',
  مالية: 'finance',
  مدير: 'manager',
  مشرف: 'supervisor',
  منسق: 'coordinator',
  أخصائي: 'specialist',
  اختصاصي: 'specialist',
  مسؤول: 'officer',
  موظف: 'officer',
  فني: 'technician',
  مستشار: 'consultant',
  معلم: 'teacher',
  مدرس: 'teacher',
  رياضيات: 'mathematics',
  مدني: 'civil',
  كهربائي: 'electrical',
  كهرباء: 'electrical',
  ميكانيكي: 'mechanical',
  معماري: 'architect',
  موقع: 'site',
  مشاريع: 'project',
  مشروع: 'project',
  إنشاءات: 'construction',
  سلامة: 'safety',
  صحة: 'health',
  مهنية: 'occupational',
  بيئة: 'environment',
  جودة: 'quality',
  مستودع: 'warehouse',
  مستودعات: 'warehouse',
  مخازن: 'warehouse',
  مخزن: 'warehouse',
  لوجستيات: 'logistics',
  لوجستي: 'logistics',
  مشتريات: 'procurement',
  سائق: 'driver',
  توصيل: 'delivery',
  استقبال: 'reception',
  فندق: 'hotel',
  فندقي: 'hotel',
  ضيافة: 'hospitality',
  طاهي: 'chef',
  طباخ: 'cook',
  شيف: 'chef',
  نادل: 'waiter',
  خدمة: 'service',
  عملاء: 'customer',
  مبيعات: 'sales',
  تسويق: 'marketing',
  موارد: 'resources',
  بشرية: 'human',
  سياسات: 'policy',
  سياسة: 'policy',
  باحث: 'researcher',
  أبحاث: 'research',
  بحث: 'research',
  حكومي: 'government',
  إدارة: 'administration',
  إداري: 'administration',
  حفر: 'drilling',
  بترول: 'petroleum',
  نفط: 'oil',
  غاز: 'gas',
  آبار: 'well',
  بئر: 'well',
  طاقة: 'energy',
  شبكات: 'network',
  أمن: 'security',
  معلومات: 'information',
  تقنية: 'technology',
  نظم: 'system',
  أنظمة: 'system',
  خلفية: 'backend',
  سحابية: 'cloud',
  قسم: 'department',
  // Seniority words, mapped to their English counterparts in SENIORITY.
  أول: 'senior',
  أقدم: 'senior',
  كبير: 'senior',
  خبير: 'senior',
  رئيس: 'head',
  متدرب: 'trainee',
  مبتدئ: 'junior',
  مساعد: 'assistant',
};

const GENERIC = new Set([
  'engineer',
  'manager',
  'specialist',
  'officer',
  'analyst',
  'assistant',
  'associate',
  'coordinator',
  'consultant',
  'technician',
  'representative',
  'administrator',
  'executive',
  'supervisor',
  'director',
  'agent',
  'clerk',
  'worker',
  'operator',
  'advisor',
  'professional',
  'employee',
  'staff',
]);

const SYNONYMS: readonly (readonly string[])[] = [
  ['developer', 'programmer', 'coder'],
  ['teacher', 'instructor', 'educator', 'tutor'],
  ['doctor', 'physician'],
  ['receptionist', 'reception'],
  ['chef', 'cook'],
  ['oil', 'petroleum'],
];
const NEAR_SYNONYMS: readonly (readonly string[])[] = [
  ['developer', 'engineer'],
  ['programmer', 'engineer'],
  ['manager', 'supervisor'],
  ['manager', 'director'],
  ['backend', 'software'],
  ['frontend', 'software'],
];

function pairKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}
const PAIR_SIMILARITY = new Map<string, number>();
const LISTED_TOKENS = new Set([...SYNONYMS, ...NEAR_SYNONYMS].flat());
for (const [groups, similarity] of [
  [NEAR_SYNONYMS, NEAR_SYNONYM_SIMILARITY],
  [SYNONYMS, SYNONYM_SIMILARITY],
] as const) {
  for (const group of groups) {
    for (const a of group) for (const b of group) if (a !== b) PAIR_SIMILARITY.set(pairKey(a, b), similarity);
  }
}

/**
 * Titles and skill names repeat across thousands of profiles, so normalised texts and tokenised titles are
 * memoised. Both functions are pure, so the caches change speed only; they are bounded and simply cleared when full.
 */
const CACHE_LIMIT = 50_000;
const normalisedCache = new Map<string, string>();
const titleCache = new Map<string, TitleTokens>();

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/** Lower case, Arabic letter variants unified, diacritics and tatweel dropped, punctuation to spaces. */
export function normaliseText(text: string): string {
  const cached = normalisedCache.get(text);
  return cached ?? remember(normalisedCache, text, normaliseUncached(text));
}

function normaliseUncached(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const ARABIC_LETTERS = /[\u0600-\u06FF]/;

/** Arabic token: definite article off, feminine ending off (so ممرضة meets ممرض). */
function stemArabic(token: string): string {
  let stem = token;
  if (stem.startsWith('ال') && stem.length >= 5) stem = stem.slice(2);
  else if (stem.startsWith('لل') && stem.length >= 5) stem = stem.slice(2);
  if (stem.endsWith('ه') && stem.length >= 4) stem = stem.slice(0, -1);
  return stem;
}

/** English token: plural off. */
function stemEnglish(token: string): string {
  if (token.length > 4 && token.endsWith('ies')) return `${token.slice(0, -3)}y`;
  if (token.length > 4 && token.endsWith('s') && !/(ss|us|is)$/.test(token)) return token.slice(0, -1);
  return token;
}

const ARABIC_DICTIONARY = new Map<string, string>();
for (const [word, english] of Object.entries(ARABIC_WORDS)) {
  ARABIC_DICTIONARY.set(stemArabic(normaliseText(word)), english);
}

function canonicalTokens(raw: string): string[] {
  if (ARABIC_LETTERS.test(raw)) {
    const stem = stemArabic(raw);
    const english = ARABIC_DICTIONARY.get(stem);
    return english === undefined ? [stem] : english.split(' ');
  }
  const direct = ENGLISH_CANONICAL[raw];
  if (direct !== undefined) return direct.split(' ');
  const stem = stemEnglish(raw);
  const canonical = ENGLISH_CANONICAL[stem];
  return canonical === undefined ? [stem] : canonical.split(' ');
}

export function tokenizeTitle(title: string): TitleTokens {
  const cached = titleCache.get(title);
  return cached ?? remember(titleCache, title, tokenizeUncached(title));
}

function tokenizeUncached(title: string): TitleTokens {
  const seen = new Set<string>();
  const tokens: { token: string; weight: number }[] = [];
  let seniority: number | null = null;
  for (const raw of normaliseText(title).split(' ')) {
    if (raw === '' || STOPWORDS.has(raw) || raw === 'في' || raw === 'من' || raw === 'و' || raw === 'علي') continue;
    for (const token of canonicalTokens(raw)) {
      const level = SENIORITY[token];
      if (level !== undefined) {
        seniority = seniority === null ? level : Math.max(seniority, level);
        continue;
      }
      if (STOPWORDS.has(token) || seen.has(token)) continue;
      seen.add(token);
      tokens.push({ token, weight: GENERIC.has(token) ? GENERIC_TOKEN_WEIGHT : 1 });
    }
  }
  return Object.freeze({
    tokens: Object.freeze(tokens.map((t) => Object.freeze(t))),
    seniority: seniority ?? UNSTATED_SENIORITY,
  });
}

function tokenSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  // Most words are in no listed pair: skip building the pair's key for them.
  if (LISTED_TOKENS.has(a) && LISTED_TOKENS.has(b)) {
    const listed = PAIR_SIMILARITY.get(pairKey(a, b));
    if (listed !== undefined) return listed;
  }
  // A long shared beginning (reception/receptionist, pharmacy/pharmacist) is the same word family.
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
  return common >= STEM_LENGTH && common >= 0.6 * Math.max(a.length, b.length) ? SHARED_STEM_SIMILARITY : 0;
}

function bestMatch(token: string, others: TitleTokens['tokens']): number {
  let best = 0;
  for (const other of others) {
    const similarity = tokenSimilarity(token, other.token);
    if (similarity > best) best = similarity;
    if (best === 1) break;
  }
  return best;
}

const PARTNERS = new Map<string, string[]>();
for (const groups of [SYNONYMS, NEAR_SYNONYMS]) {
  for (const group of groups) {
    for (const a of group) for (const b of group) if (a !== b) PARTNERS.set(a, [...(PARTNERS.get(a) ?? []), b]);
  }
}
/**
 * Blocking keys of a title token, for finding the titles that can be similar to a given one without comparing
 * every pair: tokenSimilarity(a, b) > 0 only when a's `indexed` keys and b's `query` keys meet (the same token,
 * a listed synonym, or the same first five letters).
 */
export function titleTokenKeys(token: string, side: 'indexed' | 'query'): string[] {
  const keys = [`t:${token}`];
  if (token.length >= STEM_LENGTH) keys.push(`p:${token.slice(0, STEM_LENGTH)}`);
  if (side === 'query') for (const partner of PARTNERS.get(token) ?? []) keys.push(`t:${partner}`);
  return keys;
}

/** Similarity of two tokenised titles in [0, 1]; null when either has no role word to compare. */
export function compareTitleTokens(a: TitleTokens, b: TitleTokens): number | null {
  if (a.tokens.length === 0 || b.tokens.length === 0) return null;
  let matched = 0;
  let total = 0;
  for (const { token, weight } of a.tokens) {
    matched += weight * bestMatch(token, b.tokens);
    total += weight;
  }
  for (const { token, weight } of b.tokens) {
    matched += weight * bestMatch(token, a.tokens);
    total += weight;
  }
  const overlap = matched / total;
  const penalty = Math.min(MAX_SENIORITY_PENALTY, SENIORITY_STEP_PENALTY * Math.abs(a.seniority - b.seniority));
  return overlap * (1 - penalty);
}

/**
 * A title's role words, canonical and in order, without seniority: "Senior Data Engineers" and
 * "data engineer" share the key "data engineer". For looking titles up, not for scoring.
 */
export function titleKey(title: string): string {
  return tokenizeTitle(title)
    .tokens.map(({ token }) => token)
    .join(' ');
}

/** Similarity of two job titles in [0, 1] (0 when either has no role word). */
export function titleSimilarity(a: string, b: string): number {
  return compareTitleTokens(tokenizeTitle(a), tokenizeTitle(b)) ?? 0;
}
