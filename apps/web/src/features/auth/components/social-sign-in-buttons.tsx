import { Button, Divider, Stack } from '@mantine/core';
import type { SocialProvider } from '@masar/shared/auth';
import { IconBrandGoogle, IconBrandLinkedin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { API_ROOT } from '../../../lib/api-client';
import { useAuthConfig } from '../api/get-auth-config';

const PROVIDER_ICONS = { google: IconBrandGoogle, linkedin: IconBrandLinkedin } as const;

/** The provider flow is a full-page navigation; it comes back to /auth/{provider}/{token}. */
function providerHref(provider: SocialProvider, redirect: string | null): string {
  const start = `${API_ROOT}user/auth/${provider}/`;
  return redirect === null ? start : `${start}?redirect=${encodeURIComponent(redirect)}`;
}

/** Only the providers the server has configured. */
export function SocialSignInButtons({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const { data } = useAuthConfig();
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <Stack gap="sm">
      <Divider label={t('social.or')} labelPosition="center" />
      {providers.map((provider) => {
        const Icon = PROVIDER_ICONS[provider];
        return (
          <Button
            key={provider}
            component="a"
            href={providerHref(provider, redirect)}
            variant="default"
            leftSection={<Icon size={18} aria-hidden />}
            fullWidth
          >
            {t(`social.${provider}`)}
          </Button>
        );
      })}
    </Stack>
  );
}
