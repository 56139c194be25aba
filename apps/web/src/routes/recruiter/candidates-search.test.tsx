import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { installFakeApi, reply, type RecordedRequest } from '../../test/fake-api';
import { RECRUITER, signInRecruiter } from '../../test/recruiter-jobs-api';
import { renderApp } from '../../test/render-app';

const SEARCH = '/api/recruiter/advance-search/candidates/';

const layla = {
  id: '6f1c2a4e-0000-4000-8000-000000000001',
  name: 'Layla Haddad',
  current_title: 'Senior Accountant',
  location: 'Riyadh, Saudi Arabia',
  years_of_experience: 12,
  top_skills: ['Accounting', 'Excel'],
  availability: ['on_site'],
  highlights: [
    { field: 'title', segments: [{ text: 'Senior ', match: false }, { text: 'Accountant', match: true }] },
    { field: 'summary', segments: [{ text: 'Keeps the books; ', match: false }, { text: '<img src=x onerror=alert(1)>', match: false }] },
  ],
  is_favorite: false,
};
const omar = {
  id: '6f1c2a4e-0000-4000-8000-000000000002',
  name: 'عمر الزهراني',
  current_title: 'مهندس برمجيات',
  location: 'جدة',
  years_of_experience: 1,
  top_skills: ['بايثون'],
  availability: ['online'],
  highlights: [{ field: 'title', segments: [{ text: 'مهندس', match: true }, { text: ' برمجيات', match: false }] }],
  is_favorite: true,
};

function searchApi(answer: (request: RecordedRequest) => { status: number; body?: unknown }) {
  return installFakeApi()
    .on('GET', '/api/user/', reply(200, { data: RECRUITER }))
    .on('GET', '/api/recruiter/invitations/', reply(200, { data: [] }))
    // The page's second part, the company's own candidates: none yet.
    .on('GET', '/api/recruiter/candidates/', reply(200, { data: { total: 0, results: [], pagination: { page: 0, limit: 10 } } }))
    .on('POST', SEARCH, answer);
}

const page = (results: object[], total = results.length, pageNumber = 0) => reply(200, { data: { total, total_is_lower_bound: total >= 1000, results, pagination: { page: pageNumber, limit: 10 } } });

/**
 * The card's line of facts, and each fact as isolated for the reading direction (an English title beside Arabic
 * words would otherwise take the number after it into its own run).
 */
function factsOf(card: HTMLElement) {
  const line = within(card).getByText((_, element) => element?.tagName === 'P' && (element.textContent ?? '').includes(' · '));
  return { line: line.textContent, isolated: Array.from(line.querySelectorAll('bdi'), (fact) => fact.textContent) };
}

async function openSearch() {
  signInRecruiter();
  const app = renderApp('/recruiter/candidates');
  await screen.findByRole('heading', { level: 1, name: 'Candidates' });
  return app;
}

