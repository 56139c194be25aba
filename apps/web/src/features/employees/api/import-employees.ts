import { dataEnvelope } from '@masar/shared/api';
import { importEmployeesResultSchema, type ImportEmployeesResult } from '@masar/shared/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { employeesKey } from './list-employees';

const importEnvelopeSchema = dataEnvelope(importEmployeesResultSchema);

export interface ImportAnswer {
  result: ImportEmployeesResult;
  message: string | undefined;
}

/** POST /api/recruiter/employees/import/: the CSV file's text; all rows are imported, or none and every problem by line. */
export async function importEmployees(csv: string): Promise<ImportAnswer> {
  const { data, message } = await apiClient.post('recruiter/employees/import/', { csv }, importEnvelopeSchema);
  return { result: data, message };
}

export function useImportEmployees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importEmployees,
    onSuccess: ({ result }) => (result.imported > 0 ? queryClient.invalidateQueries({ queryKey: employeesKey }) : undefined),
  });
}
