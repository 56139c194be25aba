/**
 * A vendor or platform written once before a list of its products: "AWS (S3, Glue, EMR)", "Azure: Functions,
 * Service Bus", "Adobe (Photoshop / Illustrator)". The catalogue names each product with the vendor ("AWS Glue",
 * "Amazon RDS"), so the items alone ("Glue", "RDS") are not found, or are found as another skill. Each item is
 * read with the word before the list, and counts when the catalogue names exactly that phrase; the mention sits
 * on the item.
 */
import type { JobTextCatalogue } from './catalogue.ts';

type Mention = ReturnType<JobTextCatalogue['scanSkills']>[number];

/** A capitalised word (the vendor), then a bracketed list or a colon and a list, up to the bracket or the line's end. */
const PREFIXED_LIST = /\b(\p{Lu}[\p{L}\d]+)\s*(?:\(([^()]{2,120})\)|:\s*([^.;]{2,120}))/gu;
const ITEM = /[^,/|،]+/gu;

export function prefixedListSkills(text: string, catalogue: JobTextCatalogue): Mention[] {
  const found: Mention[] = [];
  for (const match of text.matchAll(PREFIXED_LIST)) {
    const vendor = match[1] as string;
    const list = match[2] ?? match[3] ?? '';
    const listStart = (match.index ?? 0) + match[0].length - list.length - (match[2] === undefined ? 0 : 1);
    const before = found.length;
    for (const item of list.matchAll(ITEM)) {
      const words = item[0].trim().replace(/^(?:and|or|&)\s+/iu, '');
      // A product's name is a word or two; a sentence in brackets is not a list of them.
      if (!words || words.split(/\s+/u).length > 2 || !/^[\p{L}\d][\p{L}\d\s.+-]*$/u.test(words)) continue;
      const phrase = `${vendor} ${words}`;
      const whole = catalogue.scanSkills(phrase).find((mention) => mention.start === 0 && mention.end === phrase.length);
      if (!whole) continue;
      const start = listStart + (item.index ?? 0) + item[0].indexOf(words);
      found.push({ ...whole, text: text.slice(start, start + words.length), start, end: start + words.length });
    }
    // The vendor is a skill too ("AWS"), which the index may have read into its first product ("AWS (VPC").
    const own = found.length > before ? catalogue.scanSkills(vendor).find((mention) => mention.start === 0 && mention.end === vendor.length) : undefined;
    if (own) found.push({ ...own, start: match.index ?? 0, end: (match.index ?? 0) + vendor.length });
  }
  return found;
}
