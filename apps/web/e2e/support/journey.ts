import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { LOCALE_STORAGE_KEY, REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@masar/shared/constants';
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
  newPage(options?: PageOptions): Promise<Page>;
  /**
   * A fresh page already signed in as `login`, for journeys whose subject is not the login form (accounts.e2e.ts
   * tests that): the session is opened through the API and its tokens put where the web app keeps them, so
   * the page's first `goto` lands signed in.
   */
  signedInPage(login: Login, options?: PageOptions): Promise<Page>;
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  language?: 'en' | 'ar';
}

export interface Login {
  email: string;
  password: string;
}

export interface JourneyOptions {
  /** Server settings, asked once before the server starts (a journey may first start what they name). */
  env?: () => Record<string, string> | Promise<Record<string, string>>;
  /** Chromium switches for this file's journeys (the interview room's fake camera and microphone). */
  browserArgs?: readonly string[];
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
    browser = await launchBrowser(options.browserArgs);
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
    newPage: (options) => openPage([], options),
    async signedInPage(login, options) {
      const { token, refreshToken } = await logInByApi(started(server), login);
      return openPage(
        [
          { name: TOKEN_STORAGE_KEY, value: token },
          { name: REFRESH_TOKEN_STORAGE_KEY, value: refreshToken },
        ],
        options,
      );
    },
  };

  async function openPage(storage: Array<{ name: string; value: string }>, { viewport = { width: 1280, height: 900 }, language = 'en' }: PageOptions = {}) {
    const localStorage = language === 'ar' ? [...storage, { name: LOCALE_STORAGE_KEY, value: 'ar' }] : storage;
    // Set once in the context's storage, not by a script on every load: a journey that logs out stays logged out.
    const context = await started(browser).newContext({
      locale: 'en-GB',
      viewport,
      storageState: { cookies: [], origins: [{ origin: started(server).url, localStorage }] },
    });
    contexts.push(context);
    page = await context.newPage();
    return page;
  }
}

async function logInByApi(server: RunningServer, login: Login): Promise<{ token: string; refreshToken: string }> {
  const response = await server.app.inject({ method: 'POST', url: '/api/user/auth/login-user/', payload: { email: login.email, password: login.password } });
  if (response.statusCode !== 200) throw new Error(`${login.email} could not log in: ${response.statusCode} ${response.body}`);
  const { data } = response.json<{ data: { token: string; user: { refresh_token: string } } }>();
  return { token: data.token, refreshToken: data.user.refresh_token };
}
