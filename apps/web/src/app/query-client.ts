import { createQueryClient } from '../lib/react-query';

export const queryClient = createQueryClient();
