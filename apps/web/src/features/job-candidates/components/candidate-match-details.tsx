import { Badge, Group, List, Stack, Text } from '@mantine/core';
import type { GapSkill, MatchedSkill } from '@masar/shared/matching';
import { IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/ui/user-text';

/** Must-haves first, then by how much the job needs the skill. */
const byNeed = (a: GapSkill, b: GapSkill) => Number(b.required) - Number(a.required) || b.importance - a.importance;

/** A candidate's match to a job in words: the reasons, the skills held (directly or through related ones), the gaps. */
export function CandidateMatchDetails({
  matched,
  gap,
  reasons,
}: {
  matched: MatchedSkill[];
  gap: GapSkill[];
  reasons: string[];
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {reasons.length > 0 && (
        <List spacing={2} size="sm" icon={<IconPoint size={16} aria-hidden />} aria-label={t('jobCandidates.reasons')}>
          {reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      )}
      <Group gap={6} aria-label={t('jobCandidates.matchedSkills', { count: matched.length })} role="list">
        <Text size="xs" fw={600} c="dimmed">
          {t('jobCandidates.matchedSkills', { count: matched.length })}
        </Text>
        {matched.map((skill) => (
          <Badge key={skill.id} role="listitem" variant="light" color="teal" tt="none">
            <UserText>{skill.name}</UserText>
          </Badge>
        ))}
      </Group>
      {gap.length > 0 && (
        <Group gap={6} aria-label={t('jobCandidates.gaps', { count: gap.length })} role="list">
          <Text size="xs" fw={600} c="dimmed">
            {t('jobCandidates.gaps', { count: gap.length })}
          </Text>
          {[...gap].sort(byNeed).map((skill) => (
            <Badge
              key={skill.id}
              role="listitem"
              variant={skill.required ? 'outline' : 'light'}
              color={skill.required ? 'red' : 'gray'}
              tt="none"
            >
              <UserText>{skill.name}</UserText>
              {skill.required && ` · ${t('jobCandidates.mustHave')}`}
              {skill.via !== null && ` · ${t('jobCandidates.partly', { skill: skill.via })}`}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
