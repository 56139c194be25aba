import { Avatar, Burger, Group, Menu, UnstyledButton, Text } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { WordMark } from '../../../components/ui/word-mark';
import { UserText } from '../../../components/ui/user-text';
import { initialsOf } from '../../../lib/initials';

interface AppHeaderProps {
  homePath: string;
  fullName: string;
  /** Settings are for the states of spec §6 only. */
  showSettings: boolean;
  navigation: { opened: boolean; toggle: () => void } | null;
  onLogout: () => void;
  /** The notifications bell, composed in by the layout (features do not import each other). */
  bell?: ReactNode;
}

export function AppHeader({ homePath, fullName, showSettings, navigation, onLogout, bell }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {navigation && (
          <Burger
            opened={navigation.opened}
            onClick={navigation.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={t(navigation.opened ? 'nav.close' : 'nav.open')}
            aria-expanded={navigation.opened}
          />
        )}
        <WordMark to={homePath} />
      </Group>
      <Group gap="xs" wrap="nowrap">
        {bell}
        <LanguageSwitch />
        <Menu position="bottom-end" width={220} withinPortal>
          <Menu.Target>
            <UnstyledButton aria-label={t('nav.accountMenu')} p={4} style={{ borderRadius: 999 }}>
              <Avatar name={fullName} color="initials" radius="xl" size={36}>
                {initialsOf(fullName)}
              </Avatar>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {fullName !== '' && (
              <Menu.Label>
                <Text size="sm" fw={600} c="dark" truncate>
                  <UserText>{fullName}</UserText>
                </Text>
              </Menu.Label>
            )}
            {showSettings && (
              <Menu.Item component={Link} to="/settings/account" leftSection={<IconSettings size={16} aria-hidden />}>
                {t('nav.settings')}
              </Menu.Item>
            )}
            <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
              {t('nav.logout')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
