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
 * Spec §2: the route name in capitals plus " | Masar", with the product's name in the reader's language,
 * as the word mark writes it: "LOG IN | Masar", "تسجيل الدخول | مسار" (issue #9; docs/decisions/0017-page-title.md).
 */
export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const routeName = useRouteName();
  const title = `${routeName.toLocaleUpperCase(i18n.language)} | ${t('app.name')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
