import { Group, Pagination, Text } from '@mantine/core';

interface ListPagerProps {
  /** "Total: 14", as the list says it. */
  totalLabel: string;
  total: number;
  pageSize: number;
  /** Counted from 0, as the API counts pages. */
  page: number;
  onPageChange: (page: number) => void;
  label: string;
}

/** Under a paged list: how many there are, and the pages when there is more than one. */
export function ListPager({ totalLabel, total, pageSize, page, onPageChange, label }: ListPagerProps) {
  const pageCount = Math.ceil(total / pageSize);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {totalLabel}
      </Text>
      {pageCount > 1 && (
        <Pagination total={pageCount} value={page + 1} onChange={(value) => onPageChange(value - 1)} aria-label={label} />
      )}
    </Group>
  );
}
