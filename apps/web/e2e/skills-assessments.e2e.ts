/**
 * Browser journey of issue #15's candidate screens (decision 0077), in Debian's Chromium against the real
 * server, its scoring job and the built web app: a demo candidate takes the annotation test in Arabic on a
 * 360 px phone (a label, a span typed the keyboard way and one selected, a ranking kept) and submits it,
 * then part of english_v1 in English on a desktop (a reading item and a typed writing task), and reads
 * both scored results. Then, with Chromium's fake microphone, a speaking answer of english_v2 recorded,
 * listened back to and saved, and played from the recruiter's report. Last, each test in its other language:
 * Daniel answers english_v2 in Arabic on a phone, typed and recorded, and annotation_v2 in English on a desktop.
 * KEEP_SCREENSHOTS=1 keeps screenshots in test-results/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, keepScreenshot } from './support/browser.ts';
import { setUpJourneys } from './support/journey.ts';

const SARA = { email: 'sara@masar.demo', password: 'Masar#Sara26' };
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

// The fake microphone (a tone) is granted without a prompt: the speaking journey records through it.
const journey = setUpJourneys({ browser: { fakeMedia: true } });
let page: Page;

async function look(name: string) {
  if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(page, name);
}

/** Sara, signed in through the API (the login form is accounts.e2e.ts's subject, decision 0050). */
async function signIn(language: 'en' | 'ar', viewport: { width: number; height: number }) {
  page = await journey.signedInPage(SARA, { viewport, language });
}

const fitsThePhone = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Waits for the bulk save the last answer caused. */
const saved = (kind: string) =>
  page.waitForResponse((response) => response.url().endsWith(`/api/assessments/${kind}/answers/bulk`));

describe.skipIf(!hasChromium)('issue #15, skills assessments on a phone and a desktop', () => {
  it('takes the annotation test in Arabic and part of english_v1 in English, and reads both scored results', async () => {
    await signIn('ar', PHONE);
    await page.goto(`${journey.server.url}/candidate/assessments`);
    await page
      .getByRole('article', { name: 'توسيم البيانات', exact: true })
      .getByRole('link', { name: 'ابدأ' })
      .click({ timeout: 20_000 });
    await page.getByText('يبدأ الوقت عند عرض الأسئلة أول مرة، ويستمر إذا غادرت الصفحة.').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'اعرض الأسئلة وابدأ الوقت' }).click();
    await page.getByRole('timer').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await fitsThePhone()).toBe(true);

    let save = saved('annotation_v1');
    await page.getByRole('radio', { name: 'positive' }).first().check();
    expect((await save).ok()).toBe(true);
    await page.getByText('حُفظت كل الإجابات').waitFor();

    await page.getByRole('tab', { name: /الجزء 2/ }).click();
    await page.getByLabel('أو اكتب الكلمات التي تريد تظليلها').first().fill('Sara Al-Qahtani');
    save = saved('annotation_v1');
    await page.getByRole('button', { name: 'ظلّل: شخص' }).first().click();
    expect((await save).ok()).toBe(true);
    await page.getByRole('button', { name: 'أزل «Sara Al-Qahtani» (شخص)' }).waitFor();
    // The pointer way: a selection in the passage, then its type.
    const passage = page.getByTestId('spans-passage').first();
    await passage.evaluate((element) => {
      const text = Array.from(element.childNodes).find((node) => node.textContent?.includes('Almarai'))!;
      const start = text.textContent!.indexOf('Almarai');
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + 'Almarai'.length);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    await passage.dispatchEvent('mouseup');
    await page.getByText('المحدد: «Almarai». اختر نوعه الآن.').waitFor();
    save = saved('annotation_v1');
    await page.getByRole('button', { name: 'ظلّل: جهة' }).first().click();
    expect((await save).ok()).toBe(true);
    await page.getByRole('button', { name: 'أزل «Almarai» (جهة)' }).waitFor();

    await page.getByRole('tab', { name: /الجزء 3/ }).click();
    save = saved('annotation_v1');
    await page.getByRole('button', { name: 'اعتمد هذا الترتيب' }).first().click();
    expect((await save).ok()).toBe(true);
    expect(await fitsThePhone()).toBe(true);
    await look('annotation-ar-360');
    // Scrolled to the end, the countdown is still in sight under the header.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = page.getByRole('region', { name: 'الوقت والحفظ' });
    expect(await bar.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(64);

    await page.getByRole('button', { name: 'سلّم الإجابات' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'سلّم', exact: true }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/skills/annotation_v1/result'), { timeout: 20_000 });
    const annotationScore = page.getByTestId('overall-score');
    await annotationScore.waitFor({ timeout: 60_000 });
    expect(await annotationScore.textContent()).toMatch(/^\d+ من 100$/);
    await page.getByRole('region', { name: 'الجزء 2: تظليل الكيانات' }).waitFor();
    await look('annotation-result-ar-360');

    await signIn('en', DESKTOP);
    await page.goto(`${journey.server.url}/candidate/assessments/skills/english_v1`);

    await page.getByRole('button', { name: 'Show the questions and start the clock' }).click({ timeout: 20_000 });
    await page
      .getByText(/staff in the Jeddah office/)
      .first()
      .waitFor({ timeout: 20_000 });
    save = saved('english_v1');
    await page.getByRole('radio', { name: 'Two', exact: true }).check();
    expect((await save).ok()).toBe(true);
    await page.getByRole('tab', { name: /Writing/ }).click();
    save = saved('english_v1');
    await page
      .getByLabel('Your answer')
      .first()
      .fill(
        'Dear Mr Khalid, I am writing to tell you that the monthly report will be late. ' +
          'The sales figures from the Jeddah branch arrived yesterday, and two of the tables had mistakes, ' +
          'so my team is checking them again. I expect to send the report on Thursday morning. ' +
          'I am sorry for the delay. Best regards, Sara',
      );
    expect((await save).ok()).toBe(true);
    await look('english-take-desktop');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/skills/english_v1/result'), { timeout: 20_000 });
    const band = page.getByTestId('overall-score');
    await band.waitFor({ timeout: 60_000 });
    expect(await band.textContent()).toMatch(/^Level (A1|A2|B1|B2|C1|C2)$/);
    await page.getByRole('region', { name: 'Writing task 1' }).waitFor();
    await look('english-result-en-360');
  });
});

