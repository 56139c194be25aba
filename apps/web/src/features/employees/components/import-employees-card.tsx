import { Alert, Button, Code, FileInput, Stack, Table, Text } from '@mantine/core';
import type { ImportProblem } from '@masar/shared/employees';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { showSuccess } from '../../../lib/notify';
import { useImportEmployees } from '../api/import-employees';

/** Every problem of a refused file, by line, so all of them are fixed in one go. */
function ProblemTable({ problems }: { problems: readonly ImportProblem[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped withTableBorder aria-label={t('employees.problemsLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('employees.line')}</Table.Th>
            <Table.Th>{t('employees.column')}</Table.Th>
            <Table.Th>{t('employees.problem')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {problems.map((problem, index) => (
            <Table.Tr key={`${problem.line}-${problem.column}-${index}`}>
              <Table.Td>{problem.line}</Table.Td>
              <Table.Td>{t(`employees.columns.${problem.column}`)}</Table.Td>
              <Table.Td>{problem.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** CSV import (decision 0047): the file is read as UTF-8 text and sent whole; all rows go in, or none. */
export function ImportEmployeesCard() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const [problemsTotal, setProblemsTotal] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const importing = useImportEmployees();

  const submit = async () => {
    if (file === null) return;
    setProblems([]);
    setRefusal(null);
    const csv = await file.text();
    importing.mutate(csv, {
      onSuccess: ({ result, message }) => {
        if (result.imported > 0) {
          showSuccess(message ?? t('employees.importDone'));
          setFile(null);
        } else {
          setRefusal(message ?? t('employees.importRefused'));
          setProblems(result.errors);
          setProblemsTotal(result.errors_total);
        }
      },
    });
  };

  return (
    <SectionCard id="import-employees" title={t('employees.importTitle')} description={t('employees.importIntro')}>
      <Stack gap="sm">
        <Text size="sm">
          {t('employees.importFormat')} <Code>name,email,title,skills</Code>
        </Text>
        <FileInput
          label={t('employees.csvFile')}
          placeholder={t('employees.chooseFile')}
          accept=".csv,text/csv"
          value={file}
          onChange={setFile}
          clearable
          leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        />
        <Button
          onClick={() => void submit()}
          disabled={file === null}
          loading={importing.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('employees.import')}
        </Button>
        {refusal !== null && (
          <Alert color="red" title={refusal}>
            {t('employees.problemCount', { count: problemsTotal })}
            {problemsTotal > problems.length && ` ${t('employees.problemsListed', { count: problems.length })}`}
          </Alert>
        )}
        {problems.length > 0 && <ProblemTable problems={problems} />}
      </Stack>
    </SectionCard>
  );
}
