import { REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { chromium } from 'playwright-core';

export interface FirstLoadPage {
  name: string;
  path: string;
  /** A demo account to be logged in as, by its tokens placed where the web app keeps them. */
  login?: { email: string; password: string };
}

export interface FirstLoad {
  name: string;
  scripts: number;
  /** Bytes on the wire (compressed as served), by the kind of resource. */
  scriptBytes: number;
  styleBytes: number;
  fontBytes: number;
  totalBytes: number;
  /** From navigation to the page's heading, on this machine, with no network throttling. */
  loadMs: number;
  /** Each script, by its path, with its bytes on the wire: what to read to tell what a page's first load holds. */
  scriptFiles: { path: string; bytes: number }[];
}

const QUIET_MS = 1000;

/**
 * Each page loaded once in a fresh Chromium profile (an empty cache, as a first visit), counting what
 * crossed the wire: the figure issue #17 sets targets on (gzipped JS of the first load).
 */
export async function measureFirstLoads(baseUrl: string, pages: FirstLoadPage[]): Promise<FirstLoad[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const results: FirstLoad[] = [];
    for (const page of pages) {
      const context = await browser.newContext();
      if (page.login) {
        const session = await logIn(baseUrl, page.login);
        await context.addInitScript(
          ([tokenKey, refreshKey, token, refresh]) => {
            // Runs in the page, where localStorage exists; this script's own types have no DOM.
            const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
            storage.setItem(tokenKey, token);
            storage.setItem(refreshKey, refresh);
          },
          [TOKEN_STORAGE_KEY, REFRESH_TOKEN_STORAGE_KEY, session.token, session.refresh_token] as const,
        );
      }
      const tab = await context.newPage();
      const sized: Promise<{ type: string; bytes: number; url: string }>[] = [];
      let lastAssetAt = performance.now();
      tab.on('requestfinished', (request) => {
        if (request.resourceType() !== 'fetch' && request.resourceType() !== 'eventsource') lastAssetAt = performance.now();
        sized.push(request.sizes().then((sizes) => ({ type: request.resourceType(), bytes: sizes.responseBodySize, url: request.url() })));
      });
      const started = performance.now();
      // Not 'networkidle': a signed-in page keeps a connection open for its notifications. The page is loaded
      // when its heading shows and no code, style or font has arrived for a second.
      await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'load' });
      await tab.locator('h1').first().waitFor({ timeout: 30_000 });
      const loadMs = Math.round(performance.now() - started);
      while (performance.now() - lastAssetAt < QUIET_MS) await tab.waitForTimeout(QUIET_MS / 4);
      const finished = await Promise.all(sized);
      const sum = (type?: string) => finished.filter((entry) => type === undefined || entry.type === type).reduce((total, entry) => total + entry.bytes, 0);
      results.push({
        name: page.name,
        scripts: finished.filter((entry) => entry.type === 'script').length,
        scriptBytes: sum('script'),
        styleBytes: sum('stylesheet'),
        fontBytes: sum('font'),
        totalBytes: sum(),
        loadMs,
        scriptFiles: finished.filter((entry) => entry.type === 'script').map((entry) => ({ path: new URL(entry.url).pathname, bytes: entry.bytes })),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

export async function logIn(baseUrl: string, login: { email: string; password: string }): Promise<{ token: string; refresh_token: string }> {
  const response = await fetch(`${baseUrl}/api/user/auth/login-user/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login.email, password: login.password }),
  });
  if (!response.ok) throw new Error(`logging in ${login.email} for the first-load benchmark: ${response.status}`);
  const body = (await response.json()) as { data: { token: string; refresh_token: string } };
  return body.data;
}
