import { Menu, Text } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserText } from '../../../components/ui/user-text';

export interface AccountMenuProps {
  /** The avatar button, drawn by the header before this module arrives too. */
  trigger: ReactElement;
  fullName: string;
  showSettings: boolean;
  onLogout: () => void;
  /** The person clicked the avatar before this module arrived. */
  defaultOpened: boolean;
}

/** The signed-in header's account menu, fetched on first use (decision 0115). */
export function AccountMenu({ trigger, fullName, showSettings, onLogout, defaultOpened }: AccountMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={220} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{trigger}</Menu.Target>
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
  );
}
