import { Group, SegmentedControl } from '@mantine/core';
import { APPROVAL_STATUSES, type ApprovalStatus } from '@masar/shared/users';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/ui/search-field';
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
      <SearchField
        label={t('approvals.search')}
        placeholder={t('approvals.search')}
        clearLabel={t('approvals.clearSearch')}
        value={search}
        onChange={onSearchChange}
        w={{ base: '100%', sm: 320 }}
      />
    </Group>
  );
}
