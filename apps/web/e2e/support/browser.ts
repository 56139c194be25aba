import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(chromePath);

if (!hasChromium) {
  console.warn(
    `\n[browser tests] skipped: no Chromium at ${chromePath} (set CHROME_PATH, or apt-get install chromium)\n`,
  );
}

export interface LaunchOptions {
  /**
   * Chromium's fake microphone and camera (a beeping tone, a test pattern), granted without asking: for
   * journeys that record, as a candidate's speaking answer does.
   */
  fakeMedia?: boolean;
  /** A journey file's own Chromium switches (the interview room's autoplay policy, say). */
  args?: readonly string[];
}

/** Asks for nothing: the media stream comes from the fake device and the permission prompt is answered yes. */
const FAKE_MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

export function launchBrowser({ fakeMedia = false, args = [] }: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath,
    headless: true,
    // Running as root in CI needs --no-sandbox; the closed network needs background networking off.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(fakeMedia ? FAKE_MEDIA_ARGS : []),
      ...args,
    ],
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
