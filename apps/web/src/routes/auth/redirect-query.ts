/** Moving between login and sign-up keeps where the person was going. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect === null ? path : `${path}?redirect=${encodeURIComponent(redirect)}`;
}
