import { dataEnvelope } from '@masar/shared/api';
import { invitationPreviewSchema, type InvitationKind } from '@masar/shared/onboarding';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { apiClient } from '../../../lib/api-client';
import { readInviteCode, storeInviteCode } from '../../../lib/storage';

export interface InvitationPreview {
  company_name: string;
  email: string;
  /** What joining makes the invitee (decisions 0047, 0048). */
  kind: InvitationKind;
}

const previewEnvelopeSchema = dataEnvelope(invitationPreviewSchema);

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
