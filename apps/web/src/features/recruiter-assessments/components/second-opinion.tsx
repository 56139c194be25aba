import type { SecondOpinion } from '@masar/shared/assessments';
import { useTranslation } from 'react-i18next';
import { ModelOpinion } from '../../../components/ui/model-opinion';

/**
 * The configured model's bands for one written answer (decision 0088), beside the engine's findings and
 * labelled as a second opinion: each criterion's band with the answer's sentences the model quoted, kept
 * only when verbatim in the answer.
 */
export function SecondOpinionFindings({ itemId, opinion }: { itemId: string; opinion: SecondOpinion }) {
  const { t } = useTranslation();
  const item = opinion.items.find((entry) => entry.item_id === itemId);
  if (!item) return null;
  return (
    <ModelOpinion
      id={`second-opinion-${itemId}`}
      heading={t('recruiterAssessments.report.secondOpinion.heading', { model: opinion.model })}
      note={t('recruiterAssessments.report.secondOpinion.note')}
      rows={item.criteria.map((entry) => ({
        key: entry.criterion,
        label: t('recruiterAssessments.report.secondOpinion.criterion', {
          criterion: t(`recruiterAssessments.report.secondOpinion.criteria.${entry.criterion}`),
          band: entry.band,
        }),
        evidence: entry.evidence,
      }))}
      noEvidence={t('recruiterAssessments.report.secondOpinion.noEvidence')}
      dropped={
        item.dropped_quotes > 0
          ? t('recruiterAssessments.report.secondOpinion.dropped', { count: item.dropped_quotes })
          : null
      }
      // The candidate's own English sentences, quoted as written.
      quoteLanguage="en"
    />
  );
}
