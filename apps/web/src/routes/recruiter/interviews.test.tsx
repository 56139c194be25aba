import { act, screen, waitFor, within } from '@testing-library/react';
import { changeLocale } from '../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { aFullInterview, anInterview, INTERVIEW_LIST, withInterviews } from '../../test/interviews-api';
import { aRecruiterJob, recruiterJobsApi, signInRecruiter } from '../../test/recruiter-jobs-api';
import { reply } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { aUser } from '../../test/users';

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
    // The cards read the one setting they need (the settings card below reads them all).
    expect(api.requestsTo('GET', '/api/user/company/settings').map((request) => request.query)).toContainEqual({ settings: 'redo_allowed' });
    expect(screen.queryByRole('button', { name: 'Redo: Omar Nasser' })).toBeNull();
    await act(() => changeLocale('ar'));
    expect(await screen.findByRole('button', { name: 'حذف: Omar Nasser' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'إعادة: Omar Nasser' })).toBeNull();
  });

  describe('the interview settings', () => {
    /** The company's settings as the server keeps them: a PATCH changes what it names, and only a recruiter admin's. */
    const withSettings = (api: ReturnType<typeof recruiterJobsApi>, role: 'recruiter' | 'recruiter admin') => {
      let saved = { redo_allowed: false, typed_answers_allowed: true };
      api.on('GET', '/api/user/', reply(200, { data: aUser({ role_name: role, role_id: role === 'recruiter' ? 2 : 3 }) }));
      api.on('GET', '/api/user/company/settings', (request) => {
        const names = request.query.settings;
        const named = names === undefined ? saved : Object.fromEntries([names].flat().map((name) => [name, saved[name as keyof typeof saved]]));
        return reply(200, { data: named });
      });
      api.on('PATCH', '/api/user/company/settings', (request) => {
        if (role !== 'recruiter admin') return reply(403, { message: 'Only recruiter admins change company settings', code: 'FORBIDDEN' });
        saved = { ...saved, ...(request.body as Partial<typeof saved>) };
        return reply(200, { data: saved, message: 'Settings saved' });
      });
      return api;
    };

    it('lets the recruiter admin turn redo on, saved, and the finished interview then offers a redo', async () => {
      const api = withSettings(withInterviews(recruiterJobsApi([JOB, OTHER_JOB]), INTERVIEWS.slice(0, 1)), 'recruiter admin');
      signInRecruiter();
      const { user } = renderApp('/recruiter/interviews');
      const card = (await screen.findByRole('heading', { name: 'Interview settings' })).closest('section')!;
      const redo = await within(card).findByRole<HTMLInputElement>('switch', { name: /^Allow redoing an interview/ });
      const typed = within(card).getByRole<HTMLInputElement>('switch', { name: /^Allow typed answers/ });
      expect(redo.checked).toBe(false);
      expect(typed.checked).toBe(true);
      expect(screen.queryByRole('button', { name: 'Redo: Omar Nasser' })).toBeNull();

      await user.click(redo);
      expect(await screen.findByText('Settings saved')).toBeDefined();
      expect(api.requestsTo('PATCH', '/api/user/company/settings').map((request) => request.body)).toEqual([{ redo_allowed: true }]);
      await waitFor(() => expect(within(card).getByRole<HTMLInputElement>('switch', { name: /^Allow redoing an interview/ }).checked).toBe(true));
      expect(await screen.findByRole('button', { name: 'Redo: Omar Nasser' })).toBeDefined();

      await user.click(within(card).getByRole('switch', { name: /^Allow typed answers/ }));
      await waitFor(() => expect(within(card).getByRole<HTMLInputElement>('switch', { name: /^Allow typed answers/ }).checked).toBe(false));
      expect(api.requestsTo('PATCH', '/api/user/company/settings').at(-1)?.body).toEqual({ typed_answers_allowed: false });
      expect(within(card).queryByText('Only recruiter admins change these settings.')).toBeNull();
    });

    it('shows a recruiter the settings without a way to change them, in Arabic too', async () => {
      const api = withSettings(withInterviews(recruiterJobsApi([JOB, OTHER_JOB]), INTERVIEWS.slice(0, 1)), 'recruiter');
      signInRecruiter();
      const { user } = renderApp('/recruiter/interviews');
      const card = (await screen.findByRole('heading', { name: 'Interview settings' })).closest('section')!;
      const redo = await within(card).findByRole<HTMLInputElement>('switch', { name: /^Allow redoing an interview/ });
      expect(redo.disabled).toBe(true);
      expect(within(card).getByRole<HTMLInputElement>('switch', { name: /^Allow typed answers/ }).disabled).toBe(true);
      expect(within(card).getByText('Only recruiter admins change these settings.')).toBeDefined();
      await user.click(redo);
      expect(redo.checked).toBe(false);
      expect(api.requestsTo('PATCH', '/api/user/company/settings')).toEqual([]);

      await act(() => changeLocale('ar'));
      const arabic = (await screen.findByRole('heading', { name: 'إعدادات المقابلات' })).closest('section')!;
      expect(within(arabic).getByRole('switch', { name: /^السماح بإعادة المقابلة/ })).toBeDefined();
      expect(within(arabic).getByText('يغيّر مشرفو التوظيف وحدهم هذه الإعدادات.')).toBeDefined();
      expect(document.documentElement.dir).toBe('rtl');
    });
  });
});
