/**
 * `node --import tsx packages/engines/scripts/make-layout-corpus.ts`: prints every person of
 * layout-corpus/people.ts through the layout families of layout-corpus/themes.ts with Debian's Chromium
 * (its real layout engine makes the PDF, so the parser sees what a printed theme gives) into
 * src/resume-parser/__layouts__/<family>--<person>.pdf, with a manifest naming each file's family, person
 * and language. The labels are the people themselves (layout-corpus/people.ts). Needs /usr/bin/chromium
 * (or CHROME_PATH). See __layouts__/README.md.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { PEOPLE } from './layout-corpus/people.ts';
import { FAMILIES } from './layout-corpus/themes.ts';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/resume-parser/__layouts__');

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  for (const file of readdirSync(outDir)) if (/\.(pdf|html)$/.test(file) || file === 'manifest.json') rmSync(path.join(outDir, file));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const manifest: Array<{ file: string; family: string; person: string; lang: 'en' | 'ar' }> = [];
  try {
    const page = await browser.newPage();
    for (const family of FAMILIES) {
      for (const id of family.people) {
        const person = PEOPLE.find((candidate) => candidate.id === id);
        if (!person) throw new Error(`no person ${id}`);
        const file = `${family.id}--${person.id}.pdf`;
        await page.setContent(family.render(person), { waitUntil: 'load' });
        writeFileSync(path.join(outDir, file), await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
        manifest.push({ file, family: family.id, person: person.id, lang: person.lang });
      }
    }
  } finally {
    await browser.close();
  }
  writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Wrote ${manifest.length} PDFs to ${outDir}`);
}

await main();
