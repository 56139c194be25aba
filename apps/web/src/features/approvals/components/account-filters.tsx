import { CloseButton, Group, SegmentedControl, TextInput } from '@mantine/core';
import { APPROVAL_STATUSES, type ApprovalStatus } from '@masar/shared/users';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STATUS_LABEL } from './account-labels';

interface AccountFiltersProps {
  status: ApprovalStatus;
  onStatusChange: (status: ApprovalStatus) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

export function AccountFilters({ status, onStatusChange, search, onSearchChange }: AccountFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <SegmentedControl
        aria-label={t('approvals.statusFilter')}
        value={status}
        onChange={onStatusChange}
        data={APPROVAL_STATUSES.map((value) => ({ value, label: t(`approvals.${STATUS_LABEL[value]}`) }))}
      />
      <TextInput
        aria-label={t('approvals.search')}
        placeholder={t('approvals.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        rightSection={
          search === '' ? null : (
            <CloseButton size="sm" aria-label={t('approvals.clearSearch')} onClick={() => onSearchChange('')} />
          )
        }
        w={{ base: '100%', sm: 320 }}
        type="search"
      />
    </Group>
  );
}
