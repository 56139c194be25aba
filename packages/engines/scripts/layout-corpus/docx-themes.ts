/**
 * Word versions of some layout families (decision 0032): the same people laid out the way resumes are
 * built in a word processor, written with the `docx` package. Word users make columns with tables, so the
 * layouts here are tables used for layout (a heading column beside each section, a date column beside
 * each entry, a sidebar cell beside the main cell, a header band in a shaded cell), right tab stops for
 * dates flush right, and Word's own heading and list styles. See the corpus README.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  ShadingType,
  Tab,
  Table,
  TableCell,
  TableRow,
  TabStopPosition,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import type { LayoutCertification, LayoutJob, LayoutPerson, LayoutSchool } from './people.ts';
import { month, range, type DateStyle } from './themes.ts';

type Block = Paragraph | Table;

interface RunStyle {
  bold?: boolean;
  italics?: boolean;
  color?: string;
  size?: number;
  allCaps?: boolean;
  smallCaps?: boolean;
}

/** Writing direction of the document being built: Arabic paragraphs are bidirectional, their runs right to left. */
let rtl = false;

const run = (text: string, style: RunStyle = {}) => new TextRun({ text, rightToLeft: rtl, ...style });
const para = (children: TextRun[], extra: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {}) =>
  new Paragraph({ children, bidirectional: rtl, ...extra });
const text = (value: string, style: RunStyle = {}) => para([run(value, style)]);
/** "Title<TAB>dates": the dates flush right on a right tab stop, as Word resume templates do. */
const spread = (left: TextRun[], right: string, style: RunStyle = {}) =>
  para([...left, new TextRun({ children: [new Tab(), right], rightToLeft: rtl, ...style })], {
    tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }],
  });
const bulletsOf = (job: LayoutJob) => job.bullets.map((bullet) => para([run(bullet)], { bullet: { level: 0 } }));
/** A section heading as a bold, coloured paragraph with a rule under it (not a Word heading style). */
const ruled = (value: string, color = '1F3A5F') =>
  para([run(value.toUpperCase(), { bold: true, color, size: 22 })], {
    spacing: { before: 200, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color, space: 1 } },
  });

const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE };
const cell = (children: Block[], width: number, extra: Partial<ConstructorParameters<typeof TableCell>[0]> = {}) =>
  new TableCell({ width: { size: width, type: WidthType.PERCENTAGE }, children: children.length ? children : [para([])], ...extra });
/** A table used for layout: no borders, full width, right to left in Arabic. */
const layoutTable = (rows: TableCell[][], borders: boolean = false) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    visuallyRightToLeft: rtl,
    ...(borders ? {} : { borders: NO_BORDERS }),
    rows: rows.map((cells) => new TableRow({ children: cells })),
  });

/** 1. Gutter: one borderless table, each section a row with its heading in a narrow first cell. */
function gutter(p: LayoutPerson): Block[] {
  const heading = (name: string) => cell([text(name.toUpperCase(), { color: '888888', size: 20 })], 22);
  const job = (j: LayoutJob) => [text(j.title, { bold: true }), text(j.org), text(range(j.start, j.end, 'short'), { color: '666666' }), ...bulletsOf(j)];
  const school = (s: LayoutSchool) => [text(s.institution, { bold: true }), text(s.degree), text(range(s.start, s.end, 'short'), { color: '666666' })];
  const cert = (c: LayoutCertification) => [text(c.name, { bold: true }), text(month(c.date, 'short'), { color: '666666' }), text(`Issued by ${c.issuer}`)];
  return [
    para([run(p.name, { bold: true, size: 40 })]),
    text(p.headline),
    layoutTable([
      [heading('Contact'), cell([text(`${p.email} · ${p.phone} · ${p.location}`)], 78)],
      [heading('About'), cell([text(p.summary)], 78)],
      [heading('Work'), cell(p.work.flatMap(job), 78)],
      [heading('Education'), cell(p.education.flatMap(school), 78)],
      [heading('Certificates'), cell(p.certifications.flatMap(cert), 78)],
      [heading('Skills'), cell([text(p.skills.join(', '))], 78)],
      [heading('Languages'), cell([text(p.languages.join(', '))], 78)],
    ]),
  ];
}

