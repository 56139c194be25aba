import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { hasChromium, keepScreenshot, launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export interface Journey {
  /** The server of this file's journeys (started once, before the first). */
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The page of the journey under way. */
  readonly page: Page;
  /** A fresh browser context and page; closed after the journey, screenshot kept if it failed. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
}

/**
 * The hooks a file of browser journeys needs: one real server and one Chromium for the file, a fresh
 * context a journey, and a screenshot in test-results/ when a journey fails.
 */
export function setUpJourneys(): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    if (!hasChromium) return;
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && page) await keepScreenshot(page, context.task.name);
    await page?.context().close();
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
    async newPage(viewport = { width: 1280, height: 900 }) {
      const context = await started(browser).newContext({ locale: 'en-GB', viewport });
      page = await context.newPage();
      return page;
    },
  };
}
