/**
 * A skills result as a PDF (issue #15, decision 0073), made like the personality report (decision 0064):
 * @react-pdf/renderer with the shipped Noto Naskh Arabic (its own registration), the words in the
 * reader's language. The engine's evidence is its own English sentences (it rates English text), so the
 * Arabic report says so once rather than translating them.
 */
import { createElement as h, type ReactElement } from 'react';
import { Document, Page, StyleSheet, Text, renderToBuffer, type Styles } from '@react-pdf/renderer';
import type { AssessmentResult, SkillsAssessmentKind } from '@masar/shared/assessments';
import type { Locale } from '@masar/shared/messages';
import { registerArabicFamily } from '../personality/personality.pdf.ts';

// Its own instance of the font (see registerArabicFamily): the personality report's stays untouched.
const ARABIC_PDF_FAMILY = 'Noto Naskh Arabic (results)';
registerArabicFamily(ARABIC_PDF_FAMILY);

const WORDS = {
  en: {
    kind: {
      english_v1: 'English (written)',
      english_v2: 'English (written and speaking)',
      annotation_v1: 'Data annotation',
      annotation_v2: 'Data annotation (advanced)',
    },
    title: '{kind} result: {name}',
    status: {
      IN_PROGRESS: 'In progress',
      RESULT_PROCESSING: 'Being scored',
      COMPLETED: 'Completed',
      CANCELLED: 'Cancelled',
    },
    statusLine: 'Status: {status}',
    submitted: 'Submitted {date}',
    completed: 'Scored {date}',
    automatic: 'Automatic score: {score}',
    outOf100: '{score} out of 100',
    version: 'Scored under {version}',
    humanHeading: 'Human scores',
    humanNone: 'No human score yet.',
    human: '{score}, by {scorer} on {date}{item}: {reason}',
    forItem: ' for item {item}',
    waiting: 'Waiting for a human score: {items}',
    detailsHeading: 'Scores and evidence',
    objective: '{section}: {correct} of {total} right',
    section: { reading: 'Reading', grammar: 'Grammar' },
    writing: 'Writing {item}: {band}',
    speaking: 'Speaking {item}: {band}',
    part: '{part}: {percent}%',
    evidenceNote: '',
  },
  ar: {
    kind: {
      english_v1: 'اللغة الإنجليزية (كتابي)',
      english_v2: 'اللغة الإنجليزية (كتابي وشفهي)',
      annotation_v1: 'توسيم البيانات',
      annotation_v2: 'توسيم البيانات (متقدم)',
    },
    title: 'نتيجة تقييم {kind}: {name}',
    status: {
      IN_PROGRESS: 'قيد الإجابة',
      RESULT_PROCESSING: 'قيد التصحيح',
      COMPLETED: 'مكتمل',
      CANCELLED: 'ملغى',
    },
    statusLine: 'الحالة: {status}',
    submitted: 'تم التسليم في {date}',
    completed: 'تم التصحيح في {date}',
    automatic: 'الدرجة الآلية: {score}',
    outOf100: '{score} من 100',
    version: 'صُحّح وفق {version}',
    humanHeading: 'درجات المقيّمين',
    humanNone: 'لا توجد درجة من مقيّم بعد.',
    human: '{score}، من {scorer} في {date}{item}: {reason}',
    forItem: ' للسؤال {item}',
    waiting: 'بانتظار درجة من مقيّم: {items}',
    detailsHeading: 'الدرجات وأدلتها',
    objective: '{section}: {correct} صحيحة من {total}',
    section: { reading: 'القراءة', grammar: 'القواعد' },
    writing: 'الكتابة {item}: {band}',
    speaking: 'المحادثة {item}: {band}',
    part: '{part}: {percent}%',
    evidenceNote: 'أدلة التصحيح الآلي مكتوبة بالإنجليزية كما أخرجها المصحّح، لأنه يقيّم نصوصًا إنجليزية.',
  },
} as const;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 10, color: '#212529' },
  title: { fontSize: 18, fontWeight: 700, marginBottom: 4 },
  heading: { fontSize: 13, fontWeight: 700, marginTop: 14, marginBottom: 4 },
  dimmed: { color: '#6c757d' },
  score: { fontSize: 14, fontWeight: 700, marginTop: 8 },
  evidence: { color: '#495057', marginInlineStart: 10, fontSize: 9 },
});

export interface ResultPdf {
  result: AssessmentResult;
  locale: Locale;
  /** Formats a stored ISO date in the reader's language. */
  formatDate: (iso: string) => string;
}

