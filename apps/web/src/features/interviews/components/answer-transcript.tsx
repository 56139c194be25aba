import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AnswerReport } from '@masar/shared/interview-reports';
import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserTextBlock } from '../../../components/ui/user-text';
import { activeSentences, activeWord, seekToSentence, seekToWord, wordsToShow, type SeekTarget } from '../lib/transcript-sync';
import { ReportRecordings, type PlaybackListener } from './report-recordings';

interface Playback {
  uploadId: string;
  time: number;
  playing: boolean;
}

const ACTIVE_SENTENCE = { backgroundColor: 'var(--mantine-color-blue-light)', borderRadius: 4 };
const ACTIVE_WORD = { textDecoration: 'underline', textDecorationThickness: 2, fontWeight: 600 };

/** Enter and Space act as a click on a sentence that seeks, as on any button. */
const activates = (event: KeyboardEvent) => event.key === 'Enter' || event.key === ' ';

/**
 * An answer's transcript sentence by sentence (those supporting the chosen criterion highlighted as
 * evidence) beside its recordings, in step with whichever recording plays (decision 0091): the sentence
 * being said is marked and kept in view, the word too when the transcription timed the words, and a
 * sentence (by click or keyboard) or a word (by click) plays the recording from there. Screen readers
 * hear the current sentence as `aria-current`, never a running announcement of words.
 */
export function AnswerTranscript({
  interviewId,
  answer,
  highlighted,
}: {
  interviewId: string;
  answer: AnswerReport;
  highlighted: ReadonlySet<number>;
}) {
  const { t } = useTranslation();
  const media = useRef(new Map<string, HTMLMediaElement>());
  const [playback, setPlayback] = useState<Playback | null>(null);
  const box = useRef<HTMLQuoteElement | null>(null);
  const recordings = answer.recordings;
  const timed = recordings.some((recording) => recording.timeline !== null);

  const listener = useMemo<PlaybackListener>(
    () => ({
      onMedia: (uploadId, element) => {
        if (element) media.current.set(uploadId, element);
        else media.current.delete(uploadId);
      },
      onPlayback: (uploadId, element) => setPlayback({ uploadId, time: element.currentTime, playing: !element.paused }),
    }),
    [],
  );

  const seek = useCallback((target: SeekTarget | null) => {
    const element = target ? media.current.get(target.uploadId) : undefined;
    if (!target || !element) return;
    element.currentTime = target.time;
    setPlayback({ uploadId: target.uploadId, time: target.time, playing: true });
    // A browser that refuses to play without a gesture still seeks; the recruiter presses play.
    element.play().catch(() => undefined);
  }, []);

  const current = recordings.find((recording) => recording.upload_id === playback?.uploadId);
  const timeline = current?.timeline ?? null;
  const active = new Set(playback ? activeSentences(timeline, playback.time) : []);
  const wordIndex = playback ? activeWord(timeline, playback.time) : null;
  const activeWordStart = wordIndex === null ? null : (timeline?.words[wordIndex]?.start_char ?? null);
  const firstActive = Math.min(...active);

  // Kept in view while it plays: the transcript box scrolls to the sentence being said, only as needed.
  useEffect(() => {
    if (playback?.playing) box.current?.querySelector<HTMLElement>('[aria-current="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [firstActive, playback?.playing]);

  const players = recordings.length > 0 ? <ReportRecordings interviewId={interviewId} recordings={recordings} listener={listener} /> : null;
  if (answer.transcript === null)
    return (
      <Grid recordings={players}>
        <Text c="dimmed">{t('interviewReports.unanswered')}</Text>
      </Grid>
    );
  const text = answer.transcript;
  // Before the evaluation there are no sentences: the whole transcript is sentence 0 (as the timeline says).
  const sentences = answer.sentences.length > 0 ? answer.sentences : timed ? [{ index: 0, text, start: 0, end: text.length }] : [];
  if (sentences.length === 0)
    return (
      <Grid recordings={players}>
        <UserTextBlock style={{ whiteSpace: 'pre-wrap' }}>{text}</UserTextBlock>
      </Grid>
    );
  const words = timed ? wordsToShow(recordings, playback?.uploadId ?? null) : [];
  const preferred = playback?.uploadId ?? null;

  const sentenceBody = (sentence: { start: number; end: number }): ReactNode => {
    const inside = words.filter((word) => word.start_char >= sentence.start && word.end_char <= sentence.end);
    if (inside.length === 0) return text.slice(sentence.start, sentence.end);
    const parts: ReactNode[] = [];
    let at = sentence.start;
    for (const word of inside) {
      if (word.start_char > at) parts.push(text.slice(at, word.start_char));
      const target = seekToWord(recordings, word.start_char, preferred);
      parts.push(
        <span
          key={word.start_char}
          data-word=""
          style={word.start_char === activeWordStart ? ACTIVE_WORD : undefined}
          onClick={(event) => {
            // The word's own time, not its sentence's start.
            event.stopPropagation();
            seek(target);
          }}
        >
          {text.slice(word.start_char, word.end_char)}
        </span>,
      );
      at = word.end_char;
    }
    if (at < sentence.end) parts.push(text.slice(at, sentence.end));
    return parts.map((part, i) => <Fragment key={i}>{part}</Fragment>);
  };

  return (
    <Grid recordings={players}>
      <Stack gap={4}>
        <Box
          component="blockquote"
          ref={box}
          m={0}
          p="sm"
          dir="auto"
          style={{
            borderInlineStart: '3px solid var(--mantine-color-gray-4)',
            ...(timed ? { maxHeight: '20rem', overflowY: 'auto' } : {}),
          }}
          aria-label={t('interviewReports.transcript')}
        >
          {sentences.map((sentence) => {
            const target = timed ? seekToSentence(recordings, sentence.index, preferred) : null;
            const isActive = active.has(sentence.index);
            // The space after a sentence stays inside it (and its evidence mark), as the page had it before.
            const body = highlighted.has(sentence.index) ? (
              <mark>
                {sentenceBody(sentence)}{' '}
              </mark>
            ) : (
              <>
                {sentenceBody(sentence)}{' '}
              </>
            );
            return (
              <Fragment key={sentence.index}>
                <span
                  dir="auto"
                  style={isActive ? ACTIVE_SENTENCE : undefined}
                  aria-current={isActive ? 'true' : undefined}
                  {...(target
                    ? { role: 'button', tabIndex: 0, onClick: () => seek(target), onKeyDown: (event: KeyboardEvent) => {
                        if (!activates(event)) return;
                        event.preventDefault();
                        seek(target);
                      }, 'data-seek': '' }
                    : {})}
                >
                  {body}
                </span>
              </Fragment>
            );
          })}
        </Box>
        {timed && (
          <Text size="xs" c="dimmed">
            {t('interviewReports.followHint')}
          </Text>
        )}
      </Stack>
    </Grid>
  );
}

/** The transcript and, when there are any, its recordings side by side (one above the other on a phone). */
function Grid({ recordings, children }: { recordings: ReactNode; children: ReactNode }) {
  if (!recordings) return <>{children}</>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {children}
      {recordings}
    </SimpleGrid>
  );
}
