import { useTranslation } from 'react-i18next';

/** A score as read: a band as it is (B2), a number out of 100 ("68.4 / 100"). */
export function useScoreText() {
  const { t } = useTranslation();
  return (score: string | number) =>
    typeof score === 'number' ? t('recruiterAssessments.outOf100', { score }) : score;
}
