import { Box, NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { NavigationItem } from './role-navigation';

interface RoleNavbarProps {
  items: NavigationItem[];
  onNavigate: () => void;
}

export function RoleNavbar({ items, onNavigate }: RoleNavbarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The deepest item holding the page is the one marked: /candidate/assessments/personality is Personality, not Assessments.
  const current = items
    .map(({ to }) => to)
    .filter((to) => pathname === to || pathname.startsWith(`${to}/`))
    .sort((a, b) => b.length - a.length)[0];
  // The browser's own scrolling, not Mantine's ScrollArea: that imports floating-ui (about 14 KiB gzipped) into
  // every signed-in page's first load for a list that scrolls only on a short screen (decision 0115).
  return (
    <Box component="nav" aria-label={t('nav.main')} style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      {items.map(({ label, to, icon: Icon }) => {
        const active = to === current;
        return (
          <NavLink
            key={to}
            component={Link}
            to={to}
            label={t(`nav.${label}`)}
            leftSection={<Icon size={20} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            variant="light"
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
          />
        );
      })}
    </Box>
  );
}
