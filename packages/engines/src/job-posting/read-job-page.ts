/**
 * Reads a job posting from a web page's HTML (issue #11, "post a job from a link"): a schema.org
 * `JobPosting` in JSON-LD first (a script, an array, an `@graph`, or nested in a page's `mainEntity`),
 * then one in microdata (`itemtype=".../JobPosting"`), then the OpenGraph and meta tags, then the page's
 * readable text. Pure: the page comes in as a string (the server's page fetcher gets it).
 *
 * `found` is false for a page that holds no posting (a professional network's job page served without a
 * session is an empty shell): the caller says so plainly and offers the text way with what was found.
 * `text` is always the page's readable text, for the job-text parser.
 */
import { attr, elements, htmlToText, parseHtml, readableText, textContent, type HtmlElement, type HtmlNode } from './html.ts';

export type JobPageSource = 'json-ld' | 'microdata' | 'meta' | 'text';

export interface JobPageLocation {
  city?: string;
  region?: string;
  /** As the page gives it: a name ("Saudi Arabia") or a code ("SA"). */
  country?: string;
}

export interface JobPageSalary {
  currency?: string;
  min?: number;
  max?: number;
  /** HOUR, DAY, WEEK, MONTH or YEAR, as schema.org's unitText. */
  unit?: string;
}

export interface JobPage {
  /** Whether the page holds a posting at all. */
  found: boolean;
  /** Where the fields were read from. */
  source: JobPageSource;
  title?: string;
  /** Plain text: HTML removed, entities decoded, paragraphs and list items on lines of their own. */
  description?: string;
  hiringOrganization?: string;
  location?: JobPageLocation;
  /** True when the posting says the work is remote (jobLocationType TELECOMMUTE). */
  remote?: boolean;
  /** schema.org values: FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN, VOLUNTEER, PER_DIEM, OTHER. */
  employmentType?: string[];
  /** YYYY-MM-DD when the page's date reads as one. */
  datePosted?: string;
  salary?: JobPageSalary;
  /** The page's language (`<html lang>`), when it says. */
  language?: string;
  /** The page's readable text. */
  text: string;
}

/** Below this much readable text, a page without structured data is taken to hold no posting. */
const MIN_POSTING_TEXT = 200;
/** A meta description shorter than this is a site's tagline, not a posting (the editor's minimum is 70). */
const MIN_META_DESCRIPTION = 70;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: Json | undefined): Json[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

function typesOf(node: JsonObject): string[] {
  return asArray(node['@type']).filter((type): type is string => typeof type === 'string').map((type) => type.replace(/^.*[/:#]/, ''));
}

/** The first JobPosting among JSON-LD blocks: at the top, in arrays, in `@graph`, or nested anywhere. */
function findJobPosting(roots: Json[]): JsonObject | undefined {
  const stack = [...roots].reverse();
  let visited = 0;
  while (stack.length > 0 && visited < 10_000) {
    visited += 1;
    const node = stack.pop()!;
    if (Array.isArray(node)) {
      for (let index = node.length - 1; index >= 0; index -= 1) stack.push(node[index]!);
    } else if (isObject(node)) {
      if (typesOf(node).includes('JobPosting')) return node;
      for (const value of Object.values(node).reverse()) if (typeof value === 'object' && value !== null) stack.push(value);
    }
  }
  return undefined;
}

function parseJsonLd(source: string): Json | undefined {
  const body = source.trim().replace(/^<!--|-->$/g, '').replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, '');
  try {
    return JSON.parse(body) as Json;
  } catch {
    // Boards often leave raw line breaks and tabs inside strings; between tokens they are spaces anyway.
    try {
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
      return JSON.parse(body.replace(/[\u0000-\u001f]+/g, ' ')) as Json;
    } catch {
      return undefined;
    }
  }
}

/** The text of a value that may be a string, a number, an object with a name, or a list of them. */
function textOf(value: Json | undefined): string | undefined {
  for (const item of asArray(value)) {
    if (typeof item === 'string' || typeof item === 'number') {
      const text = htmlToText(String(item)).replace(/\s+/g, ' ').trim();
      if (text) return text;
    } else if (isObject(item)) {
      const named = textOf(item.name ?? item['@value']);
      if (named) return named;
    }
  }
  return undefined;
}

function locationOf(posting: JsonObject): JobPageLocation | undefined {
  for (const place of asArray(posting.jobLocation)) {
    const address = isObject(place) ? (place.address ?? place) : place;
    if (typeof address === 'string') {
      const text = textOf(address);
      if (text) {
        const parts = text.split(/[,،]/).map((part) => part.trim()).filter(Boolean);
        return { city: parts[0], ...(parts.length > 1 ? { country: parts.at(-1) } : {}) };
      }
      continue;
    }
    for (const entry of asArray(address)) {
      if (!isObject(entry)) continue;
      const location: JobPageLocation = {};
      const city = textOf(entry.addressLocality);
      const region = textOf(entry.addressRegion);
      const country = textOf(entry.addressCountry);
      if (city) location.city = city;
      if (region) location.region = region;
      if (country) location.country = country;
      if (Object.keys(location).length > 0) return location;
    }
  }
  return undefined;
}

const EMPLOYMENT_TYPES: Array<[RegExp, string]> = [
  [/full|دوام كامل|كامل/i, 'FULL_TIME'],
  [/part|دوام جزئي|جزئي/i, 'PART_TIME'],
  [/contract|freelance|عقد|مستقل/i, 'CONTRACTOR'],
  [/temp|مؤقت/i, 'TEMPORARY'],
  [/intern|تدريب|متدرب/i, 'INTERN'],
  [/volunt|تطوع/i, 'VOLUNTEER'],
  [/per.?diem/i, 'PER_DIEM'],
];

function employmentTypesOf(value: Json | undefined): string[] | undefined {
  const found = new Set<string>();
  for (const item of asArray(value)) {
    if (typeof item !== 'string') continue;
    for (const part of item.split(/[,;/|]/)) {
      const text = part.trim();
      if (!text) continue;
      const known = EMPLOYMENT_TYPES.find(([pattern]) => pattern.test(text));
      found.add(known ? known[1] : 'OTHER');
    }
  }
  return found.size > 0 ? [...found] : undefined;
}

function dateOf(value: Json | undefined): string | undefined {
  const text = textOf(value);
  if (!text) return undefined;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(text);
  if (iso) return iso[1];
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString().slice(0, 10);
}

const numberOf = (value: Json | undefined): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/[,\s]/g, '')) : NaN;
  return Number.isFinite(number) && number > 0 ? number : undefined;
};

