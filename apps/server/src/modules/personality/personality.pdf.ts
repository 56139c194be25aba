/**
 * The personality report as a PDF (issue #14, decision 0064), made with @react-pdf/renderer: no browser,
 * and its text engine shapes Arabic (joined letters, through fontkit) and orders each line by the Unicode
 * bidirectional algorithm from the paragraph's `direction`, so an Arabic line holding "MBTI" or a Latin
 * name reads right. The fonts ship with the code (Noto Naskh Arabic, OFL, from the npm package @embedpdf/fonts-arabic); nothing is
 * read from the system or fetched.
 *
 * The words are the web report page's own (@masar/shared/personality-words), so the paper says what the
 * screen says, in the reader's language.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement as h, type ReactElement } from 'react';
import { Document, Font, Page, StyleSheet, Text, View, renderToBuffer, type Styles } from '@react-pdf/renderer';
import type { Locale } from '@masar/shared/messages';
import { rawScoreInRange, type AssessmentSummary, type PersonalityDomainKey } from '@masar/shared/personality';
import {
  fillWords as fill,
  PERSONALITY_REPORT_WORDS,
  type PersonalityReportWords as Words,
} from '@masar/shared/personality-words';

// The package's exports name only its script; the TTFs sit beside it in fonts/.
const fontsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-arabic')), '../fonts');
const FAMILY = 'Noto Naskh Arabic';

/**
 * Registers the shipped Noto Naskh Arabic (Regular and Bold) under a family name. Each report registers its
 * own: a font instance keeps state between renders, and after the results PDF's Arabic text this report's
 * Arabic read back through pdftotext with letters missing (ر, ى), so reports never share an instance.
 */
export function registerArabicFamily(family: string): void {
  Font.register({
    family,
    fonts: [
      { src: path.join(fontsDir, 'NotoNaskhArabic-Regular.ttf') },
      { src: path.join(fontsDir, 'NotoNaskhArabic-Bold.ttf'), fontWeight: 700 },
    ],
  });
}
// Registered once per process: react-pdf keeps fonts in a module-level store.
registerArabicFamily(FAMILY);
// Words are never split with a hyphen: Arabic has no hyphenation, and a broken English word reads worse.
Font.registerHyphenationCallback((word) => [word]);

const BAR_DOMAINS = ['O', 'C', 'E', 'A'] as const satisfies readonly PersonalityDomainKey[];
const LEVEL_COLOR = { low: '#e8590c', average: '#1c7ed6', high: '#0ca678' } as const;

const styles = StyleSheet.create({
  page: { padding: 40, fontFamily: FAMILY, fontSize: 10, color: '#212529' },
  title: { fontSize: 18, fontWeight: 700, marginBottom: 4 },
  heading: { fontSize: 13, fontWeight: 700, marginTop: 14, marginBottom: 4 },
  dimmed: { color: '#6c757d' },
  caveat: { backgroundColor: '#fff9db', padding: 8, marginVertical: 6 },
  type: { fontSize: 26, fontWeight: 700, fontFamily: 'Helvetica-Bold' },
  trait: { borderWidth: 1, borderColor: '#dee2e6', borderRadius: 4, padding: 8, marginBottom: 6 },
  traitTitle: { fontSize: 11, fontWeight: 700 },
  track: { height: 6, backgroundColor: '#e9ecef', borderRadius: 3, marginVertical: 4 },
  bar: { height: 6, borderRadius: 3 },
  small: { fontSize: 8, color: '#6c757d', marginTop: 10 },
});

export interface PdfReport {
  summary: AssessmentSummary;
  locale: Locale;
  /** The candidate is spoken to ("Your traits"); the company's recruiters read about the candidate, as on the web. */
  audience: 'candidate' | 'recruiter';
  /** "25 November 2026" in the reader's language: when the result was completed. */
  completedOn: string | null;
}

