/**
 * The interview room's streaming avatar end to end (decision 0085), in Debian's Chromium: the web's
 * `chooseAvatarDriver` (built by Vite for the page, as the room will import it) → Masar's avatar routes →
 * the streaming adapter with its key → a local provider that speaks the `streaming.*` contract and whose
 * WebRTC peer is a second Chromium page sending a drawn video. The room's page receives that video over a
 * real RTCPeerConnection, speaks a question, and closes; when the provider fails, the built-in avatar opens.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { interviews } from '../../server/src/db/schema/interviews.ts';
import { jobs } from '../../server/src/db/schema/jobs.ts';
import { users } from '../../server/src/db/schema/accounts.ts';
import { startFakeAvatarProvider, type FakeAvatarProvider } from '../../server/test/helpers/fake-avatar-provider.ts';
import type { chooseAvatarDriver } from '../src/features/interviews/avatar/choose-avatar-driver.ts';
import { hasChromium } from './support/browser.ts';
import { setUpJourneys } from './support/journey.ts';
import { localeWords } from '../build-tools/locale-words.ts';

const API_KEY = 'avatar-journey-key-5d1e8b';
const SARA = { email: 'sara@masar.demo', password: 'Masar#Sara26' };
let provider: FakeAvatarProvider | undefined;
let providerPage: Page | undefined;

const journey = setUpJourneys({
  env: async () => {
    provider = await startFakeAvatarProvider(API_KEY, {
      peer: {
        offer: async () => (await page().evaluate(() => (window as unknown as ProviderWindow).provider.offer())),
        answer: async (_session, sdp) => page().evaluate((answer) => (window as unknown as ProviderWindow).provider.answer(answer), sdp),
        candidate: async (_session, candidate) => page().evaluate((init) => (window as unknown as ProviderWindow).provider.candidate(init as RTCIceCandidateInit), candidate),
      },
    });
    return { AVATAR_PROVIDER: 'streaming', AVATAR_API_URL: `${provider.url}/v1`, AVATAR_API_KEY: API_KEY, AVATAR_ID: 'journey-avatar' };
  },
});
afterAll(async () => {
  await provider?.close();
});

function page(): Page {
  if (!providerPage) throw new Error('The provider page is not open');
  return providerPage;
}

/** What the built modules put on the room page's window (Vite's iife, named avatarModules). */
interface AvatarModulesWindow {
  avatarModules: { chooseAvatarDriver: typeof chooseAvatarDriver };
}

interface ProviderWindow {
  provider: { offer(): Promise<string>; answer(sdp: string): Promise<void>; candidate(init: RTCIceCandidateInit): Promise<void> };
}

/** The provider's side: a canvas drawn 20 times a second, sent over a peer connection that offers with its candidates. */
async function openProviderPage(): Promise<void> {
  const context = await journey.browser.newContext();
  providerPage = await context.newPage();
  await providerPage.route('http://provider.test/', (route) => route.fulfill({ contentType: 'text/html', body: '<canvas id="face" width="64" height="48"></canvas>' }));
  await providerPage.goto('http://provider.test/');
  await providerPage.evaluate(() => {
    const canvas = document.getElementById('face') as HTMLCanvasElement;
    const drawing = canvas.getContext('2d')!;
    setInterval(() => {
      drawing.fillStyle = `hsl(${Date.now() % 360}, 70%, 50%)`;
      drawing.fillRect(0, 0, 64, 48);
    }, 50);
    const stream = canvas.captureStream(20);
    let peer: RTCPeerConnection;
    (window as unknown as ProviderWindow).provider = {
      async offer() {
        peer = new RTCPeerConnection({ iceServers: [] });
        for (const track of stream.getTracks()) peer.addTrack(track, stream);
        await peer.setLocalDescription(await peer.createOffer());
        // The contract sends no candidates of the provider's: they travel in the offer, gathered first.
        if (peer.iceGatheringState !== 'complete') {
          await new Promise<void>((resolve) => {
            peer.addEventListener('icegatheringstatechange', () => {
              if (peer.iceGatheringState === 'complete') resolve();
            });
          });
        }
        return peer.localDescription!.sdp;
      },
      async answer(sdp) {
        await peer.setRemoteDescription({ type: 'answer', sdp });
      },
      async candidate(init) {
        if (init.candidate) await peer.addIceCandidate(init);
      },
    };
  });
}

/** The web's avatar modules as Vite builds them, for a page of the app's origin to load. */
async function buildAvatarModules(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: new URL('..', import.meta.url).pathname,
    // The modules reach the app's words (through the API client), which the build cuts into parts.
    plugins: [localeWords()],
    build: { write: false, minify: false, lib: { entry: new URL('../src/features/interviews/avatar/choose-avatar-driver.ts', import.meta.url).pathname, formats: ['iife'], name: 'avatarModules' } },
  });
  const output = (Array.isArray(result) ? result[0]! : (result as Rolldown.RolldownOutput)).output;
  return output[0].code;
}

