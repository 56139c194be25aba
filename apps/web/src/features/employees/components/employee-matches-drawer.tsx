import { Alert, Drawer, Loader, Paper, Stack, Text, Title, Group, Center } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import { useTranslation } from 'react-i18next';
import { useEmployeeMatches } from '../api/get-employee-matches';
import { CourseList } from './course-list';
import { ReasonList, ScoreBadge, SkillsHeldAndMissing } from './match-parts';

interface EmployeeMatchesDrawerProps {
  employeeId: string | null;
  employeeName: string;
  onClose: () => void;
}

/** One employee's jobs at the company (internal mobility), explained like a candidate's, and the courses for the gaps. */
export function EmployeeMatchesDrawer({ employeeId, employeeName, onClose }: EmployeeMatchesDrawerProps) {
  const { t, i18n } = useTranslation();
  const matches = useEmployeeMatches(employeeId, toLocale(i18n.language));
  const data = matches.data;
  return (
    <Drawer opened={employeeId !== null} onClose={onClose} position={i18n.dir() === 'rtl' ? 'left' : 'right'} size="lg" title={t('employees.matchesOf', { name: employeeName })} closeButtonProps={{ 'aria-label': t('employees.close') }}>
      {matches.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('employees.loading')} />
        </Center>
      ) : matches.isError || data === undefined ? (
        <Alert color="red">{t('employees.matchesFailed')}</Alert>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {data.employee.matched_from === 'profile' ? t('employees.fromProfile') : t('employees.fromImport')}
          </Text>
          {data.matches.length === 0 ? (
            <Text>{t('employees.noMatches')}</Text>
          ) : (
            data.matches.map((match) => (
              <Paper key={match.job_id} withBorder radius="md" p="sm" component="article" aria-label={match.job_title}>
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Title order={3} fz="md">
                      {match.job_title}
                    </Title>
                    <ScoreBadge score={match.score} />
                  </Group>
                  <SkillsHeldAndMissing matched={match.matched} gaps={match.gaps} />
                  <ReasonList reasons={match.reasons} />
                </Stack>
              </Paper>
            ))
          )}
          <Title order={3} fz="md">
            {t('employees.coursesTitle')}
          </Title>
          <CourseList courses={data.courses} />
        </Stack>
      )}
    </Drawer>
  );
}
