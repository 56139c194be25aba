import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { LOCALE_STORAGE_KEY, REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { hasChromium, keepScreenshot, workerBrowser, type LaunchOptions } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { mark, record, reportTimings, timed } from './timings.ts';

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
  /** A session opened through the API, for a journey's calls that make the state its pages start from. */
  logIn(login: Login): Promise<{ token: string; refreshToken: string }>;
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
  /** How the file's Chromium starts (e.g. with a fake microphone). */
  browser?: LaunchOptions;
}

/**
 * The hooks a file of browser journeys needs: one real server for the file, the worker's Chromium (launched by
 * the worker's first file), a fresh context a journey, and a screenshot in test-results/ when a journey fails.
 */
export function setUpJourneys(options: JourneyOptions = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    if (!hasChromium) return;
    server = await startServer(await options.env?.());
    browser = await timed('chromium: the worker\'s browser', () => workerBrowser(options.browser));
  });
  let fileName = '';
  afterAll(async () => {
    // The browser stays for the worker's next file (workerBrowser); this file's contexts are closed after each journey.
    await server?.close();
    reportTimings(fileName);
  });
  let journeyStarted = mark();
  beforeEach((context) => {
    fileName = context.task.file.name;
    journeyStarted = mark();
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && page) await keepScreenshot(page, context.task.name);
    await timed('chromium: close the contexts', async () => {
      for (const open of contexts.splice(0)) await open.close();
    });
    page = undefined;
    record(`journey: ${context.task.name.slice(0, 27)}`, journeyStarted);
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
    logIn: (login) => timed('api: log in', () => logInByApi(started(server), login)),
    async signedInPage(login, options) {
      const { token, refreshToken } = await timed('api: log in', () => logInByApi(started(server), login));
      return openPage(
        [
          { name: TOKEN_STORAGE_KEY, value: token },
          { name: REFRESH_TOKEN_STORAGE_KEY, value: refreshToken },
        ],
        options,
      );
    },
  };

  async function openPage(
    storage: Array<{ name: string; value: string }>,
    { viewport = { width: 1280, height: 900 }, language = 'en' }: PageOptions = {},
  ) {
    const localStorage = language === 'ar' ? [...storage, { name: LOCALE_STORAGE_KEY, value: 'ar' }] : storage;
    const context = await timed('chromium: newContext', () => started(browser).newContext({ locale: 'en-GB', viewport }));
    contexts.push(context);
    page = await timed('chromium: newPage', () => context.newPage());
    if (localStorage.length > 0) await timed('chromium: seed the storage', () => seedLocalStorage(page!, started(server).url, localStorage));
    return page;
  }
}

/**
 * Puts `items` in the context's storage for `origin` before the journey's first `goto`, from the journey's own
 * page: set once, not by a script on every load, so a journey that logs out stays logged out. Playwright's
 * `storageState` does the same from a page of its own, which cost every context a second renderer (1–4 s a
 * context on a busy 2-core machine, decision 0113). The page stands on a blank document of the origin, served
 * here, not by the server; its first `goto` replaces it.
 */
async function seedLocalStorage(page: Page, origin: string, items: Array<{ name: string; value: string }>) {
  const blank = `${origin}/__journey-storage`;
  const serveBlank = (route: Route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title></title>' });
  await page.route(blank, serveBlank);
  await page.goto(blank);
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, items);
  await page.unroute(blank, serveBlank);
}

async function logInByApi(server: RunningServer, login: Login): Promise<{ token: string; refreshToken: string }> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/user/auth/login-user/',
    payload: { email: login.email, password: login.password },
  });
  if (response.statusCode !== 200)
    throw new Error(`${login.email} could not log in: ${response.statusCode} ${response.body}`);
  const { data } = response.json<{ data: { token: string; user: { refresh_token: string } } }>();
  return { token: data.token, refreshToken: data.user.refresh_token };
}
