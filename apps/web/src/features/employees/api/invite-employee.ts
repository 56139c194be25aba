import { dataEnvelope } from '@masar/shared/api';
import { employeeSchema, type Employee, type InviteEmployeeRequest } from '@masar/shared/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { employeesKey } from './list-employees';

const employeeEnvelopeSchema = dataEnvelope(employeeSchema);

/** POST /api/recruiter/employees/invite/: the employee gets a link to sign up and upload a resume. */
export async function inviteEmployee(request: InviteEmployeeRequest): Promise<{ employee: Employee; message: string | undefined }> {
  const { data, message } = await apiClient.post('recruiter/employees/invite/', request, employeeEnvelopeSchema);
  return { employee: data, message };
}

export function useInviteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesKey }),
  });
}
