/**
 * Browser journey of issue #15's speaking answers (decision 0077), in Debian's Chromium with its fake
 * microphone against the real server and the built web app: Sara records a speaking answer of english_v2,
 * listens back to it and saves it, and the recruiter plays it from her report; then Daniel answers english_v2
 * in Arabic on a 360 px phone, typed and recorded, and reads the Arabic result. The written tests are
 * skills-assessments.e2e.ts's (decision 0120).
 * KEEP_SCREENSHOTS=1 keeps screenshots in test-results/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, keepScreenshot } from './support/browser.ts';
import { setUpJourneys } from './support/journey.ts';
import { callAs, RECRUITER } from './support/demo.ts';

const SARA = { email: 'sara@masar.demo', password: 'Masar#Sara26' };
const PHONE = { width: 360, height: 740 };

// The fake microphone (a tone) is granted without a prompt: both journeys record through it.
const journey = setUpJourneys({ browser: { fakeMedia: true } });
let page: Page;

async function look(name: string) {
  if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(page, name);
}

const fitsThePhone = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Waits for the bulk save the last answer caused. */
const saved = (kind: string) =>
  page.waitForResponse((response) => response.url().endsWith(`/api/assessments/${kind}/answers/bulk`));

/**
 * Plays an audio element (muted) for a moment and answers how far it got, or why it could not play: a
 * recording that cannot be heard shows here as an error, not as a silent control.
 */
