import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './http';

/** What the server lets the browser know of its configuration (no secrets). */
export interface PublicConfig {
  classicHostUrl: string;
  messagingEnv: string;
  analyticsSourceId: string;
  paymentPublishableKey: string;
  customerDetailsUrl: string | null;
  mqttUrl: string | null;
}

export const publicConfigQuery = queryOptions({ queryKey: ['public-config'], queryFn: () => api<PublicConfig>('/api/config'), staleTime: Infinity });

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
