/**
 * `node --import tsx packages/engines/scripts/make-layout-corpus.ts`: prints every person of
 * layout-corpus/people.ts through the layout families of layout-corpus/themes.ts with Debian's Chromium
 * (its real layout engine makes the PDF, so the parser sees what a printed theme gives) into
 * src/resume-parser/__layouts__/<family>--<person>.pdf, and writes the Word versions of
 * layout-corpus/docx-themes.ts with the `docx` package into <family>--<person>.docx, with a manifest
 * naming each file's family, person, language and format. The labels are the people themselves
 * (layout-corpus/people.ts). Printing needs /usr/bin/chromium (or CHROME_PATH); `--docx-only` keeps the
 * PDFs and their manifest entries as they are and writes only the DOCX files. See __layouts__/README.md.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PEOPLE, type LayoutPerson } from './layout-corpus/people.ts';
import { FAMILIES } from './layout-corpus/themes.ts';
import { DOCX_FAMILIES, renderDocx } from './layout-corpus/docx-themes.ts';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/resume-parser/__layouts__');
const manifestPath = path.join(outDir, 'manifest.json');

interface ManifestEntry {
  file: string;
  family: string;
  person: string;
  lang: 'en' | 'ar';
  kind: 'pdf' | 'docx';
}

function personOf(id: string): LayoutPerson {
  const person = PEOPLE.find((candidate) => candidate.id === id);
  if (!person) throw new Error(`no person ${id}`);
  return person;
}

async function printPdfs(): Promise<ManifestEntry[]> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const manifest: ManifestEntry[] = [];
  try {
    const page = await browser.newPage();
    for (const family of FAMILIES) {
      for (const person of family.people.map(personOf)) {
        const file = `${family.id}--${person.id}.pdf`;
        await page.setContent(family.render(person), { waitUntil: 'load' });
        writeFileSync(path.join(outDir, file), await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
        manifest.push({ file, family: family.id, person: person.id, lang: person.lang, kind: 'pdf' });
      }
    }
  } finally {
    await browser.close();
  }
  return manifest;
}

async function writeDocxs(): Promise<ManifestEntry[]> {
  const manifest: ManifestEntry[] = [];
  for (const family of DOCX_FAMILIES) {
    for (const person of family.people.map(personOf)) {
      const file = `${family.id}--${person.id}.docx`;
      writeFileSync(path.join(outDir, file), await renderDocx(family, person));
      manifest.push({ file, family: family.id, person: person.id, lang: person.lang, kind: 'docx' });
    }
  }
  return manifest;
}

async function main(): Promise<void> {
  const docxOnly = process.argv.includes('--docx-only');
  mkdirSync(outDir, { recursive: true });
  const kept: ManifestEntry[] = docxOnly && existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Array<Omit<ManifestEntry, 'kind'> & { kind?: ManifestEntry['kind'] }>)
        .map((entry) => ({ ...entry, kind: entry.kind ?? 'pdf' }))
        .filter((entry) => entry.kind === 'pdf')
    : [];
  const stale = docxOnly ? /\.docx$/ : /\.(pdf|docx|html)$/;
  for (const file of readdirSync(outDir)) if (stale.test(file) || (!docxOnly && file === 'manifest.json')) rmSync(path.join(outDir, file));
  const pdfs = docxOnly ? kept : await printPdfs();
  const docxs = await writeDocxs();
  writeFileSync(manifestPath, `${JSON.stringify([...pdfs, ...docxs], null, 2)}\n`);
  console.log(`Wrote ${docxOnly ? 'no PDFs (kept ' + pdfs.length + ')' : pdfs.length + ' PDFs'} and ${docxs.length} DOCX files to ${outDir}`);
}

await main();
