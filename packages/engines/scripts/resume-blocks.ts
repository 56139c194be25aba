/**
 * Lays a ResumeSource out as neutral blocks (headings, paragraphs, bullets, tables, a sidebar split).
 * The HTML, DOCX and TXT writers render the same blocks, so the formats of one resume say the same thing.
 */
import {
  digitsFor,
  formatCertDate,
  formatRange,
  type ResumeSource,
  type SectionKey,
} from './corpus.ts';

export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** Left-to-right inside a right-to-left line: e-mails, phones, links. */
  ltr?: boolean;
}

export type Block =
  | { kind: 'name'; text: string }
  | { kind: 'contact'; items: Run[]; stacked: boolean }
  | { kind: 'heading'; text: string; level: 'h2' | 'bold' }
  | { kind: 'para'; runs: Run[] }
  /** A line with text on the left and dates pushed to the right edge. */
  | { kind: 'spread'; left: Run[]; right: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'table'; header: string[] | null; rows: Array<Array<{ runs: Run[]; span?: number }>> }
  | { kind: 'columns'; side: Block[]; main: Block[] };

export interface LaidOut {
  rtl: boolean;
  blocks: Block[];
}

function headingText(source: ResumeSource, key: SectionKey): string {
  const text = source.headings[key];
  if (source.headingStyle === 'upper') return text.toUpperCase();
  if (source.headingStyle === 'colon') return `${text}:`;
  return text;
}

function heading(source: ResumeSource, key: SectionKey): Block {
  const level = source.layout === 'compact' || source.layout === 'sidebar' ? 'bold' : 'h2';
  return { kind: 'heading', text: headingText(source, key), level };
}

function arabicUi(source: ResumeSource): boolean {
  return source.lang !== 'en';
}

function contactBlock(source: ResumeSource, stacked: boolean): Block {
  const ar = arabicUi(source);
  const label = (en: string, arLabel: string) => (stacked ? `${ar ? arLabel : en}: ` : '');
  const items: Run[] = [
    { text: `${label('Email', 'البريد الإلكتروني')}${source.email}`, ltr: !stacked },
    { text: `${label('Phone', 'الهاتف')}${source.phone}`, ltr: !stacked },
    { text: `${label('Location', 'العنوان')}${source.location}` },
    ...source.links.map((link) => ({ text: link, ltr: true })),
  ];
  return { kind: 'contact', items, stacked };
}

function workBlocks(source: ResumeSource): Block[] {
  const ar = source.lang === 'ar';
  const blocks: Block[] = [heading(source, 'experience')];
  if (source.layout === 'table') {
    const rows: Array<Array<{ runs: Run[]; span?: number }>> = [];
    for (const job of source.work) {
      rows.push([
        { runs: [{ text: formatRange(source, job.start, job.end) }] },
        { runs: [{ text: job.title, bold: true }] },
        { runs: [{ text: job.org }] },
      ]);
      if (job.details.length > 0) rows.push([{ runs: [{ text: job.details.join('; ') }], span: 3 }]);
    }
    const header = ar ? ['الفترة', 'المسمى الوظيفي', 'الجهة'] : ['Period', 'Role', 'Organisation'];
    blocks.push({ kind: 'table', header: source.lang === 'mixed' ? null : header, rows });
    return blocks;
  }
  for (const job of source.work) {
    const range = formatRange(source, job.start, job.end);
    switch (source.layout) {
      case 'classic':
        blocks.push({ kind: 'para', runs: [{ text: job.title, bold: true }, { text: ` — ${job.org}` }] });
        blocks.push({ kind: 'para', runs: [{ text: `${range} · ${job.place}`, italic: true }] });
        break;
      case 'sidebar':
        blocks.push({ kind: 'spread', left: [{ text: job.title, bold: true }], right: range });
        blocks.push({ kind: 'para', runs: [{ text: `${job.org}, ${job.place}` }] });
        break;
      case 'compact':
        blocks.push({
          kind: 'para',
          runs: ar
            ? [{ text: job.title, bold: true }, { text: ` | ${job.org} | ${range}` }]
            : [{ text: job.title, bold: true }, { text: ` at ${job.org}, ${job.place} (${range})` }],
        });
        break;
      case 'modern':
        blocks.push({ kind: 'para', runs: [{ text: job.org, bold: true }] });
        blocks.push({ kind: 'para', runs: [{ text: job.title, italic: true }, { text: ` | ${range}` }] });
        break;
    }
    if (job.details.length > 0) blocks.push({ kind: 'bullets', items: job.details });
  }
  return blocks;
}

