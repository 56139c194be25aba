/**
 * Browser journeys of issue #11, against the real server and the built web app: the demo recruiter posts a
 * job by pasting its text, lands in the editor of the new draft with the fields the parser read marked,
 * completes it (a catalogue skill, must-have; a salary range) and saves it; the draft keeps what was saved
 * and what was read, and changing it goes back to the job's page. In English, and in Arabic (right to left) on
 * a 360 px screen. The other ways (a link, a file, a standard profile) are post-job-other-ways.e2e.ts's
 * (decision 0120); the steps are support/post-job.ts's.
 * KEEP_SCREENSHOTS=1 keeps a screenshot of each step in test-results/.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { setUpJourneys } from './support/journey.ts';
import { ARABIC_POSTING, ENGLISH_POSTING, RECRUITER, arabic, english, postJobSteps } from './support/post-job.ts';

const journey = setUpJourneys();
const { expectNoSidewaysScroll, expectSaved, postByText } = postJobSteps(journey);

describe.skipIf(!hasChromium)('posting a job (issue #11)', () => {
  it('posts by text, lands in the editor with the read fields marked, completes and saves the draft', async () => {
    await journey.signedInPage(RECRUITER);
    const jobId = await postByText(english, ENGLISH_POSTING, null);
    await expectSaved(english, jobId);
  });

  it('does the same in Arabic, right to left, on a 360 px screen', async () => {
    const page = await journey.signedInPage(RECRUITER, { language: 'ar', viewport: { width: 360, height: 800 } });
    const jobId = await postByText(arabic, ARABIC_POSTING, 360);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectSaved(arabic, jobId);
    await expectNoSidewaysScroll(360);
  });
});
