import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(chromePath);

if (!hasChromium) {
  console.warn(`\n[browser tests] skipped: no Chromium at ${chromePath} (set CHROME_PATH, or apt-get install chromium)\n`);
}

/** `extraArgs`: a journey's own switches, such as Chromium's fake camera and microphone. */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath,
    headless: true,
    // Running as root in CI needs --no-sandbox; the closed network needs background networking off.
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...extraArgs],
  });
}

const artefacts = path.resolve(import.meta.dirname, '../../../../test-results');

/** Keeps a screenshot of the page when a journey fails, for the person reading the CI log. */
export async function keepScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artefacts, { recursive: true });
  const file = path.join(artefacts, `${name.replace(/[^\w-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
