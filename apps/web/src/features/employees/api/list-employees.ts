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

export function employeesQueryOptions(locale: Locale) {
  return queryOptions({ queryKey: [...employeesKey, locale], queryFn: listEmployees });
}

export function useEmployees(locale: Locale) {
  return useQuery(employeesQueryOptions(locale));
}
