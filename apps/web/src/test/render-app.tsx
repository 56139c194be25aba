import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { buildRoutes, connectSessionEnd } from '../app/router';

/** The whole app (providers, routes, guard) opened at `path`, in memory. */
export function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  connectSessionEnd(router);
  const user = userEvent.setup({ delay: null });
  const view = render(<App router={router} env="test" />);
  return { router, user, ...view };
}

export function currentPath(router: { state: { location: { pathname: string; search: string } } }) {
  const { pathname, search } = router.state.location;
  return pathname + search;
}

/** Puts a whole value into a field at once, for tests that are not about typing. */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}
