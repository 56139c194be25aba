/**
 * Browser journey of issue #12 (a job's candidates), in Debian's Chromium against the real server and the
 * built web app, in English and in Arabic (right to left, on a 360 px screen): support/job-candidates.ts tells the
 * journey. The two halves share one server: split into two files they cost more than they saved (decision 0120).
 */
import { describe, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { arabic, english, jobCandidatesJourney } from './support/job-candidates.ts';
import { setUpJourneys } from './support/journey.ts';

const journey = setUpJourneys();

describe.skipIf(!hasChromium)("a job's candidates in the browser", () => {
  it('ranks the candidates with why, invites two, and shows the answer and the contact details, in English', async () => {
    await jobCandidatesJourney(journey, english, 0, 'en', null);
  });

  // Every step shows Arabic words on a screen of its own (the chat, the ranked list, the invitation, the bell,
  // the banner and the answer, decision 0113), so the whole journey is taken again.
  it('does the same in Arabic, right to left, on a 360 px screen without sideways scrolling', async () => {
    await jobCandidatesJourney(journey, arabic, 1, 'ar', 360);
  });
});
