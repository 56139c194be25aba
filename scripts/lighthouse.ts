import { REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { logIn, type FirstLoadPage } from './first-load.ts';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseRun {
  name: string;
  formFactor: FormFactor;
  run: number;
  /** 0–100, Lighthouse's performance category. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** What Lighthouse lists under "opportunities" and "diagnostics" that would save time or bytes. */
  opportunities: { id: string; title: string; savingsMs: number; savingsKiB: number }[];
  warnings: string[];
}

/**
 * Debian's Chromium run as root in a container refuses to start without --no-sandbox; the GPU is absent, and
 * background networking (updates, safe browsing) would reach for a network this machine does not have.
 */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/**
 * Lighthouse (12.x: the last release that runs on Node 20) against Debian's Chromium, with its default
 * simulated throttling (a mid-range phone on slow 4G for mobile, Lighthouse's desktop preset otherwise), the
 * performance category only. Each run starts a fresh Chromium with an empty profile, so every run is a first
 * visit; a signed-in page gets its tokens placed in localStorage before Lighthouse navigates, and Lighthouse is
 * told not to clear storage (which would sign it out); the profile is empty apart from those tokens.
 */
export async function runLighthouse(
  baseUrl: string,
  pages: FirstLoadPage[],
  options: { runs: number; formFactors: FormFactor[]; reportDir?: string; log?: (line: string) => void },
): Promise<LighthouseRun[]> {
  const results: LighthouseRun[] = [];
  for (let run = 1; run <= options.runs; run++) {
    for (const formFactor of options.formFactors) {
      for (const page of pages) {
        // Under load, Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP); such a run is run again.
        for (let attempt = 1; ; attempt++) {
          options.log?.(`lighthouse ${formFactor} ${page.name}, run ${run} of ${options.runs}${attempt > 1 ? `, attempt ${attempt}` : ''}`);
          const lhr = await lighthouseOnce(baseUrl, page, formFactor);
          if (lhr.runtimeError) {
            const problem = `Lighthouse on ${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
            if (attempt >= 3) throw new Error(problem);
            options.log?.(problem);
            continue;
          }
          if (options.reportDir) {
            const slug = page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
            writeFileSync(path.join(options.reportDir, `${slug}-${formFactor}-${run}.json`), JSON.stringify(lhr));
          }
          results.push(summarise(lhr, page.name, formFactor, run));
          break;
        }
      }
    }
  }
  return results;
}

async function lighthouseOnce(baseUrl: string, page: FirstLoadPage, formFactor: FormFactor): Promise<Result> {
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    if (page.login) await placeSession(chrome.port, baseUrl, await logIn(baseUrl, page.login));
    const outcome = await lighthouse(
      `${baseUrl}${page.path}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: page.login !== undefined },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    return outcome.lhr;
  } finally {
    chrome.kill();
  }
}

/** The session the web app would have kept after signing in (first-load.ts places it the same way). */
async function placeSession(port: number, baseUrl: string, session: { token: string; refresh_token: string }): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const tab = await browser.contexts()[0]!.newPage();
    // A static file of the same origin, so localStorage is the app's and none of the app's code is cached.
    await tab.goto(`${baseUrl}/favicon.svg`);
    await tab.evaluate(
      ([tokenKey, refreshKey, token, refresh]) => {
        const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
        storage.setItem(tokenKey, token);
        storage.setItem(refreshKey, refresh);
      },
      [TOKEN_STORAGE_KEY, REFRESH_TOKEN_STORAGE_KEY, session.token, session.refresh_token] as const,
    );
    await tab.close();
  } finally {
    // Closing a browser reached over CDP only disconnects from it; Lighthouse goes on using it.
    await browser.close();
  }
}

function summarise(lhr: Result, name: string, formFactor: FormFactor, run: number): LighthouseRun {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.details !== undefined)
    .map((audit) => {
      const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number };
      const metricSavings = audit.metricSavings as Record<string, number> | undefined;
      const savingsMs = details.overallSavingsMs ?? Math.max(0, ...Object.values(metricSavings ?? {}).filter((value) => value > 1));
      return { id: audit.id, title: audit.title, savingsMs: Math.round(savingsMs), savingsKiB: Math.round((details.overallSavingsBytes ?? 0) / 1024) };
    })
    .filter((entry) => entry.savingsMs > 0 || entry.savingsKiB > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsKiB - a.savingsKiB);
  return {
    name,
    formFactor,
    run,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(numeric('speed-index')),
    opportunities,
    warnings: lhr.runWarnings,
  };
}
