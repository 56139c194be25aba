import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { QuestionDraft } from '@masar/shared/job-questions';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SkillOption } from './question-form';

interface QuestionCardProps {
  draft: QuestionDraft;
  number: number;
  count: number;
  skills: readonly SkillOption[];
  onEdit: () => void;
  onRemove: () => void;
  onMove: (step: -1 | 1) => void;
}

const KIND_COLOURS = { technical: 'blue', behavioural: 'grape', situational: 'teal' } as const;

/** One question as the interview will ask it: its kind, the skills it probes and what a good answer shows. */
export function QuestionCard({ draft, number, count, skills, onEdit, onRemove, onMove }: QuestionCardProps) {
  const { t } = useTranslation();
  const names = draft.skill_ids.map((id) => skills.find((skill) => skill.id === id)?.name ?? id);
  const actions = [
    { label: t('jobQuestions.moveUp', { n: number }), icon: IconArrowUp, onClick: () => onMove(-1), disabled: number === 1 },
    { label: t('jobQuestions.moveDown', { n: number }), icon: IconArrowDown, onClick: () => onMove(1), disabled: number === count },
    { label: t('jobQuestions.edit', { n: number }), icon: IconPencil, onClick: onEdit, disabled: false },
    { label: t('jobQuestions.remove', { n: number }), icon: IconTrash, onClick: onRemove, disabled: false, color: 'red' },
  ];

  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-label={t('jobQuestions.number', { n: number })}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600} size="sm">
              {t('jobQuestions.number', { n: number })}
            </Text>
            <Badge variant="light" color={KIND_COLOURS[draft.kind]}>
              {t(`jobQuestions.kinds.${draft.kind}`)}
            </Badge>
            {draft.source !== 'typed' && (
              <Badge variant="outline" color="gray">
                {t(`jobQuestions.sources.${draft.source}`)}
              </Badge>
            )}
          </Group>
          <Group gap={4}>
            {actions.map(({ label, icon: Icon, onClick, disabled, color }) => (
              <Tooltip key={label} label={label}>
                <ActionIcon variant="subtle" color={color ?? 'gray'} aria-label={label} onClick={onClick} disabled={disabled} size="lg">
                  <Icon size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ))}
          </Group>
        </Group>
        <Text dir="auto">{draft.question}</Text>
        <Stack gap={2}>
          <Text size="xs" fw={600} c="dimmed">
            {t('jobQuestions.skillsProbed')}
          </Text>
          <Text size="sm">{names.length > 0 ? names.join(t('jobQuestions.listSeparator')) : t('jobQuestions.noSkills')}</Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" fw={600} c="dimmed">
            {t('jobQuestions.rubric')}
          </Text>
          <Text size="sm" c="dimmed" dir="auto">
            {draft.rubric}
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
