import { act, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@masar/shared/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { candidateApi, signIn } from '../../../test/candidate-api';
import { reply, type FakeApi } from '../../../test/fake-api';
import { currentPath, renderApp } from '../../../test/render-app';
import { changeLocale } from '../../../lib/i18n';

const COUNT = '/api/user/notifications/count/';
const LIST = '/api/user/notifications/list/';
const SEEN = '/api/user/notifications/seen/';
const STREAM = '/api/user/notifications/stream/';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function aNotification(overrides: Partial<Notification>): Notification {
  return {
    id: crypto.randomUUID(),
    kind: 'poke',
    params: {},
    link: null,
    is_read: false,
    created_at: minutesAgo(5),
    ...overrides,
  };
}

/** One of each kind, newest first: what the sentences are written from. */
const EVERY_KIND: Notification[] = [
  aNotification({
    kind: 'poke',
    params: { company_name: 'Riyadh Care', job_title: 'Staff Nurse' },
    link: '/candidate/jobs/view/5b1f7c2e-8d4a-4f6b-9c3e-000000000001',
  }),
  aNotification({
    kind: 'poke-answer',
    params: { candidate_name: 'Omar Saleh', job_title: 'Pharmacist', answer: 'interested' },
  }),
  aNotification({
    kind: 'poke-answer',
    params: { candidate_name: 'Sara Ali', job_title: 'Pharmacist', answer: 'not_interested' },
  }),
  aNotification({
    kind: 'application',
    params: { candidate_name: 'Omar Saleh', job_title: 'Surgeon' },
    is_read: true,
    created_at: minutesAgo(120),
  }),
  aNotification({
    kind: 'approval',
    params: { role: 'individual' },
    is_read: true,
    created_at: minutesAgo(3 * 24 * 60),
  }),
  aNotification({
    kind: 'decline',
    params: { role: 'individual', reason: 'The resume is not readable' },
    is_read: true,
  }),
];

const list = (results: Notification[]) =>
  reply(200, { data: { total: results.length, results, pagination: { page: 0, limit: 20 } } });

/** An event stream the test writes to, as the server would. */
function liveStream(api: FakeApi) {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  api.on('GET', STREAM, reply(200, body));
  return {
    send: (count: number) =>
      controller!.enqueue(new TextEncoder().encode(`event: unread\ndata: {"count":${count}}\n\n: keep-alive\n\n`)),
  };
}

async function openDashboard() {
  signIn();
  const app = renderApp('/candidate/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return app;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the notification bell', () => {
  it('polls the count every 45 seconds, loads the latest 20 once something is unread, and toasts the new one', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = candidateApi();
    let unread = 0;
    api.on('GET', COUNT, () => reply(200, { data: { count: unread } }));
    api.on('GET', LIST, list(EVERY_KIND.slice(0, 1)));
    await openDashboard();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeDefined();
    expect(api.requestsTo('GET', COUNT)).toHaveLength(1);
    expect(api.requestsTo('GET', LIST)).toHaveLength(0);

    unread = 1;
    act(() => void vi.advanceTimersByTime(44_000));
    expect(api.requestsTo('GET', COUNT)).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeDefined();
    expect(api.requestsTo('GET', COUNT)).toHaveLength(2);
    await waitFor(() => expect(api.requestsTo('GET', LIST)[0]?.query).toEqual({ page: '0', limit: '20' }));
    // Spec §8: the new notification shows as a toast.
    expect(await screen.findByText('Riyadh Care invited you to consider Staff Nurse')).toBeDefined();
  });

  it('takes the count from the live stream at once, without waiting for the poll', async () => {
    const api = candidateApi();
    const stream = liveStream(api);
    api.on('GET', LIST, list(EVERY_KIND.slice(0, 3)));
    await openDashboard();
    await waitFor(() => expect(api.requestsTo('GET', STREAM)[0]?.headers.token).toBe('access-1'));
    act(() => stream.send(3));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeDefined();
    act(() => stream.send(0));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeDefined();
    expect(api.requestsTo('GET', COUNT)).toHaveLength(1);
  });

  it('lists a sentence per kind with its time, opens a link and marks it read, and marks all read', async () => {
    const api = candidateApi();
    api.on('GET', COUNT, reply(200, { data: { count: 3 } }));
    api.on('GET', LIST, list(EVERY_KIND));
    api.on('POST', SEEN, reply(200, { data: { count: 0 }, message: 'Marked as read' }));
    const { user, router } = await openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByRole('dialog');
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Riyadh Care invited you to consider Staff Nurse5 minutes ago',
      'Omar Saleh is interested in Pharmacist5 minutes ago',
      'Sara Ali is not interested in Pharmacist5 minutes ago',
      'Omar Saleh applied to Surgeon2 hours ago',
      'Your account is approved. Welcome to Masar3 days ago',
      'Your account was not approved: The resume is not readable5 minutes ago',
    ]);
    // The unread ones say so to a screen reader.
    expect(within(panel).getByRole('button', { name: 'Unread: Omar Saleh is interested in Pharmacist' })).toBeDefined();

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.requestsTo('POST', SEEN).map((request) => request.body)).toEqual([{ all: true }]));

    await user.click(within(panel).getByRole('button', { name: /Riyadh Care invited you/ }));
    await waitFor(() => expect(currentPath(router)).toBe('/candidate/jobs/view/5b1f7c2e-8d4a-4f6b-9c3e-000000000001'));
    expect(api.requestsTo('POST', SEEN)[1]?.body).toEqual({ ids: [EVERY_KIND[0]!.id] });
  });

  it('writes the sentences in Arabic, right to left', async () => {
    const api = candidateApi();
    api.on('GET', COUNT, reply(200, { data: { count: 2 } }));
    api.on('GET', LIST, list(EVERY_KIND));
    await changeLocale('ar');
    signIn();
    const { user } = renderApp('/candidate/dashboard');
    await user.click(await screen.findByRole('button', { name: 'الإشعارات، إشعاران غير مقروءين' }));
    const panel = await screen.findByRole('dialog');
    const sentences = (await within(panel).findAllByRole('listitem')).map(
      (item) => item.querySelector('p')?.textContent,
    );
    expect(sentences).toEqual([
      'دعتك Riyadh Care للنظر في وظيفة Staff Nurse',
      'Omar Saleh مهتم بوظيفة Pharmacist',
      'Sara Ali غير مهتم بوظيفة Pharmacist',
      'تقدّم Omar Saleh لوظيفة Surgeon',
      'تمت الموافقة على حسابك. مرحبًا بك في مسار',
      'لم تتم الموافقة على حسابك: The resume is not readable',
    ]);
    expect(within(panel).getByRole('heading', { name: 'الإشعارات' })).toBeDefined();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