/** 2. Sidebar: a two-cell table, contact, skills, languages and certificates in a shaded first cell. */
function sidebar(p: LayoutPerson): Block[] {
  const white = { color: 'FFFFFF' };
  const sideHeading = (name: string) => para([run(name.toUpperCase(), { bold: true, ...white })], { spacing: { before: 160, after: 60 } });
  const side = [
    sideHeading('Contact'),
    text(p.email, white),
    text(p.phone, white),
    text(p.location, white),
    sideHeading('Skills'),
    ...p.skills.map((skill) => text(skill, white)),
    sideHeading('Languages'),
    ...p.languages.map((language) => text(language, white)),
    sideHeading('Certifications'),
    ...p.certifications.flatMap((c) => [text(c.name, white), text(month(c.date, 'short'), white)]),
  ];
  const job = (j: LayoutJob) => [spread([run(j.title, { bold: true })], range(j.start, j.end, 'numeric'), { bold: true }), text(`${j.org}, ${j.location}`, { italics: true }), ...bulletsOf(j)];
  const school = (s: LayoutSchool) => [spread([run(s.degree, { bold: true })], `${month(s.start, 'year')} – ${month(s.end, 'year')}`, { bold: true }), text(s.institution, { italics: true })];
  const main = [
    para([run(p.name, { bold: true, size: 40 })]),
    text(p.headline),
    ruled('Profile'),
    text(p.summary),
    ruled('Experience'),
    ...p.work.flatMap(job),
    ruled('Education'),
    ...p.education.flatMap(school),
  ];
  return [layoutTable([[cell(side, 32, { shading: { type: ShadingType.CLEAR, fill: '1F3A5F', color: 'auto' } }), cell(main, 68)]])];
}

/** 3. Timeline: section headings with a rule, then each entry a row with its dates in the first cell. */
function timeline(p: LayoutPerson): Block[] {
  const red = { color: 'CC3333' };
  const row = (when: string, body: Block[]) => [cell([text(when, red)], 26), cell(body, 74)];
  return [
    para([run(p.name, { bold: true, size: 40 })]),
    text(`${p.headline} — ${p.location}`),
    text(`${p.email} | ${p.phone}`),
    ruled('Summary', 'CC3333'),
    text(p.summary),
    ruled('Experience', 'CC3333'),
    layoutTable(p.work.map((j) => row(range(j.start, j.end, 'short', 'Present', ' - '), [text(j.title, { bold: true }), text(`${j.org} | ${j.location}`), ...bulletsOf(j)]))),
    ruled('Education', 'CC3333'),
    layoutTable(p.education.map((s) => row(`${month(s.start, 'year')} - ${month(s.end, 'year')}`, [text(s.degree, { bold: true }), text(s.institution)]))),
    ruled('Certifications', 'CC3333'),
    layoutTable(p.certifications.map((c) => row(month(c.date, 'short'), [text(c.name, { bold: true }), text(c.issuer)]))),
    ruled('Skills', 'CC3333'),
    text(p.skills.join(' • ')),
    ruled('Languages', 'CC3333'),
    text(p.languages.join(' • ')),
  ];
}

