import { Box, Stack } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteName } from '../../app/route-title';
import { PageHeading } from '../../components/ui/page-heading';
import { RetryAlert } from '../../components/ui/retry-alert';
import { interestsKey, useInterestsPage } from '../../features/interests/api/interests';
import { CareersStep } from '../../features/interests/components/careers';
import { flowReducer, START, type FlowState } from '../../features/interests/components/flow';
import { InterestQuestionsStep } from '../../features/interests/components/interest-questions';
import { InterestScoresStep } from '../../features/interests/components/interest-scores-form';
import { StartDescriptionStep, StartStep } from '../../features/interests/components/intro-steps';
import { JobZonesStep } from '../../features/interests/components/job-zones';
import { ResultsStep } from '../../features/interests/components/results';

/** What the candidate sees change as a new screen: a step, or another page of activities. */
function screenOf(state: FlowState): string {
  if (state.step === 'INTEREST_QUESTIONS') return `${state.step}:${state.questionPage ?? 'first open'}`;
  return state.step === 'MORE_CAREERS' ? 'CAREERS' : state.step;
}

/**
 * A new screen starts at its top with the focus on it: the steps share one page, so without this a phone
 * left scrolled down at the zone chosen or the last activity lands in the middle of the next screen.
 * More careers are added below the ones shown, so they keep the place.
 */
function useScreenStart(state: FlowState) {
  const top = useRef<HTMLDivElement>(null);
  const screen = screenOf(state);
  const shown = useRef(screen);
  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    window.scrollTo({ top: 0 });
    top.current?.focus({ preventScroll: true });
  }, [screen]);
  return top;
}

/**
 * Spec §2 /candidate/assessments/my-next-move (issue #14; decision 0063): the flow's steps on one page,
 * from START (spec §4) to the careers of the chosen job zone; answers are saved as given, so the
 * candidate can leave and resume.
 */
export default function MyNextMovePage() {
  const { t, i18n } = useTranslation();
  const title = useRouteName();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(flowReducer, START);
  const screenTop = useScreenStart(state);
  const status = useInterestsPage(null, toLocale(i18n.language));
  const startOver = () => {
    // START says how far the candidate is: read it afresh.
    void queryClient.invalidateQueries({ queryKey: [...interestsKey, 'page'] });
    dispatch({ type: 'reset' });
  };
  const results = () => dispatch({ type: 'go', step: 'RESULTS' });
  const zones = () => dispatch({ type: 'go', step: 'JOB_ZONES' });

  let body;
  switch (state.step) {
    case 'START':
      body = status.isError ? (
        <RetryAlert title={t('assessments.failed-error')} retryLabel={t('interests.retry')} onRetry={() => void status.refetch()} />
      ) : (
        <StartStep
          data={status.data}
          onStart={() => dispatch({ type: 'go', step: 'START_DESCRIPTION' })}
          onResume={(page) => dispatch({ type: 'questions', page })}
          onResults={results}
        />
      );
      break;
    case 'START_DESCRIPTION':
      body = (
        <StartDescriptionStep
          onQuestions={() => dispatch({ type: 'questions', page: null })}
          onScores={() => dispatch({ type: 'go', step: 'INTEREST_SCORES' })}
          onBack={startOver}
        />
      );
      break;
    case 'INTEREST_QUESTIONS':
      body = <InterestQuestionsStep page={state.questionPage} onPage={(page) => dispatch({ type: 'questions', page })} onDone={results} />;
      break;
    case 'INTEREST_SCORES':
      body = <InterestScoresStep onSaved={results} onBack={() => dispatch({ type: 'go', step: 'START_DESCRIPTION' })} />;
      break;
    case 'RESULTS':
      body = <ResultsStep area={state.area} onArea={(area) => dispatch({ type: 'area', area })} onNext={zones} onStartOver={startOver} />;
      break;
    case 'JOB_ZONES':
      body = <JobZonesStep onChosen={() => dispatch({ type: 'careers' })} onBack={results} />;
      break;
    case 'CAREERS':
    case 'MORE_CAREERS':
      body = (
        <CareersStep
          pages={state.careerPages}
          onMore={() => dispatch({ type: 'moreCareers' })}
          onZones={zones}
          onResults={results}
          onStartOver={startOver}
        />
      );
      break;
  }
  return (
    <Stack gap="lg" maw={860}>
      <PageHeading title={title} />
      <Box ref={screenTop} tabIndex={-1} style={{ outline: 'none' }}>
        {body}
      </Box>
    </Stack>
  );
}
