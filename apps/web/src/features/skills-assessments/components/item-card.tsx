import { Alert, Paper, Spoiler, Stack, Text, Title } from '@mantine/core';
import type { ItemView, MarkedSpan } from '@masar/shared/assessment-items';
import type { SkillsAssessmentKind } from '@masar/shared/assessments';
import { useTranslation } from 'react-i18next';
import type { AnswerValue } from '../answers';
import { ChoiceAnswer } from './choice-answer';
import { LongTextAnswer } from './long-text-answer';
import { RankingAnswer } from './ranking-answer';
import { SpansAnswer } from './spans-answer';
import { SpeakingAnswer } from './speaking-answer';

const directionOf = (language: 'en' | 'ar' | undefined) => (language === 'ar' ? 'rtl' : 'ltr');

/** The item's own words: what it asks, and its passage, text or guideline. */
function ItemBody({ view, headingId }: { view: ItemView; headingId: string }) {
  const { t, i18n } = useTranslation();
  const { question } = view;
  return (
    <Stack gap="xs">
      {i18n.language === 'ar' && question.instructionsAr && (
        <Text size="sm" c="dimmed" dir="rtl">
          {question.instructionsAr}
        </Text>
      )}
      {view.widget === 'label' && view.question.guideline && (
        <Alert color="blue" title={t('skillsAssessments.guideline')}>
          <Text size="sm" dir={i18n.language === 'ar' ? 'rtl' : 'ltr'}>
            {i18n.language === 'ar' ? view.question.guideline.ar : view.question.guideline.en}
          </Text>
        </Alert>
      )}
      {view.widget === 'choice' && view.question.passage && (
        <Spoiler
          maxHeight={160}
          showLabel={t('skillsAssessments.passageMore')}
          hideLabel={t('skillsAssessments.passageLess')}
        >
          <Text dir="ltr" bg="gray.0" p="sm" style={{ borderRadius: 8 }}>
            {view.question.passage}
          </Text>
        </Spoiler>
      )}
      <Title order={3} size="h5" id={headingId} dir="ltr" style={{ textAlign: 'start' }}>
        {question.prompt}
      </Title>
      {view.widget === 'label' && (
        <Text p="sm" bg="gray.0" dir={directionOf(view.question.language)} style={{ borderRadius: 8 }}>
          {view.question.text}
        </Text>
      )}
      {(view.widget === 'correct' || view.widget === 'rank') && (
        <Text fw={600} dir={directionOf(view.question.language)}>
          {view.question.question}
        </Text>
      )}
      {view.widget === 'correct' && (
        <Text
          p="sm"
          bg="gray.0"
          dir={directionOf(view.question.language)}
          style={{ borderRadius: 8, whiteSpace: 'pre-wrap' }}
        >
          {view.question.flawed}
        </Text>
      )}
    </Stack>
  );
}

/** How the item is answered. */
function ItemAnswer({
  kind,
  id,
  view,
  value,
  onAnswer,
}: {
  kind: SkillsAssessmentKind;
  id: string;
  view: ItemView;
  value: AnswerValue | undefined;
  onAnswer: (value: AnswerValue) => void;
}) {
  const { t } = useTranslation();
  switch (view.widget) {
    case 'choice':
      return (
        <ChoiceAnswer
          name={id}
          label={t('skillsAssessments.chooseOne')}
          options={view.question.options}
          value={typeof value === 'string' ? value : undefined}
          onChange={onAnswer}
        />
      );
    case 'label':
      return (
        <ChoiceAnswer
          name={id}
          label={t('skillsAssessments.chooseLabel')}
          options={view.question.labels.map((label) => ({ id: label, text: label }))}
          value={typeof value === 'string' ? value : undefined}
          onChange={onAnswer}
        />
      );
    case 'writing':
      return (
        <LongTextAnswer
          label={t('skillsAssessments.yourAnswer')}
          value={typeof value === 'string' ? value : ''}
          onChange={onAnswer}
          range={{ min: view.question.minWords, max: view.question.maxWords }}
          dir="ltr"
        />
      );
    case 'correct':
      return (
        <LongTextAnswer
          label={t('skillsAssessments.yourCorrection')}
          value={typeof value === 'string' ? value : view.question.flawed}
          onChange={onAnswer}
          dir={directionOf(view.question.language)}
        />
      );
    case 'spans':
      return (
        <SpansAnswer
          text={view.question.text}
          entityTypes={view.question.entityTypes}
          spans={Array.isArray(value) ? (value as MarkedSpan[]) : []}
          onChange={onAnswer}
          dir={directionOf(view.question.language)}
        />
      );
    case 'rank':
      return (
        <RankingAnswer
          responses={view.question.responses}
          order={Array.isArray(value) ? (value as string[]) : undefined}
          onChange={onAnswer}
          dir={directionOf(view.question.language)}
        />
      );
    case 'speaking':
      return (
        <SpeakingAnswer
          kind={kind}
          questionId={id}
          maxSeconds={view.question.maxSeconds}
          recordingId={
            value !== undefined && typeof value === 'object' && 'recordingId' in value ? value.recordingId : null
          }
          onRecorded={(recordingId) => onAnswer({ recordingId })}
        />
      );
    case 'unknown':
      return <Text c="dimmed">{t('skillsAssessments.unknownItem')}</Text>;
  }
}

/** One item: its number, what it asks, and its answer widget. */
export function ItemCard({
  kind,
  id,
  position,
  total,
  view,
  value,
  onAnswer,
}: {
  kind: SkillsAssessmentKind;
  id: string;
  position: number;
  total: number;
  view: ItemView;
  value: AnswerValue | undefined;
  onAnswer: (value: AnswerValue) => void;
}) {
  const { t } = useTranslation();
  const headingId = `item-${id}`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Text size="sm" fw={600} c="dimmed">
          {t('skillsAssessments.itemCounter', { position, total })}
        </Text>
        <ItemBody view={view} headingId={headingId} />
        <ItemAnswer kind={kind} id={id} view={view} value={value} onAnswer={onAnswer} />
      </Stack>
    </Paper>
  );
}
