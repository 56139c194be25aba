/**
 * Issue #17, decision 0125: the candidate's lists and skill gap keep each job's explanation in memory under the
 * profile row's version and the job's `updated_at`, instead of explaining every shown job on every call. What the
 * candidate reads must still follow every change, also one written by another process (here: straight to the
 * database, so this process hears of nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo.ts';
import { findUserByEmail } from '../src/modules/accounts/users.repository.ts';
import { upsertCandidateProfile } from '../src/modules/candidates/candidate-profiles.repository.ts';
import { findJobRecord, byId, updateJobRow } from '../src/modules/jobs/jobs.repository.ts';
import { explainMatchKept, keyedCandidate } from '../src/modules/matching/match-explanation.ts';
import { findPoolProfileVersioned } from '../src/modules/matching/matching.repository.ts';
import { logIn } from './helpers/factories.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;
let saraId: string;
beforeAll(async () => {
  t = await createTestApp({ runWorkers: false });
  await seedDemo(t.database.db);
  await t.app.ctx.matching.recomputeAll();
  ({ token } = await logIn(t.app, 'sara@masar.demo', 'Masar#Sara26'));
  saraId = (await findUserByEmail(t.database.db, 'sara@masar.demo'))!.id;
});
afterAll(async () => {
  await t.close();
});

interface Gap {
  matching_data: { matched: Array<{ id: string }>; gap: Array<{ id: string; name: string }> };
  score: number;
}

async function skillGap(jobId: string): Promise<Gap> {
  const response = await t.app.inject({ method: 'POST', url: '/api/candidate/skill-gap/', headers: { token }, payload: { job_id: jobId } });
  expect(response.statusCode).toBe(200);
  return json(response).data;
}

async function listed(jobId: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/candidate/matching-jobs?page=0&limit=50', headers: { token } });
  expect(response.statusCode).toBe(200);
  return (json(response).data.results as Array<{ jid: string; job_match: Array<{ id: string }>; job_gap: Array<{ id: string }> }>).find((job) => job.jid === jobId)!;
}

describe("the candidate's kept explanations", () => {
  it('explains a job once per reading of the profile and job version: the second call, or a summary edited, answers the kept explanation', async () => {
    const row = await findPoolProfileVersioned(t.database.db, saraId);
    const list = await t.app.inject({ method: 'GET', url: '/api/candidate/matching-jobs?page=0&limit=1', headers: { token } });
    const record = (await findJobRecord(t.database.db, byId(json(list).data.results[0].jid)))!;
    const first = explainMatchKept(keyedCandidate(saraId, row), record, 'en');
    expect(explainMatchKept(keyedCandidate(saraId, row), record, 'en')).toBe(first);
    // Another language, another reading of the profile or another job version is explained afresh.
    expect(explainMatchKept(keyedCandidate(saraId, row), record, 'ar')).not.toBe(first);
    const edited = { ...row!.profile, summary: 'Another summary: matching does not read it.' };
    expect(explainMatchKept(keyedCandidate(saraId, { profile: edited, version: `${row!.version}x` }), record, 'en')).toBe(first);
    const lessSkilled = { ...row!.profile, skills: row!.profile.skills.slice(1) };
    expect(explainMatchKept(keyedCandidate(saraId, { profile: lessSkilled, version: `${row!.version}y` }), record, 'en')).not.toBe(first);
    expect(explainMatchKept(keyedCandidate(saraId, row), { ...record, job: { ...record.job, updated_at: new Date(record.job.updated_at.getTime() + 1) } }, 'en')).not.toBe(first);
  });

  it("a skill the candidate gains elsewhere leaves the job's gaps at once, in the list and the skill gap", async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/candidate/matching-jobs?page=0&limit=50', headers: { token } });
    const job = (json(list).data.results as Array<{ jid: string; job_gap: Array<{ id: string; name: string }> }>).find((j) => j.job_gap.length > 0)!;
    const before = await skillGap(job.jid);
    const gained = before.matching_data.gap[0]!;
    expect(before.matching_data.matched.map((s) => s.id)).not.toContain(gained.id);

    const row = (await findPoolProfileVersioned(t.database.db, saraId))!;
    await upsertCandidateProfile(t.database.db, saraId, { profile: { ...row.profile, skills: [...row.profile.skills, { name: gained.name, ref_skill: { id: gained.id, name: gained.name } }] } });

    const after = await skillGap(job.jid);
    expect(after.matching_data.matched.map((s) => s.id)).toContain(gained.id);
    expect(after.matching_data.gap.map((s) => s.id)).not.toContain(gained.id);
    expect((await listed(job.jid)).job_match.map((s) => s.id)).toContain(gained.id);
  });

  it("a job's skills changed elsewhere are read at once", async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/candidate/matching-jobs?page=0&limit=5', headers: { token } });
    const jobId: string = json(list).data.results[0].jid;
    const before = await skillGap(jobId);
    expect(before.matching_data.matched.length).toBeGreaterThan(0);
    // The job now asks for one skill the candidate lacks, and nothing else.
    await updateJobRow(t.database.db, jobId, {}, [{ skill_id: 'nonexistent-skill-for-test', name: 'Underwater Welding', importance: 1, required: true }]);
    const after = await skillGap(jobId);
    expect(after.matching_data.matched).toEqual([]);
    expect(after.matching_data.gap.map((s) => s.name)).toEqual(['Underwater Welding']);
    expect((await listed(jobId)).job_gap.map((s) => s.id)).toEqual(['nonexistent-skill-for-test']);
  });
});
