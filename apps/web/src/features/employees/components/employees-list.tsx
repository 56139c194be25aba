import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { EmployeeListItem } from '@masar/shared/employees';
import { toLocale } from '@masar/shared/messages';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { useEmployees } from '../api/list-employees';
import { EmployeeMatchesDrawer } from './employee-matches-drawer';
import { ScoreBadge } from './match-parts';
import { MatchesUpdating } from './matches-updating';

function EmployeeCard({ employee, onOpen }: { employee: EmployeeListItem; onOpen: () => void }) {
  const { t } = useTranslation();
  const name = employee.name === '' ? employee.email : employee.name;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} fz="md">
              {name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[employee.title, employee.email].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Badge variant="light" color={employee.has_account ? 'teal' : employee.source === 'invitation' ? 'yellow' : 'gray'} style={{ flexShrink: 0 }}>
            {employee.has_account ? t('employees.statusAccount') : employee.source === 'invitation' ? t('employees.statusInvited') : t('employees.statusImported')}
          </Badge>
        </Group>
        {employee.skills.length > 0 && (
          <Group gap={4} wrap="wrap">
            {employee.skills.map((skill) => (
              <Badge key={skill.id} size="sm" variant="outline" color="gray" tt="none">
                {skill.name}
              </Badge>
            ))}
          </Group>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          {employee.best_match === null ? (
            <Text size="sm" c="dimmed">
              {t('employees.noBestMatch')}
            </Text>
          ) : (
            <Group gap="xs" wrap="nowrap">
              <ScoreBadge score={employee.best_match.score} />
              <Text size="sm">{t('employees.bestMatch', { job: employee.best_match.job_title })}</Text>
            </Group>
          )}
          <Button variant="light" size="xs" onClick={onOpen}>
            {t('employees.viewMatches')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The company's employees, each with their best job there; one opens their matches, gaps and courses. */
export function EmployeesList() {
  const { t, i18n } = useTranslation();
  const employees = useEmployees(toLocale(i18n.language));
  const [open, setOpen] = useState<EmployeeListItem | null>(null);
  if (employees.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('employees.loading')} />
      </Center>
    );
  }
  if (employees.isError) return <Alert color="red">{t('employees.listFailed')}</Alert>;
  const { results, matches_updating } = employees.data;
  if (results.length === 0) {
    return <EmptyState icon={<IconUsersGroup size={24} />} title={t('employees.emptyTitle')} body={t('employees.emptyBody')} />;
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('employees.count', { count: results.length })}
      </Text>
      {matches_updating && <MatchesUpdating />}
      {results.map((employee) => (
        <EmployeeCard key={employee.id} employee={employee} onOpen={() => setOpen(employee)} />
      ))}
      <EmployeeMatchesDrawer employeeId={open?.id ?? null} employeeName={open === null ? '' : open.name || open.email} onClose={() => setOpen(null)} />
    </Stack>
  );
}
