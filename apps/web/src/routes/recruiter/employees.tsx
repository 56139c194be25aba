import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteName } from '../../app/route-title';
import { useSession } from '../../app/session/session-store';
import { PageHeading } from '../../components/ui/page-heading';
import { EmployeesList } from '../../features/employees/components/employees-list';
import { ImportEmployeesCard } from '../../features/employees/components/import-employees-card';
import { InviteEmployeeCard, InviteTalentManagerCard } from '../../features/employees/components/invite-employee-card';

/** The company's own employees (decision 0047): import, invite, and each one's matches to the company's jobs. */
export default function RecruiterEmployeesPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const { state } = useSession();
  return (
    <Stack gap="lg">
      <PageHeading title={title} description={t('employees.intro')} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ImportEmployeesCard />
        <InviteEmployeeCard />
      </SimpleGrid>
      {state === 'RECRUITER_ADMIN' && <InviteTalentManagerCard />}
      <EmployeesList />
    </Stack>
  );
}