function educationBlocks(source: ResumeSource): Block[] {
  const ar = arabicUi(source);
  const blocks: Block[] = [heading(source, 'education')];
  const years = (entry: ResumeSource['education'][number]) => {
    const end = entry.expected ? (ar ? `متوقع ${entry.end}` : `Expected ${entry.end}`) : String(entry.end);
    return digitsFor(source, `${entry.start} – ${end}`);
  };
  if (source.layout === 'table') {
    blocks.push({
      kind: 'table',
      header: null,
      rows: source.education.map((entry) => [
        { runs: [{ text: years(entry) }] },
        { runs: [{ text: entry.degreeTitle, bold: true }] },
        { runs: [{ text: entry.institution }] },
      ]),
    });
    return blocks;
  }
  for (const entry of source.education) {
    if (source.layout === 'compact') {
      blocks.push({ kind: 'para', runs: [{ text: entry.degreeTitle, bold: true }, { text: `, ${entry.institution} (${years(entry)})` }] });
    } else if (source.layout === 'sidebar') {
      blocks.push({ kind: 'spread', left: [{ text: entry.degreeTitle, bold: true }], right: years(entry) });
      blocks.push({ kind: 'para', runs: [{ text: entry.institution }] });
    } else if (source.layout === 'modern') {
      blocks.push({ kind: 'para', runs: [{ text: entry.institution, bold: true }] });
      blocks.push({ kind: 'para', runs: [{ text: entry.degreeTitle, italic: true }, { text: ` | ${years(entry)}` }] });
    } else {
      blocks.push({ kind: 'para', runs: [{ text: entry.degreeTitle, bold: true }] });
      blocks.push({ kind: 'para', runs: [{ text: `${entry.institution} · ${years(entry)}` }] });
    }
  }
  return blocks;
}

function certificationBlocks(source: ResumeSource): Block[] {
  const ar = source.lang === 'ar';
  const blocks: Block[] = [heading(source, 'certifications')];
  const multiLine = source.layout === 'sidebar' || source.layout === 'modern';
  for (const cert of source.certifications) {
    const issued = formatCertDate(source, cert.issued);
    const expiry = cert.expires
      ? ar ? `تنتهي ${formatCertDate(source, cert.expires)}` : `Expires ${formatCertDate(source, cert.expires)}`
      : ar ? 'بدون تاريخ انتهاء' : 'No expiration date';
    const id = cert.id ? (ar ? `رقم الاعتماد: ${cert.id}` : `Credential ID: ${cert.id}`) : null;
    if (multiLine) {
      blocks.push({ kind: 'para', runs: [{ text: cert.name, bold: true }] });
      blocks.push({ kind: 'para', runs: [{ text: `${cert.issuer} · ${ar ? 'صدرت' : 'Issued'} ${issued} · ${expiry}` }] });
      if (id) blocks.push({ kind: 'para', runs: [{ text: id }] });
    } else {
      const tail = [`${ar ? '،' : ','} ${issued} (${expiry})`, id ? ` · ${id}` : ''].join('');
      blocks.push({ kind: 'para', runs: [{ text: cert.name, bold: true }, { text: ` — ${cert.issuer}${tail}` }] });
    }
  }
  return blocks;
}

function skillBlocks(source: ResumeSource, style: ResumeSource['skillsStyle']): Block[] {
  const ar = arabicUi(source);
  const names = source.skills.map((skill) => skill.written);
  const blocks: Block[] = [heading(source, 'skills')];
  if (style === 'bullets') blocks.push({ kind: 'bullets', items: names });
  else if (style === 'inline') blocks.push({ kind: 'para', runs: [{ text: names.join(ar ? '، ' : source.layout === 'compact' ? ' · ' : ', ') }] });
  else {
    const [a = '', b = '', c = '', ...rest] = names;
    const text = ar
      ? `أعمل يومياً على ${a} و${b} و${c}${rest.length ? `، ولدي خبرة جيدة في ${rest.join(' و')}` : ''}.`
      : `Day to day I work with ${a}, ${b} and ${c}${rest.length ? `; I am also comfortable with ${rest.join(' and ')}` : ''}.`;
    blocks.push({ kind: 'para', runs: [{ text }] });
  }
  return blocks;
}

function languageBlocks(source: ResumeSource): Block[] {
  const ar = arabicUi(source);
  const items = source.languages.map((language) => `${language.name} (${language.level})`);
  return [heading(source, 'languages'), source.layout === 'sidebar' ? { kind: 'bullets', items } : { kind: 'para', runs: [{ text: items.join(ar ? '، ' : ', ') }] }];
}

function awardBlocks(source: ResumeSource): Block[] {
  return [heading(source, 'awards'), { kind: 'bullets', items: source.awards }];
}

export function layOut(source: ResumeSource): LaidOut {
  const rtl = source.lang !== 'en';
  const summary: Block[] = [heading(source, 'summary'), { kind: 'para', runs: [{ text: source.summary }] }];
  if (source.layout === 'sidebar') {
    // Skills in a sidebar are a list: prose does not fit a narrow column.
    const side = [contactBlock(source, true), ...skillBlocks(source, 'bullets'), ...languageBlocks(source)];
    const main = [...summary, ...workBlocks(source), ...educationBlocks(source), ...certificationBlocks(source), ...awardBlocks(source)];
    return { rtl, blocks: [{ kind: 'name', text: source.name }, { kind: 'columns', side, main }] };
  }
  const body: Block[] = [
    { kind: 'name', text: source.name },
    contactBlock(source, source.layout === 'modern'),
    ...summary,
    ...workBlocks(source),
    ...educationBlocks(source),
    ...(source.layout === 'compact' ? [...skillBlocks(source, source.skillsStyle), ...certificationBlocks(source)] : [...certificationBlocks(source), ...skillBlocks(source, source.skillsStyle)]),
    ...languageBlocks(source),
    ...awardBlocks(source),
  ];
  return { rtl, blocks: body };
}
