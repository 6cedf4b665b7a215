import type { BrandTagInput, BrandTagView } from '@host/domain/brand-tags-schemas';
import { useQuery } from '@tanstack/react-query';
import { api, ifMatch } from '../lib/http';

/** The brand's tags (issue 32): one query for every picker, filter and the settings that edit them. */
export const brandTagKeys = { all: (brandId: string | undefined) => ['brands', brandId, 'tags'] as const };

export const readBrandTags = (brandId: string) => api<BrandTagView[]>(`/api/v1/brands/${brandId}/tags`);

export function useBrandTags(brandId: string | undefined) {
  return useQuery({
    queryKey: brandTagKeys.all(brandId),
    queryFn: () => readBrandTags(brandId!),
    enabled: Boolean(brandId),
    staleTime: 5 * 60_000,
  });
}

export const createBrandTag = (brandId: string, input: BrandTagInput) =>
  api<BrandTagView>(`/api/v1/brands/${brandId}/tags`, { method: 'POST', body: input });

export const updateBrandTag = (brandId: string, tag: Pick<BrandTagView, 'id' | 'version'>, input: BrandTagInput) =>
  api<BrandTagView>(`/api/v1/brands/${brandId}/tags/${tag.id}`, { method: 'PUT', body: input, headers: ifMatch(tag.version) });

export const deleteBrandTag = (brandId: string, tag: Pick<BrandTagView, 'id' | 'version'>) =>
  api<null>(`/api/v1/brands/${brandId}/tags/${tag.id}`, { method: 'DELETE', headers: ifMatch(tag.version) });
