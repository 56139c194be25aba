import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { candidateApi, signIn } from '../../test/candidate-api';
import { anInterview, INTERVIEW_LIST, withInterviews } from '../../test/interviews-api';
import { renderApp } from '../../test/render-app';

const INVITED = anInterview();
const TAKING = anInterview({ interview_id: '00000000-0000-4000-8000-000000000002', state: 'in_progress', job_title: 'Data Analyst', answered_count: 2, started_at: '2026-11-21T08:00:00.000Z' });
const DONE = anInterview({ interview_id: '00000000-0000-4000-8000-000000000003', state: 'completed', job_title: 'BI Developer', answered_count: 5, finished_at: '2026-11-22T08:00:00.000Z' });

const section = (name: RegExp) => screen.getByRole('region', { name });

describe("the candidate's interviews", () => {
  it('shows invitations, the interview in progress and the done ones, each open one with its way in', async () => {
    const api = withInterviews(candidateApi(), [INVITED, TAKING, DONE]);
    signIn();
    renderApp('/candidate/interviews');
    const start = await screen.findByRole('link', { name: 'Start: Data Engineer' });
    expect(start.getAttribute('href')).toBe(`/candidate/interviews/start/${INVITED.interview_id}`);
    expect(within(section(/Invitations/)).getByText('0 of 5 questions answered · Open until 4 December 2026')).toBeDefined();
    const taking = section(/In progress \(1\)/);
    expect(within(taking).getByRole('link', { name: 'Continue: Data Analyst' }).getAttribute('href')).toBe(`/candidate/interviews/start/${TAKING.interview_id}`);
    const done = section(/Done \(1\)/);
    expect(within(done).getByText('BI Developer')).toBeDefined();
    expect(within(done).getByText('Completed')).toBeDefined();
    expect(within(done).getByText('5 of 5 questions answered · Finished 22 November 2026')).toBeDefined();
    expect(within(done).queryByRole('link')).toBeNull();
    expect(api.requestsTo('GET', INTERVIEW_LIST).at(-1)!.query).toEqual({ page: '0', limit: '50' });
  });

  it('says what to do when there is none, in Arabic too', async () => {
    withInterviews(candidateApi(), []);
    signIn();
    renderApp('/candidate/interviews');
    expect(await screen.findByText('No interviews yet')).toBeDefined();
    await act(() => changeLocale('ar'));
    expect(await screen.findByText('لا توجد مقابلات بعد')).toBeDefined();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
