import { companySchema, type Company, type RecruiterOnboardingRequest } from '@masar/shared/onboarding';
import { userSchema, type User } from '@masar/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { envelopeOf, objectOf } from '../../../lib/response-schemas';

const onboardRecruiterEnvelopeSchema = envelopeOf(objectOf({ user: userSchema, company: companySchema }));

export interface RecruiterOnboarding {
  user: User;
  company: Company;
  message: string | undefined;
}

export async function onboardRecruiter(request: RecruiterOnboardingRequest): Promise<RecruiterOnboarding> {
  const { data, message } = await apiClient.post('recruiter/onboarding/', request, onboardRecruiterEnvelopeSchema);
  return { ...data, message };
}

/** The form keeps what was typed and shows the server's field errors; the toast says the rest. */
export function useOnboardRecruiter() {
  return useMutation({ mutationFn: onboardRecruiter });
}
