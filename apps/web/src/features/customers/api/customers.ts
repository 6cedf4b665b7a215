import type {
  Customer,
  CustomerActivity,
  CustomerExport,
  CustomerInput,
  CustomerListQuery,
  CustomerPage,
  CustomerPatch,
  CustomerVisit,
} from '@host/domain/customers';
import type { DuplicateProbe, PossibleDuplicate } from '@host/domain/customer-duplicates';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ifMatch } from '../../../lib/http';

/** The list's filters and order, as the page keeps them (the cursor is the query's own). */
export type CustomerListFilters = Omit<CustomerListQuery, 'cursor' | 'limit'>;

export const customerKeys = {
  all: ['customers'] as const,
  list: (brandId: string, filters: CustomerListFilters) => ['customers', 'list', brandId, filters] as const,
  one: (id: string) => ['customers', id] as const,
  part: (id: string, part: 'reservations' | 'duplicates' | 'activities') => ['customers', id, part] as const,
  duplicatesOfNew: (brandId: string, probe: DuplicateProbe) => ['customers', 'possible-duplicates', brandId, probe] as const,
};

export const PAGE_SIZE = 50;

/** The list's query string: only what is set, tag ids comma-separated (the contract's form). */
export function listParams(filters: CustomerListFilters, cursor?: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(PAGE_SIZE));
  return params;
}

/** The brand's guests, a page at a time (the server's cursor). */
export function useCustomerList(brandId: string | undefined, filters: CustomerListFilters) {
  return useInfiniteQuery({
    queryKey: customerKeys.list(brandId ?? '', filters),
    queryFn: ({ pageParam, signal }) =>
      api<CustomerPage>(`/api/v1/brands/${brandId}/customers?${listParams(filters, pageParam ?? undefined)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(brandId),
    placeholderData: keepPreviousData,
  });
}

export const readCustomer = (id: string) => api<Customer>(`/api/v1/customers/${id}`);

/** The brand's first guest whose name, phone or email matches: who already holds a phone a save was refused for. */
export const firstCustomerMatching = async (brandId: string, text: string) =>
  (await api<CustomerPage>(`/api/v1/brands/${brandId}/customers?${new URLSearchParams({ q: text.trim(), limit: '1' })}`)).items[0];

export function useCustomer(id: string | undefined) {
  return useQuery({ queryKey: customerKeys.one(id ?? ''), queryFn: () => readCustomer(id ?? ''), enabled: Boolean(id) });
}

export function useCustomerVisits(id: string) {
  return useQuery({
    queryKey: customerKeys.part(id, 'reservations'),
    queryFn: () => api<CustomerVisit[]>(`/api/v1/customers/${id}/reservations`),
  });
}

export function useDuplicates(id: string, enabled: boolean) {
  return useQuery({
    queryKey: customerKeys.part(id, 'duplicates'),
    queryFn: () => api<PossibleDuplicate[]>(`/api/v1/customers/${id}/duplicates`),
    enabled,
  });
}

/** Who a guest being added may already be, as typed so far (a POST: the phone stays out of URLs and logs). */
export function useDuplicatesOfNew(brandId: string | undefined, probe: DuplicateProbe | null) {
  return useQuery({
    queryKey: customerKeys.duplicatesOfNew(brandId ?? '', probe ?? {}),
    queryFn: ({ signal }) =>
      api<PossibleDuplicate[]>(`/api/v1/brands/${brandId}/customers/possible-duplicates`, { method: 'POST', body: probe, signal }),
    enabled: Boolean(brandId && probe),
    placeholderData: keepPreviousData,
    // A hint, not the host's action: a refusal says nothing rather than an error while typing.
    meta: { handlesErrors: true },
  });
}

export function useActivities(id: string) {
  return useQuery({
    queryKey: customerKeys.part(id, 'activities'),
    queryFn: () => api<CustomerActivity[]>(`/api/v1/customers/${id}/activities`),
  });
}

/** After any write: the guest as saved, and every list and part of the guest book read again. */
function useSaved() {
  const client = useQueryClient();
  return (saved: Customer) => {
    client.setQueryData(customerKeys.one(saved.id), saved);
    return client.invalidateQueries({ queryKey: customerKeys.all });
  };
}

export function useCreateCustomer(brandId: string | undefined) {
  const saved = useSaved();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (input: CustomerInput) => api<Customer>(`/api/v1/brands/${brandId}/customers`, { method: 'POST', body: input }),
    onSuccess: saved,
  });
}

export function useUpdateCustomer() {
  const saved = useSaved();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ id, version, patch }: { id: string; version: number; patch: CustomerPatch }) =>
      api<Customer>(`/api/v1/customers/${id}`, { method: 'PATCH', body: patch, headers: ifMatch(version) }),
    onSuccess: saved,
  });
}

export function useMergeCustomer() {
  const saved = useSaved();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ id, ...body }: { id: string; duplicateId: string; version: number; duplicateVersion: number }) =>
      api<Customer>(`/api/v1/customers/${id}/merge`, { method: 'POST', body }),
    onSuccess: saved,
  });
}

export function useEraseCustomer() {
  const saved = useSaved();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ id, version, reason }: { id: string; version: number; reason: string }) =>
      api<Customer>(`/api/v1/customers/${id}/erase`, { method: 'POST', body: { version, reason } }),
    onSuccess: saved,
  });
}

/** The guest's data as a JSON file the host's browser saves. */
export async function downloadExport(customer: Pick<Customer, 'id' | 'firstName' | 'lastName'>) {
  const data = await api<CustomerExport>(`/api/v1/customers/${customer.id}/export`);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `guest-${customer.id}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
