import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { PageName } from './route-table';

export interface RouteHandle {
  name: PageName;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'name' in handle;
}

/** The translated name of the page on screen: its h1, and its browser title. */
export function useRouteName(): string {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle);
  return handle === undefined ? t('app.name') : t(`routeNames.${handle.name}`);
}

/**
 * The product name in the browser title: "Masar" in both languages, as spec §2 writes it, so a tab or a
 * bookmark reads the same brand whatever the language (docs/decisions/0017-page-title.md).
 */
export const TITLE_PRODUCT_NAME = 'Masar';

/** Spec §2: the route name in capitals plus " | Masar". */
export function useDocumentTitle(): void {
  const { i18n } = useTranslation();
  const routeName = useRouteName();
  const title = `${routeName.toLocaleUpperCase(i18n.language)} | ${TITLE_PRODUCT_NAME}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
