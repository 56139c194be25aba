import { Alert, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { AssessmentResult, Questionnaire, SkillsAssessmentKind } from '@masar/shared/assessments';
import { toLocale } from '@masar/shared/messages';
import { useTranslation } from 'react-i18next';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { PageHeading } from '../../../components/ui/page-heading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { SectionCard } from '../../../components/ui/section-card';
import { UserTextBlock } from '../../../components/ui/user-text';
import { ApiError } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/dates';
import { ReportPdfButton } from '../../../components/ui/report-pdf-button';
import { useCandidateQuestionnaire, useSkillsResult } from '../api/results';
import { HumanScoreForm } from './human-score-form';
import { partScore, ReportItemCard } from './item-evidence';
import { useScoreText } from './score-text';

const STATUS_NOTE = {
  IN_PROGRESS: 'recruiterAssessments.report.inProgress',
  RESULT_PROCESSING: 'recruiterAssessments.report.processing',
  CANCELLED: 'recruiterAssessments.report.cancelled',
} as const;

/** The headline: the engine's score and version, the human scores beside it with who and when. */
function Scores({ result }: { result: AssessmentResult }) {
  const { t, i18n } = useTranslation();
  const scoreText = useScoreText();
  const locale = toLocale(i18n.language);
  return (
    <SectionCard id="scores" title={t('recruiterAssessments.report.automatic')}>
      {result.score !== null && (
        <Text fw={700} fz="xl">
          {t('recruiterAssessments.report.automaticValue', { score: scoreText(result.score) })}
        </Text>
      )}
      {result.scoring_version && (
        <Text size="sm" c="dimmed">
          {t('recruiterAssessments.report.version', { version: result.scoring_version })}
        </Text>
      )}
      {/* As on the Arabic PDF: the engine's evidence stays in its English, and an Arabic reader is told once. */}
      {result.score !== null && i18n.language === 'ar' && (
        <Text size="sm" c="dimmed">
          {t('recruiterAssessments.report.evidenceInEnglish')}
        </Text>
      )}
      <Stack gap={6} component="section" aria-labelledby="human-scores">
        <Text fw={600} id="human-scores">
          {t('recruiterAssessments.report.humanScores')}
        </Text>
        {result.human_scores.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('recruiterAssessments.report.noHumanScores')}
          </Text>
        ) : (
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
            {result.human_scores.map((human) => (
              <li key={`${human.created_at}-${human.scorer_id ?? ''}`}>
                <Text size="sm" fw={600}>
                  {t('recruiterAssessments.report.humanScore', {
                    score: scoreText(human.score),
                    scorer: human.scorer_name,
                    date: formatLongDate(human.created_at, locale),
                  })}
                  {' · '}
                  {human.question_id
                    ? t('recruiterAssessments.report.forItem', { item: human.question_id })
                    : t('recruiterAssessments.report.wholeAttempt')}
                </Text>
                <UserTextBlock size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {human.reason}
                </UserTextBlock>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}

/** The candidate's answers part by part, each with what the engine found. */
function Answers({ result, questionnaire }: { result: AssessmentResult; questionnaire: Questionnaire }) {
  const { t } = useTranslation();
  const sections = [...new Set(questionnaire.items.map((item) => item.section))];
  return (
    <SectionCard id="answers" title={t('recruiterAssessments.report.answersHeading')}>
      {sections.map((section) => {
        const percent = partScore(result, section);
        return (
          <Stack key={section} gap="xs" component="section" aria-labelledby={`section-${section}`}>
            <Group gap="xs">
              <Text fw={700} id={`section-${section}`}>
                {t(`recruiterAssessments.report.sections.${section}`, { defaultValue: section })}
              </Text>
              {percent !== null && (
                <Badge variant="light" tt="none">
                  {t('recruiterAssessments.report.partScore', { percent })}
                </Badge>
              )}
            </Group>
            <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
              {questionnaire.items
                .filter((item) => item.section === section)
                .map((item) => (
                  <ReportItemCard
                    key={item.id}
                    item={item}
                    position={item.position}
                    answer={questionnaire.answers[item.id]}
                    result={result}
                  />
                ))}
            </Stack>
          </Stack>
        );
      })}
    </SectionCard>
  );
}

/**
 * /recruiter/assessments/report/{kind}.{user_id} (decision 0073): a skills attempt as the company reads
 * it, with the human-score form once the candidate has submitted.
 */
export function SkillsReportPage({ kind, userId }: { kind: SkillsAssessmentKind; userId: string }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const result = useSkillsResult(kind, userId);
  const questionnaire = useCandidateQuestionnaire(kind, userId);
  const failed = result.error ?? questionnaire.error;
  const notFound = failed instanceof ApiError && failed.status === 404;
  const data = result.data;
  const kindName = t(`recruiterAssessments.kinds.${kind}`);
  const dates = data
    ? (
        [
          ['started', data.started_at],
          ['submitted', data.submitted_at],
          ['completed', data.completed_at],
        ] as const
      ).filter((entry): entry is readonly ['started' | 'submitted' | 'completed', string] => entry[1] !== null)
    : [];
  const heading = data ? t('recruiterAssessments.report.title', { kind: kindName, name: data.name }) : kindName;
  return (
    <Stack gap="lg" maw={960}>
      <PageBreadcrumbs
        crumbs={[{ label: t('routeNames.recruiter-assessments'), to: '/recruiter/assessments' }, { label: heading }]}
      />
      <PageHeading title={heading} />
      {failed ? (
        <RetryAlert
          title={notFound ? t('recruiterAssessments.report.notFound') : t('recruiterAssessments.report.loadFailed')}
          retryLabel={t('recruiterAssessments.report.retry')}
          onRetry={() => void Promise.all([result.refetch(), questionnaire.refetch()])}
        />
      ) : data && questionnaire.data ? (
        <>
          <Group gap="xs">
            <Badge variant="light" tt="none">
              {t(`recruiterAssessments.statuses.${data.status}`)}
            </Badge>
            {dates.map(([key, date]) => (
              <Text key={key} size="sm" c="dimmed">
                {t(`recruiterAssessments.report.${key}`, { date: formatLongDate(date, locale) })}
              </Text>
            ))}
          </Group>
          {data.status === 'COMPLETED' ? (
            <ReportPdfButton
              source={{
                path: `assessments/${kind}/result/${encodeURIComponent(userId)}/pdf`,
                fallbackName: `${kind}-result.pdf`,
              }}
            />
          ) : (
            <Alert color={data.status === 'CANCELLED' ? 'gray' : 'blue'}>{t(STATUS_NOTE[data.status])}</Alert>
          )}
          <Scores result={data} />
          {data.status === 'COMPLETED' || data.status === 'RESULT_PROCESSING' ? (
            <SectionCard id="human-score-form" title={t('recruiterAssessments.report.form.heading')}>
              <HumanScoreForm result={data} itemIds={questionnaire.data.items.map((item) => item.id)} />
            </SectionCard>
          ) : null}
          <Answers result={data} questionnaire={questionnaire.data} />
        </>
      ) : (
        <Skeleton h={320} role="status" aria-label={t('recruiterAssessments.report.loading')} />
      )}
    </Stack>
  );
}
