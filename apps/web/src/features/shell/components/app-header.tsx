import { Avatar, Burger, Group, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { onFirstUse } from '../../../components/ui/on-first-use';
import { WordMark } from '../../../components/ui/word-mark';
import { initialsOf } from '../../../lib/initials';

const useAccountMenu = onFirstUse(async () => (await import('./account-menu')).AccountMenu);

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
        <AccountMenuButton fullName={fullName} showSettings={showSettings} onLogout={onLogout} />
      </Group>
    </Group>
  );
}

/**
 * The avatar that opens the account menu. The menu (Mantine's Menu, its popover and floating-ui) comes on the
 * first pointer over, focus or click, not with the page; a click before it arrives opens it when it does.
 */
function AccountMenuButton({
  fullName,
  showSettings,
  onLogout,
}: Pick<AppHeaderProps, 'fullName' | 'showSettings' | 'onLogout'>) {
  const { t } = useTranslation();
  const { loaded: AccountMenu, triggerRef, standIn, askOpen, wantOpen } = useAccountMenu<HTMLButtonElement>();
  const avatar = (
    <Avatar name={fullName} color="initials" radius="xl" size={36}>
      {initialsOf(fullName)}
    </Avatar>
  );
  if (AccountMenu === null) {
    return (
      <UnstyledButton
        {...standIn}
        onClick={askOpen}
        aria-label={t('nav.accountMenu')}
        aria-haspopup="menu"
        aria-expanded={false}
        p={4}
        style={{ borderRadius: 999 }}
      >
        {avatar}
      </UnstyledButton>
    );
  }
  return (
    <AccountMenu
      trigger={
        <UnstyledButton ref={triggerRef} aria-label={t('nav.accountMenu')} p={4} style={{ borderRadius: 999 }}>
          {avatar}
        </UnstyledButton>
      }
      fullName={fullName}
      showSettings={showSettings}
      onLogout={onLogout}
      defaultOpened={wantOpen}
    />
  );
}
