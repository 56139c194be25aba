import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { CandidateSearchResult } from '@masar/shared/candidate-search';
import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserText } from '../../../components/ui/user-text';
import { HighlightedText } from './highlighted-text';

/** What the page shows beside a candidate's name (the recruiter's star, given by the route). */
export type ResultAside = (result: CandidateSearchResult) => ReactNode;

/** One candidate found: who, where, how experienced, and the words that matched. */
export function CandidateSearchResultCard({ result, aside }: { result: CandidateSearchResult; aside?: ResultAside }) {
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
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Anchor id={nameId} component={Link} to={`/recruiter/candidates/${result.id}`} fw={600} size="lg">
            <UserText>{result.name}</UserText>
          </Anchor>
          {aside?.(result)}
        </Group>
        <Text size="sm" c="dimmed">
          {/* Each fact isolated: an English title beside Arabic words keeps its place in the line's order. */}
          {facts.map((fact, index) => (
            <Fragment key={index}>
              {index > 0 && ' · '}
              <UserText>{fact}</UserText>
            </Fragment>
          ))}
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
