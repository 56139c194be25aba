import type { AssessmentAnswerInput, SkillsAssessmentKind } from '@masar/shared/assessments';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { assessmentTiming, saveAnswers } from './skills-assessments';

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed';

/** 409 on an answer: the time is up and the server has submitted the attempt (decision 0072). */
const isTimeUp = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Every answer saved as given: changes wait a moment (typing), then go together in one bulk call; one call
 * at a time, and an answer changed while its call was out goes again. A failed call keeps its answers
 * waiting for a retry; a 409 says the time is up.
 */
export function useAutosave(kind: SkillsAssessmentKind, onTimeUp: (message: string) => void) {
  const waiting = useRef(new Map<string, AssessmentAnswerInput>());
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);
  const [state, setState] = useState<SaveState>('saved');
  const [error, setError] = useState<string | null>(null);

  const sendBatch = useCallback(
    async (batch: Map<string, AssessmentAnswerInput>): Promise<boolean> => {
      setState('saving');
      try {
        await saveAnswers(kind, [...batch.values()]);
        setError(null);
        return true;
      } catch (caught) {
        // Answers given since are the newer; the failed ones wait under them.
        for (const [id, answer] of batch) if (!waiting.current.has(id)) waiting.current.set(id, answer);
        if (isTimeUp(caught)) {
          stopped.current = true;
          onTimeUp((caught as ApiError).message);
        }
        setError(caught instanceof Error ? caught.message : null);
        setState('failed');
        return false;
      }
    },
    [kind, onTimeUp],
  );

  /** Sends what is waiting, after the call already out; true when everything given is saved. */
  const send = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    for (;;) {
      while (running.current) await running.current;
      if (stopped.current) return false;
      if (waiting.current.size === 0) {
        setState('saved');
        return true;
      }
      const batch = new Map(waiting.current);
      waiting.current.clear();
      const run = sendBatch(batch);
      running.current = run;
      const sent = await run;
      running.current = null;
      if (!sent) return false;
    }
  }, [sendBatch]);

  const change = useCallback(
    (answer: AssessmentAnswerInput) => {
      if (stopped.current) return;
      waiting.current.set(answer.question_id, answer);
      setState('unsaved');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), assessmentTiming.debounceMs);
    },
    [send],
  );

  // Leaving the page sends what is waiting rather than dropping it.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (waiting.current.size > 0 && !stopped.current)
        void saveAnswers(kind, [...waiting.current.values()]).catch(() => {});
    },
    [kind],
  );

  return { state, error, change, flush: send };
}
