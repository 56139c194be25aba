import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ar from '../locales/ar/common.json';
import en from '../locales/en/common.json';
import { changeLocale } from '../lib/i18n';
import { installFakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { aUser } from '../test/users';
import { isForward, ROUTE_TABLE, type PageEntry } from './route-table';
import { sessionStore } from './session/session-store';

const PAGES = ROUTE_TABLE.filter((route): route is PageEntry => !isForward(route));

/** A path that opens the route: its parameters filled in. */
function pathOf(route: PageEntry): string {
  return route.path === '*' ? '/no/such/page' : route.path.replace(/:\w+/g, 'abc123');
}

/** Every title the app sets, in order: a page that moves on at once still shows its own title first. */
let titles: string[] = [];
/** The DOM's own `title` accessor, on whichever prototype of `document` defines it (happy-dom: not Document's). */
function titleAccessor(): PropertyDescriptor {
  for (let proto: object | null = Object.getPrototypeOf(document); proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, 'title');
    if (descriptor) return descriptor;
  }
  throw new Error('document has no title accessor');
}
const titleProperty = titleAccessor();
beforeEach(() => {
  titles = [];
  Object.defineProperty(document, 'title', {
    configurable: true,
    get: () => titleProperty.get!.call(document) as string,
    set: (value: string) => {
      titles.push(value);
      titleProperty.set!.call(document, value);
    },
  });
});
afterEach(() => {
  delete (document as { title?: string }).title;
});

describe.each([
  ['en', en.routeNames, 'Masar'],
  ['ar', ar.routeNames, 'مسار'],
] as const)('the page title in %s', (locale, names, product) => {
  it.each(PAGES.map((route) => [route.path, route] as const))(
    'is the route name in capitals and " | " and the product name on %s',
    async (_path, route) => {
      await changeLocale(locale);
      installFakeApi();
      // The guard is tested on its own; here the session is one the route allows.
      const state = route.allowedStates[0];
      if (state !== 'UNAUTHENTICATED') localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
      sessionStore.update({ user: aUser(), state, stateLoaded: true });

      renderApp(pathOf(route));

      const name = names[route.name];
      await waitFor(() => expect(titles.length).toBeGreaterThan(0));
      expect(titles[0]).toBe(`${name.toLocaleUpperCase(locale)} | ${product}`);
    },
  );
});
