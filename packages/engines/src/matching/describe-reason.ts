/**
 * Reasons travel as message keys and parameters, so the web renders them in the reader's language. These
 * are the English and Arabic texts; the web's locale files may override them. The texts have no subject
 * ("Has 5 of …", "تتوفر 5 من …"), so they read the same for a recruiter or the candidate, and the Arabic
 * avoids gendered verb forms.
 */
import type { EducationLevel, InterestArea, Reason, ReasonKey } from './types.ts';

export type ReasonLocale = 'en' | 'ar';

const TEXTS: Record<ReasonKey, Record<ReasonLocale, string>> = {
  'skills.strong': {
    en: 'Has {matched} of the {total} skills the job asks for, including {skills}',
    ar: 'تتوفر {matched} من {total} من المهارات المطلوبة، منها {skills}',
  },
  'skills.partial': {
    en: 'Has {matched} of the {total} skills the job asks for, including {skills}',
    ar: 'تتوفر {matched} من {total} من المهارات المطلوبة، منها {skills}',
  },
  'skills.weak': {
    en: 'Has {matched} of the {total} skills the job asks for; missing {skills}',
    ar: 'تتوفر {matched} من {total} من المهارات المطلوبة، وتنقص {skills}',
  },
  'skills.related': {
    en: '{via} counts in part towards {skill}',
    ar: 'مهارة {via} تُحتسب جزئيًا بدلًا من {skill}',
  },
  'skills.missing_required': {
    en: 'Missing required skills: {skills}',
    ar: 'مهارات أساسية غير متوفرة: {skills}',
  },
  'title.same': {
    en: 'Has worked as {title}, the role of this job ({job_title})',
    ar: 'خبرة سابقة بمسمى {title}، وهو دور هذه الوظيفة ({job_title})',
  },
  'title.related': {
    en: 'Has worked as {title}, a role close to {job_title}',
    ar: 'خبرة سابقة بمسمى {title}، وهو دور قريب من {job_title}',
  },
  'title.different': {
    en: 'Has not held a role like {job_title}',
    ar: 'لا خبرة سابقة في دور مثل {job_title}',
  },
  'occupation.same': {
    en: 'Has worked in the same occupation as {job_title}',
    ar: 'خبرة سابقة في المهنة نفسها التي تتطلبها وظيفة {job_title}',
  },
  'experience.meets': {
    en: '{years} of experience; the job asks for {required_years}',
    ar: 'الخبرة: {years}، والمطلوب: {required_years}',
  },
  'experience.short': {
    en: '{years} of experience; the job asks for {required_years}',
    ar: 'الخبرة: {years}، والمطلوب: {required_years}',
  },
  'experience.unrelated': {
    en: '{years} of experience, mostly in other work, so it counts only in part',
    ar: 'الخبرة: {years}، ومعظمها في مجال آخر فتُحتسب جزئيًا',
  },
  'education.meets': {
    en: 'Education ({level}) meets the requirement ({required})',
    ar: 'المؤهل العلمي ({level}) يستوفي المطلوب ({required})',
  },
  'education.below': {
    en: 'Education ({level}) is below the requirement ({required})',
    ar: 'المؤهل العلمي ({level}) أدنى من المطلوب ({required})',
  },
  'interest.aligned': {
    en: 'Career interests fit the work, especially the {area} side',
    ar: 'الميول المهنية تناسب طبيعة العمل، خاصة الجانب {area}',
  },
  'interest.misaligned': {
    en: 'Career interests differ from this work, which is mostly {area}',
    ar: 'الميول المهنية تختلف عن طبيعة هذا العمل، وأغلبه {area}',
  },
};

const AREAS: Record<InterestArea, Record<ReasonLocale, string>> = {
  realistic: { en: 'realistic (hands-on)', ar: 'الواقعي (العملي)' },
  investigative: { en: 'investigative', ar: 'الاستقصائي' },
  artistic: { en: 'artistic', ar: 'الفني' },
  social: { en: 'social', ar: 'الاجتماعي' },
  enterprising: { en: 'enterprising', ar: 'المبادر' },
  conventional: { en: 'conventional (organising)', ar: 'التنظيمي' },
};

