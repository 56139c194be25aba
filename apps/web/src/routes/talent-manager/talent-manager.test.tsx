import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { ANALYST_JOB, NURSE_JOB, talentManagerApi } from '../../test/employees-api';
import { currentPath, renderApp } from '../../test/render-app';

describe("the talent manager's area", () => {
  it('the dashboard shows the best employees per job, the gaps most of them share and the courses that close them', async () => {
    talentManagerApi();
    renderApp('/talent-manager/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const analyst = await screen.findByRole('article', { name: 'Data Analyst' });
    expect(within(analyst).getByText('3 employees fit')).toBeDefined();
    // The place named in the reader's language, not the job's country code.
    expect(within(analyst).getByText('Riyadh, Saudi Arabia · Hybrid')).toBeDefined();
    const best = within(analyst).getByRole('list', { name: 'Best employees for Data Analyst' });
    expect(within(best).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['86%Reem Al-Saud', '55%نورة القحطاني']);
    expect(within(screen.getByRole('article', { name: 'Registered Nurse' })).getByText('No employee fits this job yet')).toBeDefined();
    expect(within(screen.getByRole('article', { name: 'Registered Nurse' })).getByText('On site')).toBeDefined();
    expect(screen.getByText('8 employees matched against your published jobs.')).toBeDefined();
    const gaps = screen.getByRole('heading', { name: 'Skill gaps across the workforce' }).closest('section')!;
    expect(within(gaps).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Statisticsmust-have4 employees', 'Python2 employees']);
    expect(screen.getByRole('link', { name: 'Statistics for Data Analysis' })).toBeDefined();
  });

  it('lists the jobs and opens one with its employees ranked, matched skills and gaps', async () => {
    talentManagerApi();
    const { user, router } = renderApp('/talent-manager/jobs');
    await screen.findByRole('heading', { level: 1, name: 'Jobs' });
    await user.click(await screen.findByRole('link', { name: 'Data Analyst' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/talent-manager/jobs/${ANALYST_JOB}`));
    const ranked = await screen.findAllByRole('article', { name: /Reem Al-Saud|نورة القحطاني/ });
    expect(ranked.map((card) => card.getAttribute('aria-label'))).toEqual(['Reem Al-Saud', 'نورة القحطاني']);
    expect(within(ranked[0]!).getByText('Statistics (must-have)')).toBeDefined();
    expect(within(ranked[0]!).getByLabelText('Match 86%')).toBeDefined();
    expect(screen.getByRole('navigation', { name: /breadcrumb/i })).toBeDefined();
  });

  it('says so when a job is not the company’s', async () => {
    talentManagerApi();
    renderApp(`/talent-manager/jobs/${NURSE_JOB}`);
    expect(await screen.findByText('This job could not be found.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to jobs' }).getAttribute('href')).toBe('/talent-manager/jobs');
  });

  it('reads right to left in Arabic', async () => {
    talentManagerApi();
    await changeLocale('ar');
    renderApp('/talent-manager/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'لوحة التحكم' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByText('أفضل التطابقات الداخلية لكل وظيفة')).toBeDefined();
    expect(screen.getByText('لا يناسب هذه الوظيفة موظف بعد')).toBeDefined();
  });
});