function salaryOf(posting: JsonObject): JobPageSalary | undefined {
  const salary = asArray(posting.baseSalary ?? posting.estimatedSalary)[0];
  if (salary === undefined) return undefined;
  if (!isObject(salary)) {
    const amount = numberOf(salary);
    return amount === undefined ? undefined : { min: amount, max: amount, ...(typeof posting.salaryCurrency === 'string' ? { currency: posting.salaryCurrency } : {}) };
  }
  const value = salary.value;
  const result: JobPageSalary = {};
  const currency = textOf(salary.currency ?? posting.salaryCurrency);
  if (currency) result.currency = currency.toUpperCase();
  if (isObject(value)) {
    const exact = numberOf(value.value);
    const min = numberOf(value.minValue) ?? exact;
    const max = numberOf(value.maxValue) ?? exact;
    if (min !== undefined) result.min = min;
    if (max !== undefined) result.max = max;
    const unit = textOf(value.unitText ?? salary.unitText);
    if (unit) result.unit = unit.toUpperCase();
  } else {
    const amount = numberOf(value);
    if (amount !== undefined) {
      result.min = amount;
      result.max = amount;
    }
    const unit = textOf(salary.unitText);
    if (unit) result.unit = unit.toUpperCase();
  }
  return result.min !== undefined || result.max !== undefined ? result : undefined;
}

/** The fields of a JobPosting object (from JSON-LD, or microdata read into the same shape). */
function fieldsOf(posting: JsonObject): Omit<JobPage, 'found' | 'source' | 'text' | 'language'> {
  const page: Omit<JobPage, 'found' | 'source' | 'text' | 'language'> = {};
  const title = textOf(posting.title ?? posting.name);
  if (title) page.title = title;
  const description = asArray(posting.description).find((value): value is string => typeof value === 'string');
  if (description) {
    const text = htmlToText(description);
    if (text) page.description = text;
  }
  const organization = textOf(posting.hiringOrganization);
  if (organization) page.hiringOrganization = organization;
  const location = locationOf(posting);
  if (location) page.location = location;
  if (asArray(posting.jobLocationType).some((type) => typeof type === 'string' && /telecommute|remote/i.test(type))) page.remote = true;
  const employmentType = employmentTypesOf(posting.employmentType);
  if (employmentType) page.employmentType = employmentType;
  const datePosted = dateOf(posting.datePosted);
  if (datePosted) page.datePosted = datePosted;
  const salary = salaryOf(posting);
  if (salary) page.salary = salary;
  return page;
}

