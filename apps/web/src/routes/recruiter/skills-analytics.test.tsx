import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { renderApp } from '../../test/render-app';
import { anAnalytics, SKILLS_ANALYTICS, skillsAnalyticsApi } from '../../test/skills-analytics-api';

/** Files the page hands to the browser, by name. */
const saved = new Map<string, Blob>();
let lastBlob: Blob | null = null;

beforeAll(() => {
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      lastBlob = blob;
      return 'blob:figures';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download && lastBlob) saved.set(this.download, lastBlob);
  });
});
afterAll(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    // Decoded keeping the byte-order mark, which the file must start with.
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.readAsArrayBuffer(blob);
  });

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

/** A table as the reader sees it: its header row, then each row's cells. */
function tableCells(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** Downloads a figure's CSV with its button and answers the file's rows. */
async function csvOf(user: ReturnType<typeof renderApp>['user'], buttonName: string, fileName: string): Promise<string[][]> {
  saved.delete(fileName);
  await user.click(screen.getByRole('button', { name: buttonName }));
  // Testing Library's waitFor, not Vitest's: it waits inside act(), so the app shell's own timers (Mantine's
  // AppShell ends its resize transition 200 ms after mounting) do not update it outside act() meanwhile.
  await waitFor(() => expect(saved.has(fileName)).toBe(true));
  const text = await readBlob(saved.get(fileName)!);
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parseCsv(text.slice(1));
}

async function openPage() {
  const app = renderApp('/recruiter/skills-analytics');
  await screen.findByRole('heading', { level: 1, name: /Skills analytics|تحليلات المهارات/ });
  return app;
}

describe('the recruiter’s skills analytics', () => {
  it('shows each figure as a chart and a table, small groups as fewer than 5, and every CSV matches its table', async () => {
    const api = skillsAnalyticsApi();
    const { user } = await openPage();
    const topSkills = await screen.findByRole('table', { name: 'Top skills of the candidates' });
    expect(tableCells(topSkills)).toEqual([
      ['Skill', 'Category', 'Candidates'],
      ['Python', 'Programming Languages', '48'],
      ['SQL', 'Programming Languages', '35'],
      ['R, "the language"', 'Programming Languages', 'Fewer than 5'],
    ]);
    expect(screen.getByRole('img', { name: 'Chart: Top skills of the candidates. The numbers are in the table below.' })).toBeDefined();
    expect(screen.getByText('Approved candidates: 120 (locals 70, foreigners 38, not stated 12)')).toBeDefined();
    expect(api.requestsTo('POST', SKILLS_ANALYTICS)[0]?.body).toEqual({ range: 'monthly' });

    expect(tableCells(screen.getByRole('table', { name: 'Locals and foreigners by top skill' }))).toEqual([
      ['Skill', 'Candidates', 'Locals', 'Foreigners', 'Not stated'],
      ['Python', '48', '30', '12', '6'],
      ['SQL', '35', '20', 'Fewer than 5', '11'],
    ]);
    expect(tableCells(screen.getByRole('table', { name: 'Top skills over time (Monthly)' }))).toEqual([
      ['Period starting', 'Python', 'SQL'],
      ['September 2026', '40', 'Fewer than 5'],
      ['October 2026', '42', '31'],
      ['November 2026', '44', '32'],
    ]);
    // The trend split by side (decision 0094): each period's holders of each followed skill.
    expect(tableCells(screen.getByRole('table', { name: 'The followed skills by locals and foreigners' }))).toEqual([
      ['Period starting', 'Skill', 'Candidates', 'Locals', 'Foreigners', 'Not stated'],
      ['September 2026', 'Python', '40', '25', '10', '5'],
      ['September 2026', 'SQL', 'Fewer than 5', 'Fewer than 5', 'Fewer than 5', '0'],
      ['October 2026', 'Python', '42', '26', '11', '5'],
      ['October 2026', 'SQL', '31', '27', 'Fewer than 5', 'Fewer than 5'],
      ['November 2026', 'Python', '44', '27', '12', '5'],
      ['November 2026', 'SQL', '32', '28', 'Fewer than 5', 'Fewer than 5'],
    ]);
    expect(screen.getByText('End of November 2026')).toBeDefined();
    expect(tableCells(screen.getByRole('table', { name: 'By sector' }))).toEqual([
      ['Sector', 'Candidates', 'Locals', 'Foreigners', 'Not stated'],
      ['Technology', '60', '40', '15', '5'],
      ['Healthcare', 'Fewer than 5', 'Fewer than 5', 'Fewer than 5', 'Fewer than 5'],
    ]);
    expect(tableCells(screen.getByRole('table', { name: "Your company's jobs" }))).toEqual([
      ['Skill', 'Jobs', 'Jobs where it is a must-have'],
      ['Python', '2', '1'],
    ]);
    expect(screen.getByText('9 published jobs')).toBeDefined();
    expect(tableCells(screen.getByRole('table', { name: 'The gap: most asked for, least held' }))).toEqual([
      ['Skill', 'Share of jobs', 'Share of candidates', 'Gap (points)', 'Your jobs', 'Candidates', 'Locals', 'Foreigners', 'Not stated', 'Courses'],
      ['Docker', '44%', '0%', '44', '0', '0', '0', '0', '0', 'Docker for Beginners; Containers, Explained'],
    ]);
    expect(screen.getByRole('link', { name: 'Docker for Beginners' }).getAttribute('href')).toBe('https://example.com/docker');

    const figures: Array<[string, string]> = [
      ['Top skills of the candidates', 'top-skills.csv'],
      ['Locals and foreigners by top skill', 'locals-and-foreigners.csv'],
      ['Top skills over time (Monthly)', 'top-skills-monthly.csv'],
      ['The followed skills by locals and foreigners', 'top-skills-monthly-locals-and-foreigners.csv'],
      ['By skill category', 'skill-categories.csv'],
      ['By sector', 'skill-sectors.csv'],
      ["Your company's jobs", 'company-demand.csv'],
      ['All jobs on the portal', 'portal-demand.csv'],
      ['The gap: most asked for, least held', 'skills-gap.csv'],
    ];
    for (const [title, fileName] of figures) {
      const rows = await csvOf(user, `Download ${title} as CSV`, fileName);
      expect(rows).toEqual(tableCells(screen.getByRole('table', { name: title })));
    }
  });

  it('switches to weeks: asks the server for the weekly range and shows each week by its Monday', async () => {
    const api = skillsAnalyticsApi();
    const { user } = await openPage();
    await screen.findByRole('table', { name: 'Top skills over time (Monthly)' });
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    const weekly = await screen.findByRole('table', { name: 'Top skills over time (Weekly)' });
    expect(tableCells(weekly).map((row) => row[0])).toEqual(['Period starting', '2 Nov 2026', '9 Nov 2026', '16 Nov 2026', '23 Nov 2026']);
    expect(api.requestsTo('POST', SKILLS_ANALYTICS).at(-1)?.body).toEqual({ range: 'weekly' });
    expect(await csvOf(user, 'Download Top skills over time (Weekly) as CSV', 'top-skills-weekly.csv')).toEqual(tableCells(weekly));
  });

  it('takes its filters from the address, sends them, and names the CSV files after them', async () => {
    const api = skillsAnalyticsApi((range, request) => {
      const plain = anAnalytics(range);
      // One group: no split anywhere, the trend of that group alone.
      return anAnalytics(range, {
        filters: { sector: request.sector ?? null, category: request.category ?? null, nationality: request.nationality ?? null, company_id: null },
        supply: {
          ...plain.supply,
          pool: 70,
          pool_workforce: null,
          top_skills: plain.supply.top_skills.map((row) => ({ ...row, workforce: null })),
          sectors: plain.supply.sectors.map((row) => ({ ...row, workforce: null })),
          trend: plain.supply.trend.map((skill) => ({ ...skill, points: skill.points.map((point) => ({ ...point, workforce: null })) })),
        },
      });
    });
    const app = renderApp('/recruiter/skills-analytics?range=weekly&sector=technology&nationality=local');
    const { user, router } = app;
    await screen.findByRole('table', { name: 'Top skills of the candidates' });
    expect(api.requestsTo('POST', SKILLS_ANALYTICS)[0]?.body).toEqual({ range: 'weekly', sector: 'technology', nationality: 'local' });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sector' }).value).toBe('technology');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Locals or foreigners' }).value).toBe('local');
    // Only the sector's categories are offered.
    const categories = screen.getByRole('combobox', { name: 'Skill category' });
    expect(within(categories).getAllByRole('option').map((option) => option.textContent)).toEqual(['All categories', 'Programming Languages']);
    expect(screen.getByText(/count Locals only/)).toBeDefined();
    expect(screen.getByText('Demand counts published jobs, which have no nationality: it is the same whichever group is chosen.')).toBeDefined();
    // One group: no split of the trend to show.
    expect(screen.queryByRole('table', { name: 'The followed skills by locals and foreigners' })).toBeNull();

    await user.selectOptions(categories, 'programming-languages');
    // The address changes first, then the page asks again with it.
    await screen.findByDisplayValue('Programming Languages');
    await waitFor(() =>
      expect(api.requestsTo('POST', SKILLS_ANALYTICS).at(-1)?.body).toEqual({
        range: 'weekly',
        sector: 'technology',
        category: 'programming-languages',
        nationality: 'local',
      }),
    );
    expect(router.state.location.search).toBe('?range=weekly&sector=technology&nationality=local&category=programming-languages');
    const topSkills = screen.getByRole('table', { name: 'Top skills of the candidates' });
    expect(await csvOf(user, 'Download Top skills of the candidates as CSV', 'top-skills-technology-programming-languages-local.csv')).toEqual(tableCells(topSkills));

    // Another sector lets the category go; "Everyone" removes the group.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'healthcare');
    await screen.findByDisplayValue('Healthcare');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Locals or foreigners' }), '');
    await screen.findByDisplayValue('Everyone');
    await waitFor(() => expect(api.requestsTo('POST', SKILLS_ANALYTICS).at(-1)?.body).toEqual({ range: 'weekly', sector: 'healthcare' }));
    expect(router.state.location.search).toBe('?range=weekly&sector=healthcare');
  });

  it('reads in Arabic, right to left, and its CSV files match the Arabic tables', async () => {
    await act(() => changeLocale('ar'));
    skillsAnalyticsApi();
    const { user } = await openPage();
    expect(document.documentElement.dir).toBe('rtl');
    const topSkills = await screen.findByRole('table', { name: 'أكثر مهارات المرشحين' });
    expect(tableCells(topSkills)[0]).toEqual(['المهارة', 'الفئة', 'المرشحون']);
    expect(tableCells(topSkills)[3]?.[2]).toBe('أقل من 5');
    expect(screen.getByText('المرشحون المعتمدون: 120 (المواطنون 70، الأجانب 38، غير مذكورة 12)')).toBeDefined();
    const trend = screen.getByRole('table', { name: 'أكثر المهارات عبر الزمن (شهري)' });
    expect(tableCells(trend)[1]?.[0]).toMatch(/سبتمبر 2026/);
    expect(await csvOf(user, 'تنزيل أكثر مهارات المرشحين بصيغة CSV', 'top-skills.csv')).toEqual(tableCells(topSkills));
    expect(await csvOf(user, 'تنزيل أكثر المهارات عبر الزمن (شهري) بصيغة CSV', 'top-skills-monthly.csv')).toEqual(tableCells(trend));
    const split = screen.getByRole('table', { name: 'المهارات المتابَعة بين المواطنين والأجانب' });
    expect(tableCells(split)[0]).toEqual(['بداية الفترة', 'المهارة', 'المرشحون', 'المواطنون', 'الأجانب', 'غير مذكورة']);
    expect(await csvOf(user, 'تنزيل المهارات المتابَعة بين المواطنين والأجانب بصيغة CSV', 'top-skills-monthly-locals-and-foreigners.csv')).toEqual(tableCells(split));
    const groups = screen.getByRole('combobox', { name: 'المواطنون أو الأجانب' });
    expect(within(groups).getAllByRole('option').map((option) => option.textContent)).toEqual(['الجميع', 'المواطنون', 'الأجانب', 'غير مذكورة']);
    expect(screen.getByRole('combobox', { name: 'القطاع' })).toBeDefined();
    const gap = screen.getByRole('table', { name: 'الفجوة: الأكثر طلبًا والأقل توفرًا' });
    expect(await csvOf(user, 'تنزيل الفجوة: الأكثر طلبًا والأقل توفرًا بصيغة CSV', 'skills-gap.csv')).toEqual(tableCells(gap));
  });

  it('says so when there is nothing to show yet, and leaves out locals and foreigners when nationality is not known', async () => {
    const empty = anAnalytics('monthly');
    skillsAnalyticsApi(() => ({
      ...empty,
      supply: { ...empty.supply, pool: 'fewer_than_5', pool_workforce: null, top_skills: [], categories: [], sectors: [], trend: [] },
      demand: { company_jobs: 0, portal_jobs: 0, company: [], portal: [] },
      gap: [],
    }));
    await openPage();
    expect(await screen.findByText('Your company has no published job with skills yet.')).toBeDefined();
    expect(screen.getByText('No skill is asked for more than candidates hold it.')).toBeDefined();
    expect(screen.getByText('Approved candidates: Fewer than 5')).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Locals and foreigners by top skill' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Download Top skills of the candidates/ })).toBeNull();
  });

  it('writes a sentence instead of an empty chart when every group is fewer than 5', async () => {
    const small = anAnalytics('monthly');
    skillsAnalyticsApi(() => ({
      ...small,
      supply: { ...small.supply, sectors: [{ id: 'healthcare', name: 'Healthcare', holders: 'fewer_than_5', workforce: null }] },
    }));
    await openPage();
    const sectors = (await screen.findByRole('table', { name: 'By sector' })).closest('section')!;
    expect(within(sectors).getByText(/Every group here is fewer than 5 people or empty/)).toBeDefined();
    const topSkills = screen.getByRole('table', { name: 'Top skills of the candidates' }).closest('section')!;
    expect(within(topSkills).queryByText(/Every group here is fewer than 5 people/)).toBeNull();
  });
});
