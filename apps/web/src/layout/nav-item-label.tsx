import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from './nav-config';

/**
 * A navigation item's name: nav.<key> of common.json, or of the locale file the item names. That file
 * loads when the item is first drawn; meanwhile the name is left blank rather than the menu waiting.
 */
export function NavItemLabel({ item }: { item: NavItem }) {
  if (!item.labelNs) return <Label item={item} />;
  return (
    <Suspense fallback={null}>
      <Label item={item} />
    </Suspense>
  );
}

function Label({ item }: { item: NavItem }) {
  const { t } = useTranslation(item.labelNs ?? 'common');
  return <>{t(`nav.${item.key}`)}</>;
}
