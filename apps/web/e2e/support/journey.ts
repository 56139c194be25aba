import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { hasChromium, keepScreenshot, launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export interface Journey {
  /** The server of this file's journeys (started once, before the first). */
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The page opened last in the journey under way. */
  readonly page: Page;
  /**
   * A fresh browser context and page (a journey may open several, e.g. a candidate and an admin); all are
   * closed after the journey, and the last one's screenshot is kept if it failed. `language: 'ar'` opens
   * the app in Arabic.
   */
  newPage(options?: { viewport?: { width: number; height: number }; language?: 'en' | 'ar' }): Promise<Page>;
}

export interface JourneyOptions {
  /** Server settings, asked once before the server starts (a journey may first start what they name). */
  env?: () => Record<string, string> | Promise<Record<string, string>>;
}

/**
 * The hooks a file of browser journeys needs: one real server and one Chromium for the file, a fresh
 * context a journey, and a screenshot in test-results/ when a journey fails.
 */
export function setUpJourneys(options: JourneyOptions = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    if (!hasChromium) return;
    server = await startServer(await options.env?.());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && page) await keepScreenshot(page, context.task.name);
    for (const open of contexts.splice(0)) await open.close();
    page = undefined;
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The journey has not started');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    get page() {
      return started(page);
    },
    async newPage({ viewport = { width: 1280, height: 900 }, language = 'en' } = {}) {
      const context = await started(browser).newContext({ locale: 'en-GB', viewport });
      if (language === 'ar') await context.addInitScript(() => localStorage.setItem('locale', 'ar'));
      contexts.push(context);
      page = await context.newPage();
      return page;
    },
  };
}
