import { expect } from 'vitest';
import { json, type TestApp } from './test-app.ts';

/** A call as a signed-in caller (or none), in a language. */
export const callAs =
  (t: () => TestApp) =>
  (method: 'GET' | 'POST', url: string, token: string | null, payload?: object, lang = 'en') =>
    t().app.inject({ method, url: `/api/${url}`, headers: { ...(token ? { token } : {}), lang }, ...(payload ? { payload } : {}) });

const warehouseJob = {
  job_title: 'Warehouse Supervisor',
  sector: 'technology',
  job_type: 'full_time',
  experience: { value: 2, unit: 'years' },
  skills: [{ id: 'skill:sql', importance: 'must_have' }],
  description: 'Lead the night shift of our warehouse team, keep stock counts right and the loading dock safe.',
};

/** Posts a job; published unless `draft`. Gives its id. */
export async function postWarehouseJob(t: TestApp, token: string, draft = false): Promise<string> {
  const call = callAs(() => t);
  const id = json(await call('POST', 'recruiter/post-job/', token, warehouseJob)).data.job.jid as string;
  if (!draft) expect((await call('POST', `recruiter/publish-job/${id}`, token)).statusCode).toBe(200);
  return id;
}
