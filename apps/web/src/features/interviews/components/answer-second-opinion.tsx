import { Text } from '@mantine/core';
import type { AnswerReport, InterviewReport } from '@masar/shared/interview-reports';
import { useTranslation } from 'react-i18next';
import { ModelOpinion } from '../../../components/ui/model-opinion';

/**
 * The configured model's bands for one answer against the same rubric (decision 0090), under the engine's
 * criteria and labelled as a second opinion: the engine's band stays the result.
 */
export function AnswerSecondOpinion({ report, answer }: { report: InterviewReport; answer: AnswerReport }) {
  const { t } = useTranslation();
  const opinion = answer.second_opinion;
  if (!opinion || report.second_opinion?.status !== 'ready') return null;
  return (
    <ModelOpinion
      id={`second-opinion-${answer.question_id}`}
      heading={t('interviewReports.secondOpinion.heading', { model: report.second_opinion.model })}
      note={t('interviewReports.secondOpinion.note')}
      rows={opinion.criteria.map((entry) => ({
        key: entry.criterion,
        label: t('interviewReports.secondOpinion.criterion', {
          criterion: t(`interviewReports.criteria.${entry.criterion}`),
          band: t(`interviewReports.bands.${entry.band}`),
        }),
        evidence: entry.evidence,
      }))}
      noEvidence={t('interviewReports.secondOpinion.noEvidence')}
      dropped={
        opinion.dropped_quotes > 0 ? t('interviewReports.secondOpinion.dropped', { count: opinion.dropped_quotes }) : null
      }
      quoteLanguage={report.language}
    />
  );
}

/** On the overall card: whether a model gave its opinion. Nothing at all when no model is configured. */
export function SecondOpinionStatus({ report }: { report: InterviewReport }) {
  const { t } = useTranslation();
  const opinion = report.second_opinion;
  if (!opinion) return null;
  return (
    <Text size="xs" c="dimmed">
      {opinion.status === 'ready'
        ? t('interviewReports.secondOpinion.ready', { model: opinion.model, version: opinion.prompt_version })
        : t('interviewReports.secondOpinion.none', { model: opinion.model })}
    </Text>
  );
}