const RECRUITER = { email: 'recruiter@masar.demo', password: 'Masar#Hire26' };

/** A call as the page's signed-in person would make it (the token the app keeps), answering status and data. */
function callAs(on: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  return on.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/${path}`, {
        method,
        headers: { 'content-type': 'application/json', token: localStorage.getItem('token') ?? '', lang: 'en' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, data: text ? (JSON.parse(text) as { data?: any }).data : undefined };
    },
    { method, path, body },
  );
}

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
    // Sara applies to the recruiter's company's job: that lets the company read her results.
    const recruiter = await journey.signedInPage(RECRUITER);
    await recruiter.goto(`${journey.server.url}/recruiter/dashboard`);
    const jobs = await callAs(recruiter, 'POST', 'recruiter/jobs/', {
      page: 0,
      limit_per_page: 20,
      status: 'published',
    });
    const jobIds = (jobs.data.results as { jid: string }[]).map((job) => job.jid);

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

describe.skipIf(!hasChromium)('issue #15, each test in its other language', () => {
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

  it('takes annotation_v2 in English on a desktop, a label and a guideline decision, and reads the score', async () => {
    page = await journey.signedInPage(DANIEL, { viewport: DESKTOP, language: 'en' });
    await page.goto(`${journey.server.url}/candidate/assessments`);
    await page
      .getByRole('article', { name: 'Data annotation (advanced)', exact: true })
      .getByRole('link', { name: 'Start' })
      .click({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Show the questions and start the clock' }).click({ timeout: 20_000 });
    await page.getByRole('timer').waitFor({ timeout: 20_000 });
    let save = saved('annotation_v2');
    await page.getByRole('radio', { name: 'billing' }).first().check();
    expect((await save).ok()).toBe(true);
    // Part 5: the guideline in English, then its decision.
    await page.getByRole('tab', { name: /^Part 5/ }).click();
    await page
      .getByText(/^Label a ticket REDACT if it contains data that identifies a private person/)
      .first()
      .waitFor();
    save = saved('annotation_v2');
    await page.getByRole('radio', { name: 'REDACT' }).first().check();
    expect((await save).ok()).toBe(true);
    await page.getByText('All answers saved').waitFor();
    await look('annotation-v2-en-desktop');

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Submit your answers?' }).getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/skills/annotation_v2/result'), { timeout: 20_000 });
    const score = page.getByTestId('overall-score');
    await score.waitFor({ timeout: 60_000 });
    expect(await score.textContent()).toMatch(/^\d+ of 100$/);
    await page.getByRole('region', { name: 'Part 5: apply a guideline' }).waitFor();
    await look('annotation-v2-result-en-desktop');
  });
});