interface EnglishStored {
  objective?: { sections: Record<'reading' | 'grammar', { correct: number; total: number }> };
  writing?: { itemId: string; result: { band: string; evidence: string[] } }[];
  speaking?: { itemId: string; band: string; rubric: { evidence: string[] } }[];
}
interface AnnotationStored {
  parts?: Record<string, { score: number; evidence: string[] }>;
}

const isEnglish = (kind: SkillsAssessmentKind) => kind.startsWith('english');

/** The result's document: headline, human scores beside it, then every part with its evidence. */
export function resultDocument({ result, locale, formatDate }: ResultPdf): ReactElement {
  const words = WORDS[locale];
  const rtl = locale === 'ar';
  const text = (style: Styles[string], content: string, key?: string) =>
    h(Text, { key, style: [{ direction: rtl ? 'rtl' : 'ltr' }, style] }, content);
  const scoreText = (score: string | number) => (typeof score === 'number' ? fill(words.outOf100, { score }) : score);
  const title = fill(words.title, { kind: words.kind[result.kind], name: result.name });
  const details: ReactElement[] = [];
  const evidence = (lines: readonly string[], key: string) =>
    // The engine's sentences are English: they read left to right in either report.
    lines.map((line, index) =>
      h(Text, { key: `${key}-${index}`, style: [{ direction: 'ltr' }, styles.evidence] }, `• ${line}`),
    );
  if (result.automatic && isEnglish(result.kind)) {
    const stored = result.automatic as EnglishStored;
    for (const section of ['reading', 'grammar'] as const) {
      const counts = stored.objective?.sections[section];
      if (counts)
        details.push(text({}, fill(words.objective, { section: words.section[section], ...counts }), section));
    }
    for (const writing of stored.writing ?? []) {
      details.push(
        text(
          { fontWeight: 700 },
          fill(words.writing, { item: writing.itemId, band: writing.result.band }),
          writing.itemId,
        ),
      );
      details.push(...evidence(writing.result.evidence, writing.itemId));
    }
    for (const speaking of stored.speaking ?? []) {
      details.push(
        text(
          { fontWeight: 700 },
          fill(words.speaking, { item: speaking.itemId, band: speaking.band }),
          speaking.itemId,
        ),
      );
      details.push(...evidence(speaking.rubric.evidence, speaking.itemId));
    }
  } else if (result.automatic) {
    const stored = result.automatic as AnnotationStored;
    for (const [part, scored] of Object.entries(stored.parts ?? {})) {
      details.push(
        text({ fontWeight: 700 }, fill(words.part, { part, percent: Math.round(scored.score * 100) }), part),
      );
      details.push(...evidence(scored.evidence, part));
    }
  }
  return h(
    Document,
    { title, language: locale },
    h(
      Page,
      // English reads in Helvetica; an Arabic name in it falls back to Naskh (decision 0064).
      { size: 'A4', style: [styles.page, { fontFamily: rtl ? ARABIC_PDF_FAMILY : ['Helvetica', ARABIC_PDF_FAMILY] }] },
      text(styles.title, title),
      text(styles.dimmed, fill(words.statusLine, { status: words.status[result.status] })),
      result.submitted_at
        ? text(styles.dimmed, fill(words.submitted, { date: formatDate(result.submitted_at) }))
        : null,
      result.completed_at
        ? text(styles.dimmed, fill(words.completed, { date: formatDate(result.completed_at) }))
        : null,
      result.score === null ? null : text(styles.score, fill(words.automatic, { score: scoreText(result.score) })),
      result.scoring_version ? text(styles.dimmed, fill(words.version, { version: result.scoring_version })) : null,
      result.pending_human_score.length === 0
        ? null
        : text({}, fill(words.waiting, { items: result.pending_human_score.join(', ') })),
      text(styles.heading, words.humanHeading),
      ...(result.human_scores.length === 0
        ? [text(styles.dimmed, words.humanNone)]
        : result.human_scores.map((human, index) =>
            text(
              {},
              fill(words.human, {
                score: scoreText(human.score),
                scorer: human.scorer_name,
                date: formatDate(human.created_at),
                item: human.question_id ? fill(words.forItem, { item: human.question_id }) : '',
                reason: human.reason,
              }),
              `human-${index}`,
            ),
          )),
      details.length === 0 ? null : text(styles.heading, words.detailsHeading),
      words.evidenceNote && details.length > 0 ? text(styles.dimmed, words.evidenceNote) : null,
      ...details,
    ),
  );
}

export function renderResultPdf(report: ResultPdf): Promise<Buffer> {
  return renderToBuffer(resultDocument(report) as Parameters<typeof renderToBuffer>[0]);
}
