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

/** The worker's Chromiums, one for each set of launch options, kept from one journey file to the next. */
const kept = new Map<string, Promise<Browser>>();

/**
 * A Chromium for a journey file, shared with the worker's later files that start it the same way (decision 0113):
 * the browser project does not isolate its files (vitest.config.ts), so this module and its browsers outlive a
 * file, and a launch (1–4 s on a busy 2-core machine) is paid once a worker instead of once a file. Files share
 * the process only: each journey still gets contexts of its own (support/journey.ts). A browser that is gone
 * (crashed, or closed by a file) is launched again. Playwright closes the rest when the worker exits.
 */
export async function workerBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const key = JSON.stringify({ fakeMedia: options.fakeMedia ?? false, args: options.args ?? [] });
  const running = kept.get(key);
  if (running) {
    const browser = await running.catch(() => undefined);
    if (browser?.isConnected()) return browser;
  }
  const launching = launchBrowser(options);
  kept.set(key, launching);
  return launching;
}

const artefacts = path.resolve(import.meta.dirname, '../../../../test-results');

/** Keeps a screenshot of the page when a journey fails, for the person reading the CI log. */
export async function keepScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artefacts, { recursive: true });
  const file = path.join(artefacts, `${name.replace(/[^\w-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
