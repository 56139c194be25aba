/**
 * Browser journey of issue #12 (a job's candidates), in Debian's Chromium against the real server and the
 * built web app, in English: support/job-candidates.ts tells the journey. Its Arabic half, right to left on a
 * 360 px screen, is job-candidates-arabic.e2e.ts, so the two run on the two workers at once (decision 0120).
 */
import { describe, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { english, jobCandidatesJourney } from './support/job-candidates.ts';
import { setUpJourneys } from './support/journey.ts';

const journey = setUpJourneys();

describe.skipIf(!hasChromium)("a job's candidates in the browser", () => {
  it('ranks the candidates with why, invites two, and shows the answer and the contact details, in English', async () => {
    await jobCandidatesJourney(journey, english, 0, 'en', null);
  });
});
