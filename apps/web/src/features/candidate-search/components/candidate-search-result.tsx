import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { CandidateSearchResult } from '@masar/shared/candidate-search';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HighlightedText } from './highlighted-text';

/** One candidate found: who, where, how experienced, and the words that matched. */
export function CandidateSearchResultCard({ result }: { result: CandidateSearchResult }) {
  const { t } = useTranslation();
  const nameId = useId();
  const facts = [
    result.current_title,
    result.location,
    t('candidateSearch.years', { count: result.years_of_experience }),
    ...result.availability.map((way) => t(`candidateSearch.availability.${way}`)),
  ].filter((fact): fact is string => fact !== null && fact !== '');
  return (
    <Paper component="article" aria-labelledby={nameId} withBorder radius="lg" p="md">
      <Stack gap={6}>
        <Anchor id={nameId} component={Link} to={`/recruiter/candidates/${result.id}`} fw={600} size="lg">
          {result.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {facts.join(' · ')}
        </Text>
        {result.top_skills.length > 0 && (
          <Group gap={6} aria-label={t('candidateSearch.topSkills')}>
            {result.top_skills.map((skill) => (
              <Badge key={skill} variant="light" radius="sm" tt="none">
                {skill}
              </Badge>
            ))}
          </Group>
        )}
        {result.highlights.length > 0 && (
          <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('candidateSearch.matched')}>
            {result.highlights.map((highlight, index) => (
              <Text key={index} component="li" size="sm">
                <Text span c="dimmed">
                  {t(`candidateSearch.field.${highlight.field}`)}:{' '}
                </Text>
                <HighlightedText segments={highlight.segments} />
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
