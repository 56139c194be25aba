import { act, screen, waitFor, within } from '@testing-library/react';
import { changeLocale } from '../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { aFullInterview, anInterview, INTERVIEW_LIST, withInterviews } from '../../test/interviews-api';
import { aRecruiterJob, recruiterJobsApi, signInRecruiter } from '../../test/recruiter-jobs-api';
import { reply } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const JOB = aRecruiterJob({ jid: '00000000-0000-4000-8000-0000000000a1', job_title: 'Data Engineer' });
const OTHER_JOB = aRecruiterJob({ jid: '00000000-0000-4000-8000-0000000000a2', job_title: 'Data Analyst' });
/** Twelve interviews: eleven for the data engineer job (Sara's first), one finished for the analyst job (Omar's). */
const INTERVIEWS = [
  anInterview({ interview_id: '00000000-0000-4000-8000-000000000100', state: 'completed', job_id: OTHER_JOB.jid, job_title: 'Data Analyst', candidate_id: '00000000-0000-4000-8000-0000000000c2', candidate_name: 'Omar Nasser', answered_count: 5, finished_at: '2026-11-22T08:00:00.000Z' }),
  ...Array.from({ length: 11 }, (_, index) =>
    anInterview({ interview_id: `00000000-0000-4000-8000-0000000001${String(index + 1).padStart(2, '0')}`, candidate_id: `00000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`, candidate_name: index === 0 ? 'Sara Haddad' : `Candidate ${index}` }),
  ),
];

const lastQuery = (api: ReturnType<typeof recruiterJobsApi>) => api.requestsTo('GET', INTERVIEW_LIST).at(-1)!.query;

describe("the recruiter's interviews", () => {
  it('lists 10 a page, and filters by job, candidate and status', async () => {
    const api = withInterviews(recruiterJobsApi([JOB, OTHER_JOB]), INTERVIEWS);
    signInRecruiter();
    const { user } = renderApp('/recruiter/interviews');
    const list = () => screen.getByRole('list', { name: 'Interviews' });
    await screen.findByRole('list', { name: 'Interviews' });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list()).getByText('Omar Nasser')).toBeDefined();
    expect(screen.getByText('12 interviews')).toBeDefined();

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list()).getByText('Candidate 10')).toBeDefined();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Completed' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: '0', limit: '10', state: 'completed' }));
    expect(await screen.findByText('1 interview')).toBeDefined();
    const [omar] = within(list()).getAllByRole('listitem');
    expect(within(omar!).getByText('Data Analyst')).toBeDefined();
    expect(within(omar!).getByText('Completed')).toBeDefined();

    await user.click(screen.getByRole('combobox', { name: 'Job' }));
    await user.click(await screen.findByRole('option', { name: 'Data Engineer' }));
    expect(await screen.findByText('No interview matches these filters. Clear a filter to see more.')).toBeDefined();
    expect(lastQuery(api)).toEqual({ page: '0', limit: '10', state: 'completed', job_id: JOB.jid });

    await user.click(screen.getByRole('combobox', { name: 'Candidate' }));
    await user.click(await screen.findByRole('option', { name: 'Sara Haddad' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ candidate_id: INTERVIEWS[1]!.candidate_id }));
  });

  it('offers cancel, redo and delete as the lifecycle allows; a cancel and a redo are asked first, the reason kept for the history', async () => {
    const api = withInterviews(recruiterJobsApi([JOB, OTHER_JOB]), INTERVIEWS.slice(0, 2));
    api.on('GET', '/api/user/company/settings', reply(200, { data: { redo_allowed: true } }));
    api.on('POST', '/api/recruiter/interview/action/', reply(200, { data: aFullInterview({ state: 'cancelled' }) }));
    signInRecruiter();
    const { user } = renderApp('/recruiter/interviews');
    await screen.findByRole('list', { name: 'Interviews' });
    // Omar finished: a redo or a delete; Sara is invited: a cancel or a delete, no redo.
    expect(await screen.findByRole('button', { name: 'Redo: Omar Nasser' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Delete: Omar Nasser' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Cancel: Omar Nasser' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Redo: Sara Haddad' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancel: Sara Haddad' }));
    const dialog = await screen.findByRole('dialog', { name: "Cancel Sara Haddad's interview for Data Engineer?" });
    await user.type(within(dialog).getByRole('textbox', { name: "Reason (kept in the interview's history)" }), 'The role was filled');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the interview' }));
    expect(await screen.findByText("Sara Haddad's interview was cancelled")).toBeDefined();
    expect(api.requestsTo('POST', '/api/recruiter/interview/action/')[0]?.body).toEqual({ interview_id: INTERVIEWS[1]!.interview_id, action: 'cancel', reason: 'The role was filled' });

    await user.click(screen.getByRole('button', { name: 'Redo: Omar Nasser' }));
    const redo = await screen.findByRole('dialog', { name: 'Let Omar Nasser take the interview for Data Analyst again?' });
    await user.click(within(redo).getByRole('button', { name: 'Invite again' }));
    await waitFor(() => expect(api.requestsTo('POST', '/api/recruiter/interview/action/')[1]?.body).toEqual({ interview_id: INTERVIEWS[0]!.interview_id, action: 'reset' }));
  });

  it('offers no redo when the company turned it off, in Arabic too', async () => {
    const api = withInterviews(recruiterJobsApi([JOB, OTHER_JOB]), INTERVIEWS.slice(0, 1));
    api.on('GET', '/api/user/company/settings', reply(200, { data: { redo_allowed: false } }));
    signInRecruiter();
    renderApp('/recruiter/interviews');
    expect(await screen.findByRole('button', { name: 'Delete: Omar Nasser' })).toBeDefined();
    expect(api.requestsTo('GET', '/api/user/company/settings')[0]?.query).toEqual({ settings: 'redo_allowed' });
    expect(screen.queryByRole('button', { name: 'Redo: Omar Nasser' })).toBeNull();
    await act(() => changeLocale('ar'));
    expect(await screen.findByRole('button', { name: 'حذف: Omar Nasser' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'إعادة: Omar Nasser' })).toBeNull();
  });
});