/** 4. Classic: Word heading styles, "Organisation<TAB>Town" and "Title<TAB>dates" on right tab stops. */
function classic(p: LayoutPerson): Block[] {
  const heading = (name: string) => para([run(name, { smallCaps: true })], { heading: HeadingLevel.HEADING_1, border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } } });
  const job = (j: LayoutJob) => [
    spread([run(j.org, { bold: true })], j.location),
    spread([run(j.title, { italics: true })], range(j.start, j.end, 'short', 'Present', ' -- '), { italics: true }),
    ...bulletsOf(j),
  ];
  const school = (s: LayoutSchool) => [spread([run(s.institution, { bold: true })], `${month(s.start, 'short')} -- ${month(s.end, 'short')}`), text(s.degree, { italics: true })];
  return [
    para([run(p.name, { smallCaps: true, size: 44 })], { heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER }),
    para([run(`${p.phone} | ${p.email} | ${p.location}`)], { alignment: AlignmentType.CENTER }),
    heading('Education'),
    ...p.education.flatMap(school),
    heading('Experience'),
    ...p.work.flatMap(job),
    heading('Technical Skills'),
    para([run('Skills: ', { bold: true }), run(p.skills.join(', '))]),
    heading('Certifications'),
    ...p.certifications.map((c) => spread([run(c.name, { bold: true }), run(`, ${c.issuer}`)], month(c.date, 'short'))),
    heading('Languages'),
    text(p.languages.join(', ')),
  ];
}

/**
 * 5. Header band: name, headline and contact in the page header (shaded), as Word templates put them, so
 * they repeat on every page; Heading 2 sections; dates under the organisation.
 */
function bandHeader(p: LayoutPerson): Paragraph[] {
  const white = { color: 'FFFFFF' };
  const shaded = { shading: { type: ShadingType.CLEAR, fill: '3B2A6B', color: 'auto' } };
  return [
    para([run(p.name, { bold: true, size: 48, ...white })], shaded),
    para([run(p.headline, white)], shaded),
    para([run(`${p.email}    ${p.phone}    ${p.location}`, white)], shaded),
  ];
}

function band(p: LayoutPerson): Block[] {
  const heading = (name: string) => para([run(name.toUpperCase(), { color: '3B2A6B' })], { heading: HeadingLevel.HEADING_2 });
  const grey = { color: '777777', size: 17 };
  return [
    heading('About me'),
    text(p.summary),
    heading('Work experience'),
    ...p.work.flatMap((j) => [text(j.title, { bold: true }), text(j.org), text(`${range(j.start, j.end, 'short')} · ${j.location}`, grey), ...bulletsOf(j)]),
    heading('Education'),
    ...p.education.flatMap((s) => [text(s.degree, { bold: true }), text(s.institution), text(range(s.start, s.end, 'short'), grey)]),
    heading('Licenses & certifications'),
    ...p.certifications.flatMap((c) => [text(c.name, { bold: true }), text(`Issued by ${c.issuer} · ${month(c.date, 'short')}`, grey)]),
    heading('Skills'),
    text(p.skills.join(' · ')),
    heading('Languages'),
    text(p.languages.join(' · ')),
  ];
}

/** 6. Table: one bordered table, section names in the first column, jobs as rows of title | employer | dates. */
function table(p: LayoutPerson): Block[] {
  const head = (name: string, span = 1) => cell([text(name.toUpperCase(), { bold: true, size: 17 })], 16, span > 1 ? { columnSpan: span } : {});
  const wide = (blocks: Block[]) => cell(blocks, 84, { columnSpan: 3 });
  const rows: TableCell[][] = [
    [head('Contact'), wide([text(`${p.email} | ${p.phone} | ${p.location}`)])],
    [head('Experience', 4)],
    ...p.work.flatMap((j) => [
      [cell([], 16), cell([text(j.title, { bold: true })], 30), cell([text(j.org)], 30), cell([text(range(j.start, j.end, 'numeric'))], 24)],
      [cell([], 16), wide([text(j.bullets.join('; '))])],
    ]),
    [head('Education', 4)],
    ...p.education.map((s) => [cell([], 16), cell([text(s.degree, { bold: true })], 30), cell([text(s.institution)], 30), cell([text(month(s.end, 'year'))], 24)]),
    [head('Skills'), wide([text(p.skills.join(', '))])],
    [head('Certifications'), wide(p.certifications.map((c) => text(`${c.name} (${c.issuer}, ${month(c.date, 'year')})`)))],
    [head('Languages'), wide([text(p.languages.join(', '))])],
  ];
  return [para([run(`${p.name} — ${p.headline}`, { bold: true, size: 36 })]), layoutTable(rows, true)];
}