function playFor(on: Page, name: string) {
  return on.getByLabel(name).evaluate(async (audio: HTMLAudioElement) => {
    audio.muted = true;
    try {
      await audio.play();
    } catch (error) {
      return `not played: ${String(error)}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 700));
    return audio.currentTime > 0 ? 'played' : `stuck at ${audio.currentTime}`;
  });
}

// WebM (Matroska) files start with the EBML magic number, which is what Chromium's MediaRecorder makes.
const WEBM_MAGIC = '1a45dfa3';

describe.skipIf(!hasChromium)("issue #15, a recorded speaking answer, with Chromium's fake microphone", () => {
  it('records a speaking answer of english_v2, listens back, saves it, and the recruiter plays it', async () => {
    // Sara applies to the recruiter's company's job: that lets the company read her results. The company's jobs
    // are asked of the API; the recruiter's page opens when there is something to read (decision 0120).
    const { token } = await journey.logIn(RECRUITER);
    const jobs = await journey.server.app.inject({
      method: 'POST',
      url: '/api/recruiter/jobs/',
      headers: { token },
      payload: { page: 0, limit_per_page: 20, status: 'published' },
    });
    expect(jobs.statusCode).toBe(200);
    const jobIds = jobs.json<{ data: { results: { jid: string }[] } }>().data.results.map((job) => job.jid);

    page = await journey.signedInPage(SARA);
    await page.goto(`${journey.server.url}/candidate/assessments/skills/english_v2`);
    let applied = false;
    for (const id of jobIds) {
      if (applied) break;
      // A job asking pre-screening questions refuses an application without answers: the next one will do.
      applied = (await callAs(page, 'POST', 'candidate/job/apply', { job_id: id })).status === 200;
    }
    expect(applied).toBe(true);

    await page.getByRole('button', { name: 'Show the questions and start the clock' }).click({ timeout: 20_000 });
    await page.getByRole('tab', { name: /^Speaking/ }).click({ timeout: 20_000 });
    const first = page.getByRole('button', { name: 'Start recording' }).first();
    await first.click();
    await page.getByText(/^Recording 0:0\d of 1:30$/).waitFor({ timeout: 20_000 });
    // Three seconds of the fake microphone's tone: more than one of the recorder's chunks.
    await page.getByText(/^Recording 0:03 of 1:30$/).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Stop recording' }).click();

    // Listen back: the take plays in the page, from what was recorded.
    await page.getByText('Listen to your recording, then use it or record again.').waitFor({ timeout: 30_000 });
    expect(await playFor(page, 'Your recording')).toBe('played');
    await look('speaking-review-en');

    const save = saved('english_v2');
    await page.getByRole('button', { name: 'Use this recording' }).click();
    expect((await save).ok()).toBe(true);
    await page.getByText('Your recording is saved.').waitFor();
    await page.getByText('All answers saved').waitFor();

    // The upload arrived: the saved answer names the recording, as a resumed attempt would read it.
    await page.reload();
    // Coming back to a started attempt may first show its start screen, which continues the same clock.
    const resume = page.getByRole('button', { name: /^(Show the questions|Continue)/ });
    const speakingTab = page.getByRole('tab', { name: /^Speaking/ });
    await resume.or(speakingTab).first().waitFor({ timeout: 20_000 });
    if (await resume.isVisible()) await resume.click();
    await page.getByRole('tab', { name: /^Speaking \(1\/3\)/ }).click({ timeout: 20_000 });
    await page.getByText('Your recording is saved.').waitFor();

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/skills/english_v2/result'), { timeout: 20_000 });
    // No speech provider here: the result says the spoken answer waits for a person.
    await page.getByText(/^1 spoken answers? (is|are) waiting for a person to score/).waitFor({ timeout: 60_000 });

    const recruiter = await journey.signedInPage(RECRUITER);
    await recruiter.goto(`${journey.server.url}/recruiter/assessments?kind=english_v2`);
    const fetched = recruiter.waitForResponse(
      (response) => /\/api\/assessments\/english_v2\/recordings\//.test(response.url()),
      {
        timeout: 30_000,
      },
    );
    await recruiter.getByRole('link', { name: /^Open report for Sara/ }).click({ timeout: 20_000 });
    await recruiter
      .getByRole('heading', { level: 1, name: /^English \(written and speaking\): Sara/ })
      .waitFor({ timeout: 20_000 });
    // The recording as uploaded in chunks and stored: a WebM file of the three seconds, which plays.
    const recording = await fetched;
    expect(recording.status()).toBe(200);
    // Read again as the page read it (the browser hands the page's blob body to no one else).
    const stored = await recruiter.evaluate(async (url) => {
      const response = await fetch(url, { headers: { token: localStorage.getItem('token') ?? '' } });
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        size: bytes.length,
        magic: Array.from(bytes.subarray(0, 4), (byte) => byte.toString(16).padStart(2, '0')).join(''),
      };
    }, recording.url());
    expect(stored.magic).toBe(WEBM_MAGIC);
    expect(stored.size).toBeGreaterThan(4000);
    await recruiter.getByLabel('Recording of the spoken answer').first().waitFor({ timeout: 20_000 });
    expect(await playFor(recruiter, 'Recording of the spoken answer')).toBe('played');
    if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(recruiter, 'speaking-recruiter-report-en');
  });
});

const DANIEL = { email: 'daniel@masar.demo', password: 'Masar#Dan26' };

describe.skipIf(!hasChromium)('issue #15, english_v2 in its other language', () => {
  it('takes english_v2 in Arabic on a phone, a typed and a recorded answer, and reads the result', async () => {
    page = await journey.signedInPage(DANIEL, { viewport: PHONE, language: 'ar' });
    await page.goto(`${journey.server.url}/candidate/assessments/skills/english_v2`);
    await page.getByText('يُجاب عن بعض الأسئلة بالتحدث: اختر مكاناً هادئاً ومعك ميكروفون.').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'اعرض الأسئلة وابدأ الوقت' }).click();
    await page.getByRole('timer').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    await page.getByRole('tab', { name: /^الكتابة/ }).click();
    let save = saved('english_v2');
    await page
      .getByLabel('إجابتك')
      .first()
      .fill(
        'I think working from home is good for some jobs but not for all of them. When I work from home, ' +
          'I save two hours of driving every day, and I can focus on long reports without noise. However, ' +
          'new employees learn faster in the office, because they can ask their colleagues at any time. ' +
          'In my opinion, the best plan is to work from home two days a week and meet the team on the other days.',
      );
    expect((await save).ok()).toBe(true);
    await page.getByText('حُفظت كل الإجابات').waitFor();

    await page.getByRole('tab', { name: /^المحادثة/ }).click();
    await page.getByRole('button', { name: 'ابدأ التسجيل' }).first().click();
    await page.getByText(/^جارٍ التسجيل 0:03 من 1:30$/).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'أوقف التسجيل' }).click();
    await page.getByText('استمع إلى تسجيلك، ثم استخدمه أو سجّل مرة أخرى.').waitFor({ timeout: 30_000 });
    save = saved('english_v2');
    await page.getByRole('button', { name: 'استخدم هذا التسجيل' }).click();
    expect((await save).ok()).toBe(true);
    await page.getByText('تم حفظ تسجيلك.').waitFor();
    expect(await fitsThePhone()).toBe(true);
    await look('english-v2-speaking-ar-360');

    await page.getByRole('button', { name: 'سلّم الإجابات' }).click();
    await page
      .getByRole('dialog', { name: 'تسليم الإجابات؟' })
      .getByRole('button', { name: 'سلّم', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname.endsWith('/skills/english_v2/result'), { timeout: 20_000 });
    const band = page.getByTestId('overall-score');
    await band.waitFor({ timeout: 60_000 });
    expect(await band.textContent()).toMatch(/^المستوى (A1|A2|B1|B2|C1|C2)$/);
    await page.getByRole('region', { name: 'المهمة الكتابية 1' }).waitFor();
    // No speech provider here: the spoken answer waits for a person, and the Arabic result says so.
    await page.getByText('إجابة منطوقة واحدة تنتظر تقييم شخص، ولا تدخل في المستوى حتى ذلك الحين.').waitFor();
    expect(await fitsThePhone()).toBe(true);
    await look('english-v2-result-ar-360');
  });
});