/** A microdata item as a JSON-LD-shaped object: each `itemprop` under it (not under a nested item). */
function microdataItem(item: HtmlElement): JsonObject {
  const result: JsonObject = { '@type': (attr(item, 'itemtype') ?? '').split(/\s+/) };
  const properties = elements(item, (element) => attr(element, 'itemscope') === undefined).filter(
    (element) => element !== item && attr(element, 'itemprop') !== undefined,
  );
  for (const element of properties) {
    const value: Json = attr(element, 'itemscope') !== undefined ? microdataItem(element) : microdataValue(element);
    for (const name of attr(element, 'itemprop')!.split(/\s+/).filter(Boolean)) {
      if (result[name] === undefined) result[name] = value;
    }
  }
  return result;
}

function microdataValue(element: HtmlElement): string {
  switch (element.tagName) {
    case 'meta':
      return attr(element, 'content') ?? '';
    case 'a':
    case 'link':
    case 'area':
      return attr(element, 'href') ?? '';
    case 'img':
    case 'source':
      return attr(element, 'src') ?? '';
    case 'time':
      return attr(element, 'datetime') ?? textContent(element);
    case 'data':
    case 'meter':
      return attr(element, 'value') ?? textContent(element);
    default:
      // The description keeps its paragraphs and list items: read it as readable text, as HTML would be.
      return attr(element, 'content') ?? readableText(element);
  }
}

function metaTags(document: HtmlNode): Map<string, string> {
  const tags = new Map<string, string>();
  for (const element of elements(document)) {
    if (element.tagName !== 'meta') continue;
    const key = (attr(element, 'property') ?? attr(element, 'name') ?? '').toLowerCase();
    const content = attr(element, 'content')?.trim();
    if (key && content && !tags.has(key)) tags.set(key, content);
  }
  return tags;
}

/** The page's main content when it marks one, or its body. */
function contentRoot(document: HtmlNode): HtmlNode {
  const all = elements(document);
  const main = all.find((element) => element.tagName === 'main' || attr(element, 'role') === 'main') ?? all.find((element) => element.tagName === 'article');
  if (main && readableText(main).length >= MIN_POSTING_TEXT) return main;
  return all.find((element) => element.tagName === 'body') ?? document;
}

const clean = (text: string | undefined) => (text ? htmlToText(text).replace(/\s+/g, ' ').trim() || undefined : undefined);

export function readJobPage(html: string): JobPage {
  const document = parseHtml(html);
  const all = elements(document);
  const htmlElement = all.find((element) => element.tagName === 'html');
  const language = htmlElement ? attr(htmlElement, 'lang')?.trim() || undefined : undefined;
  const text = readableText(contentRoot(document));
  const base = { text, ...(language ? { language } : {}) };

  const jsonLd = all
    .filter((element) => element.tagName === 'script' && (attr(element, 'type') ?? '').trim().toLowerCase() === 'application/ld+json')
    .map((element) => parseJsonLd(textContent(element)))
    .filter((value): value is Json => value !== undefined);
  const fromJsonLd = findJobPosting(jsonLd);
  if (fromJsonLd) return { found: true, source: 'json-ld', ...fieldsOf(fromJsonLd), ...base };

  const item = all.find((element) => attr(element, 'itemscope') !== undefined && /(^|[/#:\s])JobPosting(\s|$)/.test(attr(element, 'itemtype') ?? ''));
  if (item) return { found: true, source: 'microdata', ...fieldsOf(microdataItem(item)), ...base };

  const meta = metaTags(document);
  const titleElement = all.find((element) => element.tagName === 'title');
  const h1 = all.find((element) => element.tagName === 'h1');
  const metaTitle = clean(meta.get('og:title') ?? meta.get('twitter:title'));
  const metaDescription = clean(meta.get('og:description') ?? meta.get('twitter:description') ?? meta.get('description'));
  if (metaTitle && metaDescription && metaDescription.length >= MIN_META_DESCRIPTION) {
    return { found: true, source: 'meta', title: metaTitle, description: metaDescription, ...base };
  }

  const title = clean(h1 ? textContent(h1) : undefined) ?? metaTitle ?? clean(titleElement ? textContent(titleElement) : undefined);
  const found = text.length >= MIN_POSTING_TEXT;
  return {
    found,
    source: 'text',
    ...(title ? { title } : {}),
    ...(found ? { description: text } : {}),
    ...base,
  };
}
