import { dataEnvelope } from '@masar/shared/api';
import { employeeListSchema, type EmployeeList } from '@masar/shared/employees';
import type { Locale } from '@masar/shared/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const employeeListEnvelopeSchema = dataEnvelope(employeeListSchema);

/** GET /api/recruiter/employees/: the company's employees, each with their best job there. */
export async function listEmployees(): Promise<EmployeeList> {
  const { data } = await apiClient.get('recruiter/employees/', employeeListEnvelopeSchema);
  return data;
}

export const employeesKey = ['employees'] as const;

/** The stored matches are recomputed within seconds of a change: ask again that often until they are. */
export const MATCHES_UPDATING_POLL_MS = 3_000;

export function employeesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [...employeesKey, locale],
    queryFn: listEmployees,
    refetchInterval: (query) => (query.state.data?.matches_updating ? MATCHES_UPDATING_POLL_MS : false),
  });
}

export function useEmployees(locale: Locale) {
  return useQuery(employeesQueryOptions(locale));
}
