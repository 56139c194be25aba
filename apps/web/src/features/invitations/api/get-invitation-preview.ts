import type { InvitationKind } from '@masar/shared/onboarding';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { apiClient, lazySchema } from '../../../lib/api-client';
import { readInviteCode, storeInviteCode } from '../../../lib/storage';

export interface InvitationPreview {
  company_name: string;
  email: string;
  /** What joining makes the invitee (decisions 0047, 0048). */
  kind: InvitationKind;
}

// The login page imports this call, and only an invite link makes it: its schema comes with it (decision 0124).
const previewEnvelopeSchema = lazySchema(async () => {
  const [{ dataEnvelope }, { invitationPreviewSchema }] = await Promise.all([
    import('@masar/shared/api'),
    import('@masar/shared/onboarding'),
  ]);
  return dataEnvelope(invitationPreviewSchema);
});

/** What an invite link offers: the company and the invited address. No login needed. */
export async function getInvitationPreview(code: string): Promise<InvitationPreview> {
  const { data } = await apiClient.get(`recruiter/invitations/${encodeURIComponent(code)}`, previewEnvelopeSchema);
  return data;
}

/**
 * The page shows a refused code itself, in the page's language: the language is part of the key,
 * because the server translates its message.
 */
export function useInvitationPreview(code: string | null, locale: string) {
  return useQuery({
    queryKey: ['invitation-preview', code, locale],
    queryFn: () => getInvitationPreview(code ?? ''),
    enabled: code !== null,
    staleTime: Infinity,
    meta: { errorToast: false },
  });
}

/**
 * The invitation code of the sign-up and login pages: `?invite=` from the e-mail's link, kept for this
 * tab so that the choice page can offer to join after signing in; else the one kept earlier.
 */
export function useInviteCode(): string | null {
  const [searchParams] = useSearchParams();
  const fromLink = searchParams.get('invite');
  const code = fromLink !== null && fromLink.trim() !== '' ? fromLink.trim() : null;
  useEffect(() => {
    if (code !== null) storeInviteCode(code);
  }, [code]);
  return code ?? readInviteCode();
}