/** The report's document: the same sections as the web's report page, in the reader's language. */
export function personalityReportDocument({ summary, locale, audience, completedOn }: PdfReport): ReactElement {
  const words = PERSONALITY_REPORT_WORDS[locale];
  const forRecruiter = audience === 'recruiter';
  const rtl = locale === 'ar';
  // English reads in Helvetica (built into every PDF reader); an Arabic name in it falls back to Naskh.
  const family = rtl ? FAMILY : ['Helvetica', FAMILY];
  // Every paragraph carries the direction: it sets the bidi base level and the default alignment.
  const text = (style: Styles[string], content: string) =>
    h(Text, { style: [{ direction: rtl ? 'rtl' : 'ltr' }, style] }, content);
  const { result } = summary;
  const scoreOf = (domain: PersonalityDomainKey) => result.domains.find((entry) => entry.domain === domain)!;
  const facetsOf = (domain: PersonalityDomainKey) => scoreOf(domain).facets;
  const trait = (
    domain: PersonalityDomainKey,
    percentile: number,
    level: 'low' | 'average' | 'high',
    raw: ReturnType<typeof rawScoreInRange>,
  ) =>
    h(
      View,
      { key: domain, style: styles.trait, wrap: false },
      text(styles.traitTitle, `${words.domain[domain].title} · ${words.report.level[level]}`),
      // The bar grows from the reading start: the right edge in Arabic.
      h(
        View,
        { style: [styles.track, { flexDirection: rtl ? 'row-reverse' : 'row' }] },
        h(View, { style: [styles.bar, { width: `${percentile}%`, backgroundColor: LEVEL_COLOR[level] }] }),
      ),
      text({ fontWeight: 700 }, fill(words.report.score, { percent: percentile })),
      text(styles.dimmed, fill(words.report.raw, raw)),
      text(
        styles.dimmed,
        domain === 'N' && forRecruiter ? words.report.stabilityMeaningForRecruiter : words.domain[domain].meaning,
      ),
      text({}, `${words.report.atWork}: ${(forRecruiter ? words.workForRecruiter : words.work)[domain][level]}`),
      // Facets only where scored (3 items answered or more); neuroticism's are of the opposite tendency, as on the web.
      facetsOf(domain).length === 0
        ? null
        : text(
            styles.dimmed,
            `${words.report.facetsHeading}${domain === 'N' ? ` (${words.report.facetsNoteN})` : ''}: ${facetsOf(domain)
              .map((facet) => `${words.facet[domain][facet.facet]} ${facet.percentile}`)
              .join(' · ')}`,
          ),
    );
  return h(
    Document,
    { title: fill(words.report.candidateTitle, { name: summary.name }), language: locale },
    h(
      Page,
      { size: 'A4', style: [styles.page, { fontFamily: family }] },
      text(styles.title, fill(words.report.candidateTitle, { name: summary.name })),
      completedOn === null ? null : text(styles.dimmed, fill(words.report.answered, { date: completedOn })),
      result.scale === 'short'
        ? text(styles.caveat, words.report.shortCaveat)
        : text(styles.dimmed, words.report.fullNote),
      text(styles.heading, words.report.typeHeading),
      // The letters are Latin in both languages: a left-to-right run, placed at the reading start.
      h(Text, { style: [styles.type, { textAlign: rtl ? 'right' : 'left' }] }, result.type),
      ...result.type
        .split('')
        .filter((letter): letter is keyof Words['letter'] => letter in words.letter)
        .map((letter) => text({}, words.letter[letter])),
      text(styles.dimmed, words.report.typeNote),
      text(styles.heading, forRecruiter ? words.report.domainsHeadingForRecruiter : words.report.domainsHeading),
      ...BAR_DOMAINS.map((domain) => {
        const score = scoreOf(domain);
        return trait(domain, score.percentile, score.level, rawScoreInRange(score));
      }),
      text(styles.heading, words.report.stabilityHeading),
      text(styles.dimmed, words.report.stabilityNote),
      trait(
        'N',
        result.emotionalStability.percentile,
        result.emotionalStability.level,
        rawScoreInRange(scoreOf('N'), true),
      ),
      text(styles.small, words.report.normsNote),
    ),
  );
}

/** The report's PDF bytes. Fonts load synchronously from the package's files, so this needs no network. */
export function renderPersonalityReport(report: PdfReport): Promise<Buffer> {
  return renderToBuffer(personalityReportDocument(report) as Parameters<typeof renderToBuffer>[0]);
}
