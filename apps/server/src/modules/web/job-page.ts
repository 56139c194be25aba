import type { Job } from '@masar/shared/jobs';
import { translateMessage, type Locale } from '@masar/shared/messages';

/**
 * What the server writes into the public job page's HTML (issue #11, decision 0041): job search engines and
 * link previews read the page as sent and run no JavaScript, so the schema.org `JobPosting` (JSON-LD), the
 * Open Graph and Twitter card, the canonical link and the title are in the HTML itself. Pure: the job in, text out.
 */

export const SITE_NAME = 'Masar';
const OG_LOCALES: Record<Locale, string> = { en: 'en_US', ar: 'ar_AR' };
/** Link previews cut longer descriptions anyway; a whole word and an ellipsis read better than their cut. */
const SUMMARY_LENGTH = 200;
const EMPLOYMENT_TYPES: Record<Job['job_type'], string> = { full_time: 'FULL_TIME', part_time: 'PART_TIME' };
const SALARY_UNITS: Record<NonNullable<Job['salary']>['period'], string> = { hour: 'HOUR', month: 'MONTH', year: 'YEAR' };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in an element's content and in a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/**
 * JSON safe inside a <script> element: `<`, `>` and `&` as \u escapes, so no `</script>` or `<!--` can end or
 * bend the element, and the line and paragraph separators escaped for readers that take the JSON as JavaScript.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A job description (plain text) as the HTML that schema.org's `description` holds: escaped, its lines kept. */
const descriptionHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** The description on one line, cut at a word within SUMMARY_LENGTH. */
export function summaryOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SUMMARY_LENGTH) return flat;
  const cut = flat.slice(0, SUMMARY_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > SUMMARY_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:،]+$/, '')}…`;
}

function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The schema.org JobPosting of a published job whose public page is `url`. */
export function jobPostingJsonLd(job: Job, url: string): Record<string, unknown> {
  const { city, country, workplace } = job.location;
  const months = job.experience.unit === 'years' ? job.experience.value * 12 : job.experience.value;
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.job_title,
    description: descriptionHtml(job.description),
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: job.jid },
    datePosted: job.published_at ?? job.created_at,
    employmentType: EMPLOYMENT_TYPES[job.job_type],
    hiringOrganization: { '@type': 'Organization', name: job.company.company_name },
    directApply: false,
    url,
  };
  if (city || country) {
    posting.jobLocation = {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', ...(city ? { addressLocality: city } : {}), ...(country ? { addressCountry: country } : {}) },
    };
  }
  if (workplace === 'remote') {
    posting.jobLocationType = 'TELECOMMUTE';
    if (country) posting.applicantLocationRequirements = { '@type': 'Country', name: country };
  }
  if (job.salary) {
    const { min, max, currency, period } = job.salary;
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency,
      value: { '@type': 'QuantitativeValue', ...(min !== null ? { minValue: min } : {}), ...(max !== null ? { maxValue: max } : {}), unitText: SALARY_UNITS[period] },
    };
  }
  posting.experienceRequirements =
    months > 0 ? { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: months } : 'no requirements';
  if (job.skills.length > 0) posting.skills = job.skills.map((skill) => skill.name).join(', ');
  if (job.industry) posting.industry = job.industry;
  if (job.standard_occupation) posting.occupationalCategory = job.standard_occupation.title;
  return posting;
}

/** The page's title: the job, its employer and where (a city, else the country, or remote). */
export function jobPageTitle(job: Job, locale: Locale): string {
  const { city, country, workplace } = job.location;
  const where = [city, country ? countryName(country, locale) : null].filter(Boolean).join(locale === 'ar' ? '، ' : ', ');
  const place = workplace === 'remote' ? [translateMessage('job.pageRemote', locale), where].filter(Boolean).join(' · ') : where;
  const params = { title: job.job_title, company: job.company.company_name, place };
  return translateMessage(place ? 'job.pageTitlePlace' : 'job.pageTitle', locale, params);
}

export interface PageMetadata {
  locale: Locale;
  /** The document's <title>, as text. */
  title?: string;
  /** The meta description, as text. */
  description?: string;
  /** Tags to add to <head>, as HTML. */
  head?: string;
}

/** The metadata of a published job's public page at `url` (the canonical address, without a language). */
export function jobPageMetadata(job: Job, url: string, locale: Locale): PageMetadata {
  const title = jobPageTitle(job, locale);
  const description = summaryOf(job.description);
  const alternate = locale === 'ar' ? 'en' : 'ar';
  const meta = (attribute: 'property' | 'name', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const head = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[locale]),
    meta('property', 'og:locale:alternate', OG_LOCALES[alternate]),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    `<script type="application/ld+json">${scriptJson(jobPostingJsonLd(job, url))}</script>`,
  ];
  return { locale, title, description, head: head.join('\n    ') };
}

/**
 * The web app's index.html with a page's language and metadata written in: `<html lang dir>`, the title,
 * the meta description, and extra head tags. Replacements go through functions, so a `$&` in a job title
 * stays text.
 */
export function renderPage(template: string, metadata: PageMetadata): string {
  const dir = metadata.locale === 'ar' ? 'rtl' : 'ltr';
  let html = template.replace(/<html\b[^>]*>/i, () => `<html lang="${metadata.locale}" dir="${dir}">`);
  if (metadata.title !== undefined) {
    const title = `<title>${escapeHtml(metadata.title)}</title>`;
    html = /<title>[\s\S]*?<\/title>/i.test(html) ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title) : html.replace(/<\/head>/i, () => `  ${title}\n  </head>`);
  }
  if (metadata.description !== undefined) {
    const description = `<meta name="description" content="${escapeHtml(metadata.description)}" />`;
    const existing = /<meta\s+name="description"[^>]*>/i;
    html = existing.test(html) ? html.replace(existing, () => description) : html.replace(/<\/head>/i, () => `  ${description}\n  </head>`);
  }
  if (metadata.head) html = html.replace(/<\/head>/i, () => `  ${metadata.head}\n  </head>`);
  return html;
}
