import { Badge, Group, List, Stack, Text } from '@mantine/core';
import type { SecondOpinion } from '@masar/shared/assessments';
import { useTranslation } from 'react-i18next';

/**
 * The configured model's bands for one written answer (decision 0088), beside the engine's findings and
 * labelled as a second opinion: each criterion's band with the answer's sentences the model quoted, kept
 * only when verbatim in the answer.
 */
export function SecondOpinionFindings({ itemId, opinion }: { itemId: string; opinion: SecondOpinion }) {
  const { t } = useTranslation();
  const item = opinion.items.find((entry) => entry.item_id === itemId);
  if (!item) return null;
  const headingId = `second-opinion-${itemId}`;
  return (
    <Stack gap={4} component="section" aria-labelledby={headingId} p="xs" bg="var(--mantine-color-gray-light)">
      <Text size="sm" fw={600} id={headingId}>
        {t('recruiterAssessments.report.secondOpinion.heading', { model: opinion.model })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('recruiterAssessments.report.secondOpinion.note')}
      </Text>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {item.criteria.map((entry) => (
          <li key={entry.criterion}>
            <Group gap="xs">
              <Badge variant="outline" tt="none">
                {t('recruiterAssessments.report.secondOpinion.criterion', {
                  criterion: t(`recruiterAssessments.report.secondOpinion.criteria.${entry.criterion}`),
                  band: entry.band,
                })}
              </Badge>
              {entry.evidence.length === 0 && (
                <Text size="xs" c="dimmed">
                  {t('recruiterAssessments.report.secondOpinion.noEvidence')}
                </Text>
              )}
            </Group>
            {entry.evidence.length > 0 && (
              // The candidate's own English sentences, quoted as written.
              <List size="sm" dir="ltr" lang="en">
                {entry.evidence.map((quote) => (
                  <List.Item key={quote}>“{quote}”</List.Item>
                ))}
              </List>
            )}
          </li>
        ))}
      </Stack>
      {item.dropped_quotes > 0 && (
        <Text size="xs" c="dimmed">
          {t('recruiterAssessments.report.secondOpinion.dropped', { count: item.dropped_quotes })}
        </Text>
      )}
    </Stack>
  );
}