describe('candidate search', () => {
  it('searches with the filters and shows ranked candidates with the matched words marked, as text', async () => {
    const api = searchApi(() => page([layla, omar]));
    const { user } = await openSearch();
    expect(screen.getByText('Find candidates by their words')).toBeDefined();

    await user.type(screen.getByRole('searchbox', { name: 'Search candidates' }), 'accountant');
    await user.type(screen.getByRole('textbox', { name: 'Minimum years of experience' }), '3');
    await user.click(screen.getByRole('checkbox', { name: 'On site' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const results = await screen.findByRole('list', { name: 'Candidates found' });
    const cards = within(results).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(['Layla Haddad', 'عمر الزهراني']);
    expect(within(cards[0]!).getByRole('link', { name: 'Layla Haddad' }).getAttribute('href')).toBe(`/recruiter/candidates/${layla.id}`);
    expect(factsOf(cards[0]!)).toEqual({ line: 'Senior Accountant · Riyadh, Saudi Arabia · 12 years of experience · On site', isolated: ['Senior Accountant', 'Riyadh, Saudi Arabia', '12 years of experience', 'On site'] });
    expect(within(cards[0]!).getByText('Accountant').tagName).toBe('MARK');
    expect(within(cards[0]!).getByText('Senior').tagName).toBe('SPAN');
    // A candidate's text that looks like markup stays text.
    expect(within(cards[0]!).getByText('<img src=x onerror=alert(1)>')).toBeDefined();
    expect(cards[0]!.querySelector('img')).toBeNull();
    expect(screen.getByText('Candidates found: 2')).toBeDefined();
    expect(api.requestsTo('POST', SEARCH).at(-1)?.body).toEqual({ text: 'accountant', page: 0, limit: 10, min_years: 3, availability: ['on_site'] });
  });

  it('shows the recruiter’s star on each candidate found, and sets it from there', async () => {
    let laylaStarred = false;
    const api = searchApi(() => page([{ ...layla, is_favorite: laylaStarred }, omar])).on('POST', '/api/recruiter/favorite/', (request) => {
      laylaStarred = (request.body as { is_favorite: boolean }).is_favorite;
      return reply(200, { data: { candidate_id: layla.id, job_id: null, is_favorite: laylaStarred } });
    });
    const { user } = await openSearch();
    await user.type(screen.getByRole('searchbox', { name: 'Search candidates' }), 'accountant{Enter}');
    const laylaCard = await screen.findByRole('article', { name: 'Layla Haddad' });
    const omarCard = screen.getByRole('article', { name: 'عمر الزهراني' });
    expect(within(omarCard).getByRole('button', { name: 'Save عمر الزهراني' }).getAttribute('aria-pressed')).toBe('true');
    const laylaStar = within(laylaCard).getByRole('button', { name: 'Save Layla Haddad' });
    expect(laylaStar.getAttribute('aria-pressed')).toBe('false');

    await user.click(laylaStar);
    // The star is overall (no job), set rather than flipped, and the results are read again with it.
    expect(api.requestsTo('POST', '/api/recruiter/favorite/').at(-1)?.body).toEqual({ candidate_id: layla.id, job_id: null, is_favorite: true });
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Layla Haddad' })).getByRole('button', { name: 'Save Layla Haddad' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('asks for words before searching, and says when nothing matched', async () => {
    const api = searchApi(() => page([]));
    const { user } = await openSearch();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter words to search for: a job title, a skill, a degree');
    expect(api.requestsTo('POST', SEARCH)).toHaveLength(0);

    await user.type(screen.getByRole('searchbox', { name: 'Search candidates' }), 'astronaut{Enter}');
    expect(await screen.findByText('No candidates found')).toBeDefined();
  });

  it('pages through the results', async () => {
    const api = searchApi((request) => {
      const body = request.body as { page: number };
      return body.page === 0 ? page([layla], 11) : page([omar], 11, 1);
    });
    const { user } = await openSearch();
    await user.type(screen.getByRole('searchbox', { name: 'Search candidates' }), 'python{Enter}');
    await screen.findByRole('link', { name: 'Layla Haddad' });
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'عمر الزهراني' })).toBeDefined();
    expect(api.requestsTo('POST', SEARCH).at(-1)?.body).toMatchObject({ text: 'python', page: 1 });
  });

  it('says "or more" when the search found more candidates than it ranks', async () => {
    searchApi(() => page([layla], 1000));
    const { user } = await openSearch();
    await user.type(screen.getByRole('searchbox', { name: 'Search candidates' }), 'manager{Enter}');
    expect(await screen.findByText('Candidates found: 1000 or more. Add words or filters to narrow the search')).toBeDefined();
  });

  it('shows a failure with a way to try again', async () => {
    let fail = true;
    searchApi(() => (fail ? reply(500, { message: 'Internal Error. Please try again', code: 'INTERNAL' }) : page([layla])));
    const { user } = await openSearch();
    await user.type(screen.getByRole('searchbox', { name: 'Search candidates' }), 'accountant{Enter}');
    expect(await screen.findByText('Failed to search candidates')).toBeDefined();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Layla Haddad' })).toBeDefined();
  });

  it('works in Arabic, right to left', async () => {
    await changeLocale('ar');
    const api = searchApi(() => page([omar]));
    signInRecruiter();
    const { user } = renderApp('/recruiter/candidates');
    await screen.findByRole('heading', { level: 1, name: 'المرشحون' });
    expect(document.documentElement.dir).toBe('rtl');
    await user.type(screen.getByRole('searchbox', { name: 'البحث عن المرشحين' }), 'مهندس');
    await user.click(screen.getByRole('button', { name: 'بحث' }));
    const card = await screen.findByRole('article', { name: 'عمر الزهراني' });
    expect(within(card).getByText('مهندس').tagName).toBe('MARK');
    expect(factsOf(card)).toEqual({ line: 'مهندس برمجيات · جدة · سنة خبرة واحدة · عن بُعد', isolated: ['مهندس برمجيات', 'جدة', 'سنة خبرة واحدة', 'عن بُعد'] });
    expect(screen.getByText('المرشحون: 1')).toBeDefined();
    expect(api.requestsTo('POST', SEARCH).at(-1)?.headers.lang).toBe('ar');
  });
});
