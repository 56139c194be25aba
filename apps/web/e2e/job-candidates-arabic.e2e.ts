/**
 * Browser journey of issue #12 (a job's candidates) in Arabic, right to left, on a 360 px screen without
 * sideways scrolling: support/job-candidates.ts tells the journey; the English one is job-candidates.e2e.ts
 * (decision 0120). Every step shows Arabic words on a screen of its own (the chat, the ranked list, the
 * invitation, the bell, the banner and the answer, decision 0113), so the whole journey is taken again.
 */
import { describe, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { arabic, jobCandidatesJourney } from './support/job-candidates.ts';
import { setUpJourneys } from './support/journey.ts';

const journey = setUpJourneys();

describe.skipIf(!hasChromium)("a job's candidates in the browser", () => {
  it('does the same in Arabic, right to left, on a 360 px screen without sideways scrolling', async () => {
    await jobCandidatesJourney(journey, arabic, 1, 'ar', 360);
  });
});
