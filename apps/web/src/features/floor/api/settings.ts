import type {
  Area,
  AreaInput,
  AreaOrderInput,
  AreaWithTables,
  Combination,
  CombinationInput,
  FloorSettings,
  Table,
  TableInput,
  TablePatch,
  TablePlacement,
} from '@host/domain/tables';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { liveKey } from '../../../state/live-updates';
import { api, ifMatch } from '../../../lib/http';

/** Under the outlet's live key: live updates refresh settings as they refresh the floor. */
export const settingsKeys = {
  all: (outletId: string) => [...liveKey(outletId), 'settings'] as const,
  areas: (outletId: string) => [...liveKey(outletId), 'settings', 'areas'] as const,
  combinations: (outletId: string) => [...liveKey(outletId), 'settings', 'combinations'] as const,
};

export function useAllAreas(outletId: string) {
  return useQuery({
    queryKey: settingsKeys.areas(outletId),
    queryFn: () => api<AreaWithTables[]>(`/api/v1/outlets/${outletId}/areas?all=true`),
    enabled: Boolean(outletId),
  });
}

export function useSettingsCombinations(outletId: string, enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.combinations(outletId),
    queryFn: () => api<Combination[]>(`/api/v1/outlets/${outletId}/table-combinations`),
    enabled: Boolean(outletId) && enabled,
  });
}

/** The floor's own settings (how long a table takes to clean), saved with the outlet's version. */
export const saveFloorSettings = (outletId: string, settings: FloorSettings, version: number) =>
  api<void>(`/api/v1/outlets/${outletId}/floor-settings`, { method: 'PATCH', body: settings, headers: ifMatch(version) });

const confirmQuery = (confirm?: boolean) => (confirm ? '?confirm=true' : '');

/** Every floor setting change; callers show their own errors (the affected list asks first). */
export function useFloorSettings(outletId: string) {
  const client = useQueryClient();
  const options = { meta: { handlesErrors: true }, onSettled: () => client.invalidateQueries({ queryKey: liveKey(outletId) }) };
  return {
    createArea: useMutation({
      ...options,
      mutationFn: (input: AreaInput) => api<Area>(`/api/v1/outlets/${outletId}/areas`, { method: 'POST', body: input }),
    }),
    updateArea: useMutation({
      ...options,
      mutationFn: ({ area, input, confirm }: { area: Area; input: Partial<AreaInput>; confirm?: boolean }) =>
        api<Area>(`/api/v1/areas/${area.id}${confirmQuery(confirm)}`, {
          method: 'PATCH',
          body: input,
          headers: ifMatch(area.version),
        }),
    }),
    deleteArea: useMutation({
      ...options,
      mutationFn: ({ area, confirm }: { area: Area; confirm?: boolean }) =>
        api<void>(`/api/v1/areas/${area.id}${confirmQuery(confirm)}`, { method: 'DELETE', headers: ifMatch(area.version) }),
    }),
    reorderAreas: useMutation({
      ...options,
      mutationFn: (areas: Area[]) =>
        api<AreaWithTables[]>(`/api/v1/outlets/${outletId}/area-order`, {
          method: 'PUT',
          body: { areas: areas.map(({ id, version }) => ({ id, version })) } satisfies AreaOrderInput,
        }),
    }),
    createTable: useMutation({
      ...options,
      mutationFn: (input: TableInput) => api<Table>(`/api/v1/outlets/${outletId}/tables`, { method: 'POST', body: input }),
    }),
    updateTable: useMutation({
      ...options,
      mutationFn: ({ table, input, confirm }: { table: Table; input: TablePatch; confirm?: boolean }) =>
        api<Table>(`/api/v1/tables/${table.id}${confirmQuery(confirm)}`, {
          method: 'PATCH',
          body: input,
          headers: ifMatch(table.version),
        }),
    }),
    deleteTable: useMutation({
      ...options,
      mutationFn: ({ table, confirm }: { table: Table; confirm?: boolean }) =>
        api<void>(`/api/v1/tables/${table.id}${confirmQuery(confirm)}`, { method: 'DELETE', headers: ifMatch(table.version) }),
    }),
    saveFloorPlan: useMutation({
      ...options,
      mutationFn: (tables: TablePlacement[]) =>
        api<AreaWithTables[]>(`/api/v1/outlets/${outletId}/floor-plan`, { method: 'PUT', body: { tables } }),
    }),
    saveCombination: useMutation({
      ...options,
      mutationFn: ({ combination, input }: { combination?: Combination; input: CombinationInput }) =>
        combination
          ? api<Combination>(`/api/v1/table-combinations/${combination.id}`, {
              method: 'PUT',
              body: input,
              headers: ifMatch(combination.version),
            })
          : api<Combination>(`/api/v1/outlets/${outletId}/table-combinations`, { method: 'POST', body: input }),
    }),
    deleteCombination: useMutation({
      ...options,
      mutationFn: (combination: Combination) =>
        api<void>(`/api/v1/table-combinations/${combination.id}`, { method: 'DELETE', headers: ifMatch(combination.version) }),
    }),
  };
}
