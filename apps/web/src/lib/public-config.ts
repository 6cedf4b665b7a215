import type { PublicConfig } from '@host/domain/public-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './http';

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => api<PublicConfig>('/api/config'),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
