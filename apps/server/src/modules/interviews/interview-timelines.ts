/**
 * The report's recordings with the transcript in step (decision 0091): each answer's finished recordings,
 * each placed on its own timeline by the pure `placeRecording` from what the room saved (the answer's
 * start and end, each recorder's start) and, for a spoken answer, the words the transcription timed.
 */
import { placeRecording, type TimedWord } from '@masar/engines/interview-timeline/place-recording';
import type { ReportRecording } from '@masar/shared/interview-reports';
import { followUpQuestionId } from '@masar/shared/interviews';
import type { Db } from '../../db/client.ts';
import { transcriptsOf } from '../speech/speech.service.ts';
import type { AnswerRow, RecordingRow } from './interviews.repository.ts';

const time = (date: Date | null) => date?.getTime() ?? null;

/** An answer's part of the report's transcript: the main answer, then the follow-up's a line after it. */
function partsOf(answers: readonly AnswerRow[], questionId: string): Array<{ answer: AnswerRow; start: number; end: number }> {
  const main = answers.find((answer) => answer.question_id === questionId);
  if (!main) return [];
  const followUp = answers.find((answer) => answer.question_id === followUpQuestionId(questionId));
  const parts = [{ answer: main, start: 0, end: main.transcript.length }];
  if (followUp) parts.push({ answer: followUp, start: main.transcript.length + 1, end: main.transcript.length + 1 + followUp.transcript.length });
  return parts;
}

/**
 * Reads the timed words of the attempt's audio and answers, per question, its recordings in the report's
 * order (the main answer's audio then video, then the follow-up's), each with its timeline when it can be
 * placed. A recording whose tab closed before anything was put together has no file and is left out.
 */
export async function placeReportRecordings(
  db: Db,
  answers: readonly AnswerRow[],
  recordings: readonly RecordingRow[],
): Promise<(questionId: string, sentences: ReadonlyArray<{ start: number; end: number }>) => ReportRecording[]> {
  const playable = recordings.filter((row) => row.question_id !== null && row.file_id !== null);
  const audioFiles = playable.flatMap((row) => (row.kind === 'audio' && row.started_at ? [row.file_id!] : []));
  const words = new Map<string, TimedWord[]>();
  for (const transcript of await transcriptsOf(db, audioFiles)) if (!transcript.failure) words.set(transcript.file_id, transcript.words);

  return (questionId, sentences) => {
    const parts = partsOf(answers, questionId);
    const text = parts.map((part) => part.answer.transcript).join('\n');
    const ids = new Set([questionId, followUpQuestionId(questionId)]);
    const order = (row: RecordingRow) => (row.question_id === questionId ? 0 : 2) + (row.kind === 'audio' ? 0 : 1);
    const own = playable.filter((row) => ids.has(row.question_id!)).sort((a, b) => order(a) - order(b));
    return own.map((row) => {
      const part = parts.find((candidate) => candidate.answer.question_id === row.question_id);
      const place = (recording: RecordingRow, transcription: Parameters<typeof placeRecording>[0]['transcription']) =>
        part
          ? placeRecording({
              text,
              part,
              sentences,
              answer: { startedAt: time(part.answer.started_at), endedAt: time(part.answer.ended_at) },
              recordingStartedAt: time(recording.started_at),
              transcription,
            })
          : null;
      // The take's audio (placed on the same answer) carries the timed words for the take's video too.
      const audio = own.find((other) => other.kind === 'audio' && other.question_id === row.question_id && words.has(other.file_id!) && place(other, null));
      const transcription = audio ? { words: words.get(audio.file_id!)!, audioStartedAt: audio.started_at!.getTime() } : null;
      // Gaps shift everything after them by an unknown amount, so a recording with one is not placed.
      const timeline = row.missing_chunks.length > 0 ? null : place(row, transcription);
      return { upload_id: row.upload_id, kind: row.kind, partial: row.partial, missing_chunks: row.missing_chunks, timeline };
    });
  };
}
