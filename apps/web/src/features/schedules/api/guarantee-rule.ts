import type { GuaranteeRule, GuaranteeRuleView } from '@host/domain/guarantee-rule';
import { useQuery } from '@tanstack/react-query';
import { api, ifMatch } from '../../../lib/http';
import { outletKeys } from '../../../state/outlet-profile';

/** Under the outlet's key: a save publishes 'outlet.changed', and every open screen of the outlet reads it again. */
export const guaranteeRuleKeys = { rule: (outletId: string) => [...outletKeys.all(outletId), 'guarantee-rule'] as const };

export const readGuaranteeRule = (outletId: string) => api<GuaranteeRuleView>(`/api/v1/outlets/${outletId}/guarantee-rule`);

export const saveGuaranteeRule = (outletId: string, input: GuaranteeRule, version: number) =>
  api<GuaranteeRuleView>(`/api/v1/outlets/${outletId}/guarantee-rule`, { method: 'PUT', body: input, headers: ifMatch(version) });

export function useGuaranteeRule(outletId: string) {
  return useQuery({ queryKey: guaranteeRuleKeys.rule(outletId), queryFn: () => readGuaranteeRule(outletId), enabled: Boolean(outletId) });
}
