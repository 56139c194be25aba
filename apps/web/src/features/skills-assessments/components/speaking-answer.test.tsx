import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { changeLocale, i18n } from '../../../lib/i18n';
import { installFakeApi, reply, type RecordedRequest } from '../../../test/fake-api';
import { UPLOAD_CHUNK } from '../../../test/uploads';
import { SpeakingAnswer, timesliceFor } from './speaking-answer';

/** A MediaRecorder that hands out the pieces a test gives it, as the browser's does every timeslice. */
class FakeRecorder {
  static current: FakeRecorder | null = null;
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  timeslice = 0;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(_stream: unknown, options: { mimeType?: string } = {}) {
    this.mimeType = options.mimeType ?? '';
    FakeRecorder.current = this;
  }
  start(timeslice: number) {
    this.timeslice = timeslice;
    this.state = 'recording';
  }
  emit(bytes: number) {
    this.ondataavailable?.({ data: new Blob([new Uint8Array(bytes)]) });
  }
  /** What a real recorder does when asked: hands over what it has recorded so far. */
  requestData() {
    this.emit(100);
  }
  stop() {
    this.state = 'inactive';
    this.emit(100);
    this.onstop?.();
  }
}

const track = { stop: vi.fn() };
let getUserMedia: ReturnType<typeof vi.fn>;

beforeEach(() => {
  FakeRecorder.current = null;
  track.stop.mockClear();
  getUserMedia = vi.fn(async () => ({ getTracks: () => [track] }));
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  URL.createObjectURL = () => 'blob:recording';
  URL.revokeObjectURL = () => undefined;
});

/**
 * The server's side of a streamed upload: chunk 1 is dropped once (a 503), every chunk is kept once, and
 * the chunk that names the count completes the file.
 */
function recordingServer() {
  const api = installFakeApi();
  const kept = new Set<number>();
  let dropped = false;
  api.on('POST', UPLOAD_CHUNK, (request: RecordedRequest) => {
    const index = Number(request.query.chunk_index);
    if (index === 1 && !dropped) {
      dropped = true;
      return reply(503, { message: 'Service unavailable', code: 'UNAVAILABLE' });
    }
    kept.add(index);
    const count = request.query.chunk_count ? Number(request.query.chunk_count) : null;
    const complete = count !== null && kept.size === count;
    return reply(200, {
      data: {
        upload_id: request.query.upload_id,
        status: complete ? 'complete' : 'partial',
        received: [...kept].sort(),
        chunk_count: count,
        file: complete
          ? { id: 'rec-1', category: 'interview audio', kind: 'webm', size_bytes: 700, file_name: 'en-s1.webm', url: '/api/user/files/rec-1' }
          : null,
      },
    });
  });
  return api;
}

function renderAnswer(props: Partial<Parameters<typeof SpeakingAnswer>[0]> = {}) {
  const onRecorded = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <SpeakingAnswer kind="english_v2" questionId="en-s1" maxSeconds={90} recordingId={null} onRecorded={onRecorded} {...props} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { user, onRecorded };
}

describe('SpeakingAnswer', () => {
  it('records, uploads the pieces as they come (a dropped chunk is sent again), and saves only when the candidate chooses', async () => {
    const api = recordingServer();
    const { user, onRecorded } = renderAnswer();

    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    expect((await screen.findByRole('status')).textContent).toBe('Recording 0:00 of 1:30');
    const recorder = FakeRecorder.current!;
    expect(recorder.mimeType).toBe('audio/webm;codecs=opus');
    expect(recorder.timeslice).toBe(timesliceFor(90));
    const sentChunk = (index: string) => api.requestsTo('POST', UPLOAD_CHUNK).filter((r) => r.query.chunk_index === index);
    recorder.emit(300);
    await waitFor(() => expect(sentChunk('0')).toHaveLength(1));
    recorder.emit(300);
    await waitFor(() => expect(sentChunk('1')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByText('Listen to your recording, then use it or record again.')).toBeDefined();
    expect(screen.getByLabelText('Your recording')).toBeDefined();
    expect(track.stop).toHaveBeenCalled();
    const chunks = api.requestsTo('POST', UPLOAD_CHUNK).map((r) => [r.query.chunk_index, r.query.chunk_count ?? null, r.query.category]);
    expect(chunks).toEqual([
      ['0', null, 'interview audio'],
      ['1', null, 'interview audio'],
      ['1', null, 'interview audio'],
      ['2', '3', 'interview audio'],
    ]);
    expect(onRecorded).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Use this recording' }));
    expect(onRecorded).toHaveBeenCalledWith('rec-1');
    expect(screen.getByRole('status').textContent).toBe('Your recording is saved.');
    expect(screen.getByRole('button', { name: 'Record again' })).toBeDefined();
  });

  it('stops by itself at the time limit', async () => {
    recordingServer();
    const { user } = renderAnswer({ maxSeconds: 1 });
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(await screen.findByText('Listen to your recording, then use it or record again.')).toBeDefined();
    expect(FakeRecorder.current!.state).toBe('inactive');
  });

  it("says so, in the spec's words and in Arabic, when the microphone is refused", async () => {
    installFakeApi();
    await changeLocale('ar');
    getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    const { user } = renderAnswer();
    await user.click(screen.getByRole('button', { name: 'ابدأ التسجيل' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'تعذّر الوصول إلى الميكروفون والكاميرا. يُرجى التحقق من إعدادات المتصفح ومنح الأذونات.',
    );
    expect(FakeRecorder.current).toBeNull();
  });
});
