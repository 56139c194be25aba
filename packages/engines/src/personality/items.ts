/**
 * The 100 personality questions and their order (decision 0058): chosen from Johnson's 120-item
 * IPIP-NEO-PI-R by fixed rules, so the same package always gives the same questions.
 *
 * 1. Eight items are left out before choosing. Four read differently in the package's Arabic than in
 *    English, so one answer would not mean the same in both languages. The four Liberalism (O6) items
 *    ask about political and moral views, which have no place in an assessment recruiters read.
 * 2. Each domain then keeps 20 items: while it has more, drop one item of its more numerous keying
 *    (plus on a tie), from the facet that has most items left (the higher facet on a tie), the last such
 *    item in the package's order. Plus and minus stay as even as the domain allows.
 * 3. The short scale takes 10 of a domain's 20: the first item of each facet, then the second, and so on
 *    (package order within a round), taking an item only while its keying has fewer than 5.
 * 4. Questions 1–50 are the short scale and 51–100 the rest, each part in the package's order (which
 *    already cycles through the five domains).
 */
import { IPIP_ITEMS } from './ipip-items.ts';

export const PERSONALITY_DOMAINS = ['O', 'C', 'E', 'A', 'N'] as const;
export type PersonalityDomain = (typeof PERSONALITY_DOMAINS)[number];
export type Keyed = 'plus' | 'minus';
export type ItemLanguage = 'en' | 'ar';

export const ITEMS_PER_DOMAIN = 20;
export const SHORT_ITEMS_PER_DOMAIN = 10;
export const TOTAL_QUESTIONS = ITEMS_PER_DOMAIN * PERSONALITY_DOMAINS.length;
export const SHORT_SCALE_QUESTIONS = SHORT_ITEMS_PER_DOMAIN * PERSONALITY_DOMAINS.length;

/** Package item numbers (1–120) left out, each with the reason. */
export const EXCLUDED_ITEMS: Readonly<Record<number, string>> = {
  19: 'A4 "Love a good fight" reads in Arabic as "I love difficult challenges", a different trait.',
  56: 'N6 "Become overwhelmed by events" reads in Arabic as "social occasions tire me".',
  82: 'E5 "Enjoy being reckless" reads in Arabic as "I enjoy being indifferent".',
  84: 'A5 "Have a high opinion of myself" (minus) reads in Arabic as healthy self-esteem.',
  28: 'O6 Liberalism: voting for liberal candidates is a political opinion.',
  58: 'O6 Liberalism: "no absolute right and wrong" is a moral and religious view.',
  88: 'O6 Liberalism: voting for conservative candidates is a political opinion.',
  118: 'O6 Liberalism: "tough on crime" is a political opinion.',
};

export interface PersonalityItem {
  /** The question's number in the assessment, 1–100; 1–50 are the short scale. */
  number: number;
  packageNumber: number;
  id: string;
  domain: PersonalityDomain;
  facet: number;
  keyed: Keyed;
  shortScale: boolean;
  text: Readonly<Record<ItemLanguage, string>>;
}

type PackageItem = (typeof IPIP_ITEMS)[number];

function keepTwenty(domainItems: PackageItem[]): PackageItem[] {
  const kept = [...domainItems];
  while (kept.length > ITEMS_PER_DOMAIN) {
    const plus = kept.filter((item) => item.keyed === 'plus').length;
    const dropKeyed: Keyed = plus >= kept.length - plus ? 'plus' : 'minus';
    const facetSize = (facet: number) => kept.filter((item) => item.facet === facet).length;
    const candidates = kept.filter((item) => item.keyed === dropKeyed);
    const largest = Math.max(...candidates.map((item) => facetSize(item.facet)));
    const facet = Math.max(...candidates.filter((item) => facetSize(item.facet) === largest).map((item) => item.facet));
    const dropped = candidates.filter((item) => item.facet === facet).at(-1)!;
    kept.splice(kept.indexOf(dropped), 1);
  }
  return kept;
}

function shortScaleOf(kept: PackageItem[]): Set<PackageItem> {
  const roundOf = (item: PackageItem) => kept.filter((other) => other.facet === item.facet).indexOf(item);
  const byRound = [...kept].sort((a, b) => roundOf(a) - roundOf(b) || a.packageNumber - b.packageNumber);
  const chosen = new Set<PackageItem>();
  const half = SHORT_ITEMS_PER_DOMAIN / 2;
  const count = (keyed: Keyed) => [...chosen].filter((item) => item.keyed === keyed).length;
  for (const item of byRound) if (chosen.size < SHORT_ITEMS_PER_DOMAIN && count(item.keyed) < half) chosen.add(item);
  // A domain with fewer than five of one keying fills the short scale with the other, in the same order.
  for (const item of byRound) if (chosen.size < SHORT_ITEMS_PER_DOMAIN) chosen.add(item);
  return chosen;
}

function selectItems(): PersonalityItem[] {
  const usable = IPIP_ITEMS.filter((item) => !(item.packageNumber in EXCLUDED_ITEMS));
  const short = new Set<PackageItem>();
  const kept = new Set<PackageItem>();
  for (const domain of PERSONALITY_DOMAINS) {
    const twenty = keepTwenty(usable.filter((item) => item.domain === domain));
    for (const item of twenty) kept.add(item);
    for (const item of shortScaleOf(twenty)) short.add(item);
  }
  const ordered = [
    ...IPIP_ITEMS.filter((item) => short.has(item)),
    ...IPIP_ITEMS.filter((item) => kept.has(item) && !short.has(item)),
  ];
  return ordered.map((item, index) => ({
    number: index + 1,
    packageNumber: item.packageNumber,
    id: item.id,
    domain: item.domain,
    facet: item.facet,
    keyed: item.keyed,
    shortScale: short.has(item),
    text: item.text,
  }));
}

/** The assessment's 100 questions in order. */
export const PERSONALITY_ITEMS: readonly PersonalityItem[] = selectItems();

export function personalityItem(number: number): PersonalityItem | undefined {
  return PERSONALITY_ITEMS[number - 1];
}
