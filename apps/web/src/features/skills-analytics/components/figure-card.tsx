import { Box, Button, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { saveBlob } from '../../../lib/download';
import { toCsv, type FigureTable } from '../analytics-tables';

interface FigureCardProps {
  id: string;
  title: string;
  description?: string;
  table: FigureTable;
  /** The CSV file's name, without the extension. */
  fileName: string;
  empty: string;
  chart: ReactNode;
  /** Under the table: what the numbers lead to (the courses of the gap). */
  after?: ReactNode;
}

/**
 * One figure of the page: its chart for the eye, the same numbers as a table for reading (and screen readers),
 * and the table as a CSV file.
 */
export function FigureCard({ id, title, description, table, fileName, empty, chart, after }: FigureCardProps) {
  const { t } = useTranslation();
  const download = () => saveBlob(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
  return (
    <SectionCard
      id={id}
      title={title}
      description={description}
      aside={
        table.rows.length > 0 && (
          <Button variant="light" size="xs" leftSection={<IconDownload size={14} aria-hidden />} onClick={download} aria-label={t('skillsAnalytics.downloadCsvOf', { title })}>
            {t('skillsAnalytics.downloadCsv')}
          </Button>
        )
      }
    >
      {table.rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <>
          <Box role="img" aria-label={t('skillsAnalytics.chartOf', { title })}>
            {chart}
          </Box>
          <Table.ScrollContainer minWidth={320}>
            <Table striped withTableBorder aria-label={title} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  {table.columns.map((column) => (
                    <Table.Th key={column}>{column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map((row, index) => (
                  <Table.Tr key={`${row[0]}-${index}`}>
                    {row.map((cell, column) => (
                      <Table.Td key={table.columns[column]}>{cell}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {after}
        </>
      )}
    </SectionCard>
  );
}