/** The candidate's room page: the app's origin, signed in, with the avatar modules loaded. */
async function openRoom(modules: string): Promise<Page> {
  const login = await journey.server.app.inject({ method: 'POST', url: '/api/user/auth/login-user/', payload: SARA });
  const token = login.json<{ data: { token: string } }>().data.token;
  // The modules come in as a script tag, which the app's CSP (script-src 'self') would refuse.
  const context = await journey.browser.newContext({ bypassCSP: true });
  const room = await context.newPage();
  await room.goto(`${journey.server.url}/api/user/roles/list/`);
  await room.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
  await room.addScriptTag({ content: modules });
  return room;
}

const QUESTION_ID = '7c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f';
const QUESTION = 'Tell us about a report you built.';

/** Sara's interview for a demo job, in progress, with one question (the lifecycle is interviews.test.ts's business). */
async function saraInterviewInProgress(): Promise<string> {
  const db = journey.server.app.ctx.db;
  const [sara] = await db.select({ id: users.id }).from(users).where(eq(users.email, SARA.email));
  const [job] = await db.select({ id: jobs.id, company_id: jobs.company_id }).from(jobs).where(eq(jobs.status, 'published')).limit(1);
  await db.update(interviews).set({ state: 'cancelled' }).where(eq(interviews.candidate_id, sara!.id));
  const [row] = await db
    .insert(interviews)
    .values({
      company_id: job!.company_id,
      job_id: job!.id,
      candidate_id: sara!.id,
      details: { job_title: 'Data Analyst', company_name: 'Nakheel Digital', language: 'en', questions: [{ id: QUESTION_ID, position: 0, question: QUESTION, kind: 'behavioural', skill_ids: [] }] },
      state: 'in_progress',
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: interviews.id });
  return row!.id;
}

describe.skipIf(!hasChromium)('the streaming avatar in Chromium', () => {
  it('shows the provider’s video over WebRTC, speaks a question through the provider, and stops the session; a failing provider gives the built-in avatar', async () => {
    await openProviderPage();
    const modules = await buildAvatarModules();
    const interviewId = await saraInterviewInProgress();
    const room = await openRoom(modules);

    const seen = await room.evaluate(async ([id, questionId]) => {
      const { chooseAvatarDriver } = (window as unknown as AvatarModulesWindow).avatarModules;
      const builtIn = { kind: 'built-in' as const, speak: async () => undefined, onMouth: () => () => undefined, onFailure: () => () => undefined, close: async () => undefined };
      const driver = await chooseAvatarDriver({ interviewId: id, openBuiltIn: () => builtIn });
      const video = document.createElement('video');
      video.muted = true;
      video.autoplay = true;
      video.srcObject = driver.mediaStream ?? null;
      document.body.append(video);
      const shown = await new Promise<boolean>((resolve) => {
        const deadline = Date.now() + 20_000;
        const check = () => (video.videoWidth > 0 ? resolve(true) : Date.now() > deadline ? resolve(false) : setTimeout(check, 50));
        check();
      });
      if (!shown) return { kind: driver.kind, tracks: [], size: 'no frame within 20 s' };
      // The room names the question; the provider says the words the server holds for it (decision 0111).
      await driver.speak('The caption the room shows', 'en', undefined, { questionId });
      const result = { kind: driver.kind, tracks: driver.mediaStream?.getTracks().map((track) => `${track.kind} ${track.readyState}`), size: `${video.videoWidth}x${video.videoHeight}` };
      await driver.close();
      return result;
    }, [interviewId, QUESTION_ID] as const);
    expect(seen).toEqual({ kind: 'streaming', tracks: ['video live'], size: '64x48' });

    const sessions = [...provider!.sessions.values()];
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ avatar: 'journey-avatar', state: 'stopped', spoken: [QUESTION] });
    expect(sessions[0]!.candidates.length).toBeGreaterThan(0);
    expect(provider!.requests.every((request) => request.headers['x-api-key'] === API_KEY)).toBe(true);

    provider!.fail('new', { status: 500 });
    const fallback = await room.evaluate(async (id) => {
      const { chooseAvatarDriver } = (window as unknown as AvatarModulesWindow).avatarModules;
      const builtIn = { kind: 'built-in' as const, speak: async () => undefined, onMouth: () => () => undefined, onFailure: () => () => undefined, close: async () => undefined };
      return (await chooseAvatarDriver({ interviewId: id, openBuiltIn: () => builtIn })).kind;
    }, interviewId);
    expect(fallback).toBe('built-in');
  });
});
