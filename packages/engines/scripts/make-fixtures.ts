/**
 * Writes the labelled resume corpus into src/resume-parser/__fixtures__/:
 *   <id>.source.json  what the resume says and how it is laid out (from corpus.ts)
 *   <id>.html → <id>.pdf (printed by Chromium), <id>.docx (docx package) → <id>.doc (LibreOffice), <id>.txt
 *   <id>.truth.json   the ground truth
 * plus skill-catalogue.json (the catalogue the evaluation uses) and image-only.pdf (no text layer).
 *
 *   node --import tsx packages/engines/scripts/make-fixtures.ts
 *
 * Needs /usr/bin/chromium (or CHROME_PATH) and soffice on the PATH. Deterministic up to the PDF producer's
 * timestamps.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Tab,
  TabStopPosition,
  TabStopType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { chromium } from 'playwright-core';
import { buildCorpus, buildSkillCatalogue, truthOf, type ResumeSource } from './corpus.ts';
import { layOut, type Block, type LaidOut, type Run } from './resume-blocks.ts';

const fixturesDir = fileURLToPath(new URL('../src/resume-parser/__fixtures__/', import.meta.url));

// ---------- HTML ----------

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function runsToHtml(runs: Run[]): string {
  return runs
    .map((run) => {
      let html = escapeHtml(run.text);
      if (run.bold) html = `<b>${html}</b>`;
      if (run.italic) html = `<i>${html}</i>`;
      if (run.ltr) html = `<span dir="ltr">${html}</span>`;
      return html;
    })
    .join('');
}

function blockToHtml(block: Block): string {
  switch (block.kind) {
    case 'name':
      return `<h1>${escapeHtml(block.text)}</h1>`;
    case 'contact':
      return block.stacked
        ? `<div class="contact stacked">${block.items.map((item) => `<div>${runsToHtml([item])}</div>`).join('')}</div>`
        : `<div class="contact">${block.items.map((item) => runsToHtml([item])).join(' <span class="sep">|</span> ')}</div>`;
    case 'heading':
      return block.level === 'h2' ? `<h2>${escapeHtml(block.text)}</h2>` : `<p class="bold-heading"><b>${escapeHtml(block.text)}</b></p>`;
    case 'para':
      return `<p>${runsToHtml(block.runs)}</p>`;
    case 'spread':
      return `<div class="spread"><span>${runsToHtml(block.left)}</span><span class="dates">${escapeHtml(block.right)}</span></div>`;
    case 'bullets':
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'table': {
      const header = block.header ? `<tr>${block.header.map((cell) => `<th>${escapeHtml(cell)}</th>`).join('')}</tr>` : '';
      const rows = block.rows
        .map((row) => `<tr>${row.map((cell) => `<td${cell.span ? ` colspan="${cell.span}" class="details"` : ''}>${runsToHtml(cell.runs)}</td>`).join('')}</tr>`)
        .join('');
      return `<table>${header}${rows}</table>`;
    }
    case 'columns':
      return `<div class="columns"><aside>${block.side.map(blockToHtml).join('')}</aside><main>${block.main.map(blockToHtml).join('')}</main></div>`;
  }
}

function styleFor(source: ResumeSource): string {
  const base = `
    @page { size: A4; margin: 16mm 15mm; }
    body { font-family: 'Noto Sans', 'Noto Sans Arabic', sans-serif; font-size: 10.5pt; line-height: 1.4; color: #222; margin: 0; }
    h1 { font-size: 20pt; margin: 0 0 4pt; }
    h2 { font-size: 12.5pt; margin: 12pt 0 4pt; border-bottom: 1px solid #999; }
    p { margin: 2pt 0; }
    .bold-heading { font-size: 11.5pt; margin-top: 10pt; }
    ul { margin: 2pt 0 6pt; padding-inline-start: 16pt; }
    .contact { color: #444; margin-bottom: 6pt; }
    .spread { display: flex; justify-content: space-between; gap: 12pt; margin-top: 6pt; }
    table { border-collapse: collapse; width: 100%; margin: 4pt 0; }
    td, th { border: 1px solid #bbb; padding: 3pt 5pt; vertical-align: top; text-align: start; }
    td.details { font-size: 9.5pt; color: #444; }
    .columns { display: flex; gap: 18pt; }
    aside { width: 30%; flex: none; font-size: 9.5pt; }
    main { flex: 1; }
  `;
  const perLayout: Record<ResumeSource['layout'], string> = {
    classic: 'h1 { text-align: center; } .contact { text-align: center; }',
    sidebar: 'aside { background: #f1f4f8; padding: 6pt; }',
    table: 'h2 { background: #eef; border: none; padding: 2pt 4pt; }',
    compact: 'body { font-size: 10pt; } .bold-heading { text-transform: none; letter-spacing: 0.5pt; }',
    modern: "h2 { font-family: 'Noto Serif', 'Noto Naskh Arabic', serif; border: none; color: #1a4d8f; }",
  };
  return base + perLayout[source.layout];
}

function toHtml(source: ResumeSource, laid: LaidOut): string {
  const dir = laid.rtl ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${source.lang === 'en' ? 'en' : 'ar'}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(source.name)}</title><style>${styleFor(source)}</style></head><body>${laid.blocks.map(blockToHtml).join('\n')}</body></html>\n`;
}

// ---------- TXT ----------

function runsToText(runs: Run[]): string {
  return runs.map((run) => run.text).join('');
}

function blockToText(block: Block, source: ResumeSource): string[] {
  const bullet = source.layout === 'compact' ? '- ' : '• ';
  switch (block.kind) {
    case 'name':
      return [block.text];
    case 'contact':
      return block.stacked ? block.items.map((item) => item.text) : [block.items.map((item) => item.text).join(' | ')];
    case 'heading':
      // Plain-text resumes often underline headings; the classic layout does.
      return source.layout === 'classic' ? ['', block.text, '-'.repeat(Math.max(6, block.text.length))] : ['', block.text];
    case 'para':
      return [runsToText(block.runs)];
    case 'spread':
      return [`${runsToText(block.left)}    ${block.right}`];
    case 'bullets':
      return block.items.map((item) => `${bullet}${item}`);
    case 'table':
      return [
        ...(block.header ? [block.header.join(' | ')] : []),
        ...block.rows.map((row) => (row.length === 1 ? `  ${runsToText(row[0]?.runs ?? [])}` : row.map((cell) => runsToText(cell.runs)).join(' | '))),
      ];
    case 'columns':
      return [...block.side.flatMap((inner) => blockToText(inner, source)), ...block.main.flatMap((inner) => blockToText(inner, source))];
  }
}

function toText(source: ResumeSource, laid: LaidOut): string {
  return `${laid.blocks.flatMap((block) => blockToText(block, source)).join('\n')}\n`;
}

// ---------- DOCX ----------

function docxRuns(runs: Run[], rtl: boolean): TextRun[] {
  return runs.map((run) => new TextRun({ text: run.text, bold: run.bold ?? false, italics: run.italic ?? false, rightToLeft: rtl && !run.ltr }));
}

function blockToDocx(block: Block, rtl: boolean): Array<Paragraph | Table> {
  const para = (children: TextRun[], extra: Record<string, unknown> = {}) => new Paragraph({ children, bidirectional: rtl, ...extra });
  switch (block.kind) {
    case 'name':
      return [para(docxRuns([{ text: block.text }], rtl), { heading: HeadingLevel.TITLE })];
    case 'contact':
      return block.stacked
        ? block.items.map((item) => para(docxRuns([item], rtl)))
        : [para(docxRuns(block.items.flatMap((item, index) => (index ? [{ text: ' | ' }, item] : [item])), rtl))];
    case 'heading':
      return block.level === 'h2'
        ? [para(docxRuns([{ text: block.text }], rtl), { heading: HeadingLevel.HEADING_2 })]
        : [para(docxRuns([{ text: block.text, bold: true }], rtl))];
    case 'para':
      return [para(docxRuns(block.runs, rtl))];
    case 'spread':
      return [
        para([...docxRuns(block.left, rtl), new TextRun({ children: [new Tab(), block.right], rightToLeft: rtl })], {
          tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }],
        }),
      ];
    case 'bullets':
      return block.items.map((item) => para(docxRuns([{ text: item }], rtl), { bullet: { level: 0 } }));
    case 'table': {
      const cellOf = (runs: Run[], span?: number) =>
        new TableCell({ children: [para(docxRuns(runs, rtl))], ...(span ? { columnSpan: span } : {}) });
      const rows = [
        ...(block.header ? [new TableRow({ children: block.header.map((text) => cellOf([{ text, bold: true }])) })] : []),
        ...block.rows.map((row) => new TableRow({ children: row.map((cell) => cellOf(cell.runs, cell.span)) })),
      ];
      return [new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE }, visuallyRightToLeft: rtl })];
    }
    case 'columns': {
      const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
      const borders = { top: none, bottom: none, left: none, right: none, insideHorizontal: none, insideVertical: none };
      const cell = (blocks: Block[], width: number) =>
        new TableCell({ width: { size: width, type: WidthType.PERCENTAGE }, children: blocks.flatMap((inner) => blockToDocx(inner, rtl)) });
      return [
        new Table({
          borders,
          width: { size: 100, type: WidthType.PERCENTAGE },
          visuallyRightToLeft: rtl,
          rows: [new TableRow({ children: [cell(block.side, 32), cell(block.main, 68)] })],
        }),
      ];
    }
  }
}

async function toDocx(laid: LaidOut): Promise<Buffer> {
  const document = new Document({
    creator: 'Masar fixtures',
    styles: { default: { document: { run: { font: 'Noto Sans', size: 21 } } } },
    sections: [
      {
        properties: {},
        children: laid.blocks.flatMap((block) => blockToDocx(block, laid.rtl)),
      },
    ],
  });
  void AlignmentType;
  return Packer.toBuffer(document);
}

// ---------- main ----------

async function main(): Promise<void> {
  mkdirSync(fixturesDir, { recursive: true });
  for (const file of readdirSync(fixturesDir)) {
    if (/\.(pdf|docx|doc|txt|html|json)$/.test(file)) rmSync(path.join(fixturesDir, file));
  }
  const corpus = buildCorpus();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const docxDir = mkdtempSync(path.join(tmpdir(), 'masar-docx-'));
  try {
    const page = await browser.newPage();
    for (const source of corpus) {
      const laid = layOut(source);
      const html = toHtml(source, laid);
      const base = path.join(fixturesDir, source.id);
      writeFileSync(`${base}.source.json`, `${JSON.stringify(source, null, 2)}\n`);
      writeFileSync(`${base}.truth.json`, `${JSON.stringify(truthOf(source), null, 2)}\n`);
      writeFileSync(`${base}.html`, html);
      writeFileSync(`${base}.txt`, toText(source, laid));
      const docx = await toDocx(laid);
      writeFileSync(`${base}.docx`, docx);
      writeFileSync(path.join(docxDir, `${source.id}.docx`), docx);
      await page.setContent(html, { waitUntil: 'load' });
      writeFileSync(`${base}.pdf`, await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
    }
    // An image-only PDF: text drawn on a canvas prints as pixels, with no text layer.
    await page.setContent(
      `<!doctype html><body style="margin:0"><canvas id="c" width="800" height="300"></canvas><script>
        const c = document.getElementById('c').getContext('2d');
        c.fillStyle = '#fff'; c.fillRect(0, 0, 800, 300); c.fillStyle = '#000'; c.font = '28px sans-serif';
        c.fillText('Scanned Resume — Jane Example', 20, 60); c.fillText('jane@example.com  +44 20 7946 0000', 20, 120);
      </script></body>`,
      { waitUntil: 'load' },
    );
    writeFileSync(path.join(fixturesDir, 'image-only.pdf'), await page.pdf({ format: 'A4' }));
  } finally {
    await browser.close();
  }
  // One LibreOffice run converts every DOCX into the old binary DOC format.
  execFileSync('soffice', ['--headless', '--convert-to', 'doc', '--outdir', docxDir, ...corpus.map((source) => path.join(docxDir, `${source.id}.docx`))], {
    stdio: 'ignore',
  });
  for (const source of corpus) renameSync(path.join(docxDir, `${source.id}.doc`), path.join(fixturesDir, `${source.id}.doc`));
  rmSync(docxDir, { recursive: true, force: true });
  writeFileSync(path.join(fixturesDir, 'skill-catalogue.json'), `${JSON.stringify(buildSkillCatalogue(), null, 2)}\n`);
  console.log(`wrote ${corpus.length} resumes × 4 formats to ${fixturesDir}`);
}

await main();
