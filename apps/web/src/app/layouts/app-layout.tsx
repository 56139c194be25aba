import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { homePathForState } from '@masar/shared/user-states';
import { Outlet, useNavigate } from 'react-router';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { AppHeader } from '../../features/shell/components/app-header';
import { RoleNavbar } from '../../features/shell/components/role-navbar';
import { navigationForState } from '../../features/shell/components/role-navigation';
import { findRoute } from '../route-table';
import { logout } from '../session/session-actions';
import { useSession } from '../session/session-store';

/** Signed-in pages: a header, and the role's area on the left (right in Arabic), a drawer under sm. */
export function AppLayout() {
  const { user, state } = useSession();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  const items = navigationForState(state);
  const hasNavigation = items.length > 0;
  const fullName = user === null ? '' : `${user.first_name} ${user.last_name}`.trim();
  const showSettings = findRoute('/settings/account')?.allowedStates.includes(state) ?? false;

  const handleLogout = async () => {
    await logout(() => navigate('/auth/login'));
  };

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: 260,
        breakpoint: 'sm',
        collapsed: { mobile: !opened, desktop: !hasNavigation },
      }}
      padding="md"
    >
      <AppShell.Header>
        <AppHeader
          homePath={homePathForState(state)}
          fullName={fullName}
          showSettings={showSettings}
          navigation={hasNavigation ? { opened, toggle } : null}
          onLogout={() => void handleLogout()}
          bell={<NotificationBell />}
        />
      </AppShell.Header>
      {hasNavigation && (
        <AppShell.Navbar p="sm">
          <RoleNavbar items={items} onNavigate={close} />
        </AppShell.Navbar>
      )}
      <AppShell.Main id="main" bg="gray.0">
        <Container size="lg" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