/** 7. Right to left with the sidebar in the first cell (on the right in Arabic): contact, skills, languages. */
function arabicSidebar(p: LayoutPerson): Block[] {
  const ar = p.lang === 'ar';
  const t = ar
    ? { contact: 'معلومات التواصل', skills: 'المهارات', languages: 'اللغات', profile: 'نبذة', work: 'الخبرات العملية', education: 'التعليم', certs: 'الشهادات', present: 'حتى الآن', style: 'ar' as DateStyle }
    : { contact: 'Contact', skills: 'Skills', languages: 'Languages', profile: 'Profile', work: 'Experience', education: 'Education', certs: 'Certifications', present: 'Present', style: 'short' as DateStyle };
  const green = '176B4D';
  const heading = (name: string) => para([run(name, { bold: true, color: green, size: 24 })], { border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: green, space: 1 } }, spacing: { before: 160, after: 60 } });
  const latin = (value: string) => new Paragraph({ children: [new TextRun({ text: value })], bidirectional: false });
  const side = [heading(t.contact), latin(p.email), latin(p.phone), text(p.location), heading(t.skills), ...p.skills.map((skill) => text(skill)), heading(t.languages), ...p.languages.map((language) => text(language))];
  const grey = { color: '666666' };
  const main = [
    para([run(p.name, { bold: true, size: 40 })]),
    text(p.headline),
    heading(t.profile),
    text(p.summary),
    heading(t.work),
    ...p.work.flatMap((j) => [text(j.title, { bold: true }), text(`${j.org} - ${j.location}`), text(range(j.start, j.end, t.style, t.present), grey), ...bulletsOf(j)]),
    heading(t.education),
    ...p.education.flatMap((s) => [text(s.degree, { bold: true }), text(s.institution), text(`${month(s.start, 'year')} – ${month(s.end, 'year')}`, grey)]),
    heading(t.certs),
    ...p.certifications.flatMap((c) => [text(c.name, { bold: true }), text(`${c.issuer} – ${month(c.date, t.style)}`, grey)]),
  ];
  return [layoutTable([[cell(side, 32, { shading: { type: ShadingType.CLEAR, fill: 'E8F0EC', color: 'auto' } }), cell(main, 68)]])];
}

export interface DocxLayoutFamily {
  id: string;
  render: (person: LayoutPerson) => Block[];
  /** What the family puts in the page header, repeated on every page. */
  header?: (person: LayoutPerson) => Paragraph[];
  people: string[];
}

/** The same people per family as the PDFs (themes.ts), so a family's DOCX and PDF rows compare like with like. */
export const DOCX_FAMILIES: DocxLayoutFamily[] = [
  { id: 'gutter', render: gutter, people: ['nurse', 'engineer', 'finance'] },
  { id: 'sidebar', render: sidebar, people: ['teacher', 'devops', 'nurse'] },
  { id: 'timeline', render: timeline, people: ['engineer', 'teacher', 'sales'] },
  { id: 'classic', render: classic, people: ['devops', 'finance', 'nurse'] },
  { id: 'band', render: band, header: bandHeader, people: ['nurse', 'sales', 'teacher'] },
  { id: 'table', render: table, people: ['finance', 'engineer', 'devops'] },
  { id: 'rtl-sidebar', render: arabicSidebar, people: ['ar-accountant', 'ar-developer'] },
];

export async function renderDocx(family: DocxLayoutFamily, person: LayoutPerson): Promise<Buffer> {
  rtl = person.lang === 'ar';
  const document = new Document({
    creator: 'Masar layout corpus',
    styles: { default: { document: { run: { font: rtl ? 'Arial' : 'Calibri', size: 20, ...(rtl ? { rightToLeft: true } : {}) } } } },
    sections: [
      {
        properties: { page: { margin: { top: 720, bottom: 720, left: 720, right: 720 } } },
        ...(family.header ? { headers: { default: new Header({ children: family.header(person) }) } } : {}),
        children: family.render(person),
      },
    ],
  });
  return Packer.toBuffer(document);
}
