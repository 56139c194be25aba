import { Badge, Button, Group, Modal, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ProfileSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** "Edit work experience": the Edit button's accessible name. */
  editLabel: string;
  onEdit: () => void;
  /** Says what to add when the section is empty. */
  emptyText: string;
  empty: boolean;
  /**
   * Said instead of `emptyText`, with the "check this" mark, when the resume had the section but the
   * parser could not read it: the person is asked to check it rather than shown a silently empty section.
   */
  unreadText?: string | undefined;
  /** The button's visible text and icon, when it adds rather than edits. */
  editText?: string;
  editIcon?: ReactNode;
  children?: ReactNode;
}

export function ProfileSection({
  id,
  title,
  editLabel,
  onEdit,
  emptyText,
  empty,
  unreadText,
  editText,
  editIcon,
  children,
}: ProfileSectionProps) {
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="center">
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={editIcon ?? <IconPencil size={16} aria-hidden />}
            onClick={onEdit}
            aria-label={editLabel}
          >
            {editText ?? t('profile.edit')}
          </Button>
        </Group>
        {empty && unreadText !== undefined ? (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <CheckThis show />
            <Text size="sm">{unreadText}</Text>
          </Group>
        ) : empty ? (
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}

/** The parser was unsure: a quiet hint, never an alarm. */
export function CheckThis({ show }: { show: boolean }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <Tooltip label={t('profile.checkThisHint')} multiline w={240} withArrow>
      <Badge
        variant="light"
        color="yellow"
        size="sm"
        leftSection={<IconAlertCircle size={12} aria-hidden />}
        tabIndex={0}
        style={{ cursor: 'help', flexShrink: 0 }}
      >
        {t('profile.checkThis')}
      </Badge>
    </Tooltip>
  );
}

interface SectionModalProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** Editing a section happens in a dialog, which traps focus and keeps the page behind it. */
export function SectionModal({ opened, title, onClose, children }: SectionModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered={false} closeOnClickOutside={false}>
      {opened && children}
    </Modal>
  );
}

export function FormActions({ onCancel, pending }: { onCancel: () => void; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {t('profile.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {t('profile.save')}
      </Button>
    </Group>
  );
}