const LEVELS: Record<EducationLevel, Record<ReasonLocale, string>> = {
  none: { en: 'none', ar: 'بدون مؤهل' },
  secondary: { en: 'secondary school', ar: 'الثانوية' },
  diploma: { en: 'diploma', ar: 'الدبلوم' },
  bachelor: { en: "bachelor's degree", ar: 'البكالوريوس' },
  master: { en: "master's degree", ar: 'الماجستير' },
  doctorate: { en: 'doctorate', ar: 'الدكتوراه' },
};

/**
 * Years and months in words, as the web's formatYears writes them (apps/web/src/lib/format-number.ts and the
 * `duration` texts of its locale files): 126 months → "10 years and 6 months", "10 سنوات و6 أشهر". Arabic
 * counted nouns take six forms (Intl.PluralRules names them).
 */
const DURATION_FORMS: Record<'years' | 'months', Record<ReasonLocale, Partial<Record<Intl.LDMLPluralRule, string>>>> = {
  years: {
    en: { one: '{n} year', other: '{n} years' },
    ar: { zero: '{n} سنة', one: 'سنة واحدة', two: 'سنتان', few: '{n} سنوات', many: '{n} سنة', other: '{n} سنة' },
  },
  months: {
    en: { one: '{n} month', other: '{n} months' },
    ar: { zero: '{n} شهر', one: 'شهر واحد', two: 'شهران', few: '{n} أشهر', many: '{n} شهرًا', other: '{n} شهر' },
  },
};
const PLURALS: Record<ReasonLocale, Intl.PluralRules> = { en: new Intl.PluralRules('en'), ar: new Intl.PluralRules('ar') };

function counted(unit: 'years' | 'months', n: number, locale: ReasonLocale): string {
  const forms = DURATION_FORMS[unit][locale];
  return (forms[PLURALS[locale].select(n)] ?? forms.other ?? '').replace('{n}', String(n));
}

/** A length of time in whole years and months, in words. */
export function describeDuration(totalMonths: number, locale: ReasonLocale): string {
  const months = Math.max(0, Math.round(totalMonths));
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return counted('months', rest, locale);
  if (rest === 0) return counted('years', years, locale);
  return locale === 'en'
    ? `${counted('years', years, locale)} and ${counted('months', rest, locale)}`
    : `${counted('years', years, locale)} و${counted('months', rest, locale)}`;
}

function list(items: readonly string[], more: number, locale: ReasonLocale): string {
  const all = more > 0 ? [...items, locale === 'en' ? `${more} more` : `${more} أخرى`] : [...items];
  if (all.length <= 1) return all[0] ?? '';
  const last = all[all.length - 1] ?? '';
  const head = all.slice(0, -1);
  return locale === 'en' ? `${head.join(', ')} and ${last}` : `${head.join('، ')} و${last}`;
}

/** A reason in words, in English or Arabic. */
export function describeReason(reason: Reason, locale: ReasonLocale): string {
  const params = reason.params;
  const skillNames = [1, 2, 3]
    .map((i) => params[`skill_${i}`])
    .filter((name): name is string => typeof name === 'string');
  const count = typeof params.count === 'number' ? params.count : skillNames.length;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) values[name] = String(value);
  // Experience in words ("10 years and 6 months"), never as a decimal ("10.5"): from the exact months when
  // the reason carries them, else from the years.
  for (const [name, monthsName] of [
    ['years', 'months'],
    ['required_years', 'required_months'],
  ] as const) {
    const months = params[monthsName];
    const years = params[name];
    if (typeof months === 'number') values[name] = describeDuration(months, locale);
    else if (typeof years === 'number') values[name] = describeDuration(years * 12, locale);
  }
  values.skills = list(skillNames, Math.max(0, count - skillNames.length), locale);
  if (typeof params.area === 'string' && params.area in AREAS) values.area = AREAS[params.area as InterestArea][locale];
  for (const name of ['level', 'required'] as const) {
    const value = params[name];
    if (typeof value === 'string' && value in LEVELS) values[name] = LEVELS[value as EducationLevel][locale];
  }
  const template = TEXTS[reason.key][locale];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
