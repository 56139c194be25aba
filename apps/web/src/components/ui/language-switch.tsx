import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../../lib/i18n';

/** One button that names the other language in that language, as people look for it. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const target = currentLocale() === 'ar' ? 'en' : 'ar';
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-md"
      lang={target}
      leftSection={<IconLanguage size={18} aria-hidden />}
      onClick={() => void changeLocale(target)}
    >
      {target === 'ar' ? t('language.arabic') : t('language.english')}
    </Button>
  );
}
