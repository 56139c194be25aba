import { dataEnvelope } from '@masar/shared/api';
import { employeeMatchesSchema, type EmployeeMatches } from '@masar/shared/employees';
import type { Locale } from '@masar/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const matchesEnvelopeSchema = dataEnvelope(employeeMatchesSchema);

/** GET /api/recruiter/employees/{id}/matches/: the company's jobs the employee fits, gaps and courses. */
export async function getEmployeeMatches(id: string): Promise<EmployeeMatches> {
  const { data } = await apiClient.get(`recruiter/employees/${id}/matches/`, matchesEnvelopeSchema);
  return data;
}

export function useEmployeeMatches(id: string | null, locale: Locale) {
  return useQuery({
    queryKey: ['employee-matches', locale, id],
    queryFn: () => getEmployeeMatches(id!),
    enabled: id !== null,
  });
}
