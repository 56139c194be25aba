import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import {
  anEmployee,
  employeesApi,
  IMPORT_EMPLOYEES,
  INVITE_EMPLOYEE,
  INVITE_TALENT_MANAGER,
} from '../../test/employees-api';
import { fill, renderApp } from '../../test/render-app';

async function openEmployees() {
  const app = renderApp('/recruiter/employees');
  await screen.findByRole('heading', { level: 1, name: 'Employees' });
  return app;
}

const csvFile = (text: string) => new File([text], 'employees.csv', { type: 'text/csv' });
// Mantine's FileInput is a button over a hidden file input: the file goes to the input.
const csvInput = () =>
  screen.getByRole('region', { name: 'Import from a CSV file' }).querySelector<HTMLInputElement>('input[type="file"]')!;

describe('the recruiter’s employees page', () => {
  it('lists the company’s employees with their status, skills and best job, and opens one’s matches, gaps and courses', async () => {
    employeesApi([
      anEmployee(),
      anEmployee({
        id: 'e-omar',
        name: 'Omar Haddad',
        email: 'omar@nakheel.example',
        source: 'invitation',
        skills: [],
        best_match: null,
      }),
    ]);
    const { user } = await openEmployees();
    const reem = await screen.findByRole('article', { name: 'Reem Al-Saud' });
    expect(within(reem).getByText('Imported')).toBeDefined();
    expect(within(reem).getByText('Power BI')).toBeDefined();
    expect(within(reem).getByText('Best fit: Data Analyst')).toBeDefined();
    expect(within(reem).getByLabelText('Match 86%')).toBeDefined();
    const omar = screen.getByRole('article', { name: 'Omar Haddad' });
    expect(within(omar).getByText('Invited')).toBeDefined();
    expect(within(omar).getByText('No job fits yet')).toBeDefined();
    expect(screen.getByText('2 employees')).toBeDefined();

    await user.click(within(reem).getByRole('button', { name: 'View matches' }));
    const drawer = await screen.findByRole('dialog', { name: 'Reem Al-Saud: jobs at your company' });
    const job = await within(drawer).findByRole('article', { name: 'Data Analyst' });
    expect(within(job).getByText('Statistics (must-have)')).toBeDefined();
    expect(within(job).getByText('Has 2 of the 3 skills the job asks for')).toBeDefined();
    expect(within(drawer).getByRole('link', { name: 'Statistics for Data Analysis' }).getAttribute('href')).toBe(
      'https://example.com/stats',
    );
  });

  it('imports a CSV file and lists the new employees; a refused file shows every problem by line', async () => {
    const api = employeesApi([]);
    const { user } = await openEmployees();
    expect(await screen.findByText('No employees yet')).toBeDefined();

    await user.upload(csvInput(), csvFile('name,email,title,skills\n,x@a.example,,\nBad,not-an-email,,'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const problems = await screen.findByRole('table', { name: 'Problems in the file' });
    expect(screen.getByText('Nothing was imported: fix the rows listed and try again')).toBeDefined();
    const rows = within(problems)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['3', 'Name', 'The name is missing'],
      ['4', 'E-mail', 'The e-mail address is not valid'],
    ]);
    expect(screen.getByText('2 problems to fix:')).toBeDefined();

    await user.upload(csvInput(), csvFile('name,email,title,skills\nBad,not-an-email,many-problems,'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText(
        '140 problems to fix: The first 2 are listed; fix them and import again to see the rest.',
      ),
    ).toBeDefined();

    await user.upload(csvInput(), csvFile('name,email,title,skills\nنورة القحطاني,noura@a.example,محللة بيانات,SQL'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Employees imported: 1')).toBeDefined();
    expect(await screen.findByRole('article', { name: 'نورة القحطاني' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe(
      'Matches are being updated after the latest change; this page refreshes by itself.',
    );
    expect(screen.queryByRole('table', { name: 'Problems in the file' })).toBeNull();
    expect(api.requestsTo('POST', IMPORT_EMPLOYEES).at(-1)?.body).toEqual({
      csv: 'name,email,title,skills\nنورة القحطاني,noura@a.example,محللة بيانات,SQL',
    });
  });

  it('invites an employee; a recruiter does not see the talent-manager invitation', async () => {
    const api = employeesApi([]);
    const { user } = await openEmployees();
    expect(screen.queryByRole('heading', { name: 'Invite your talent manager' })).toBeNull();
    const invite = screen.getByRole('heading', { name: 'Invite an employee' }).closest('section')!;
    await fill(user, within(invite).getByLabelText(/E-mail/), 'faisal@nakheel.example');
    await fill(user, within(invite).getByLabelText('Name'), 'Faisal');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to the employee')).toBeDefined();
    expect(api.requestsTo('POST', INVITE_EMPLOYEE)[0]?.body).toEqual({
      email: 'faisal@nakheel.example',
      name: 'Faisal',
    });
    expect(await screen.findByRole('article', { name: 'Faisal' })).toBeDefined();
  });

  it('lets a recruiter admin invite the company’s talent manager', async () => {
    const adminApi = employeesApi([], { role: 'recruiter admin' });
    const admin = await openEmployees();
    const card = (await screen.findByRole('heading', { name: 'Invite your talent manager' })).closest('section')!;
    await fill(admin.user, within(card).getByLabelText(/E-mail/), 'talent@nakheel.example');
    await admin.user.click(within(card).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to the talent manager')).toBeDefined();
    expect(adminApi.requestsTo('POST', INVITE_TALENT_MANAGER)[0]?.body).toEqual({ email: 'talent@nakheel.example' });
  });

  it('reads right to left in Arabic', async () => {
    employeesApi();
    await changeLocale('ar');
    renderApp('/recruiter/employees');
    await screen.findByRole('heading', { level: 1, name: 'الموظفون' });
    expect(document.documentElement.dir).toBe('rtl');
    const reem = await screen.findByRole('article', { name: 'Reem Al-Saud' });
    expect(within(reem).getByText('مستورد')).toBeDefined();
    expect(within(reem).getByRole('button', { name: 'عرض التطابقات' })).toBeDefined();
    await waitFor(() => expect(screen.getByText('موظف واحد')).toBeDefined());
  });
});
