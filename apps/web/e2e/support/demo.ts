/**
 * What journeys share about the demo data and the signed-in page: the demo recruiter's account (the seed's,
 * apps/server/src/db/seed) and an API call made as the page's signed-in person.
 */
import type { Page } from 'playwright-core';

export const RECRUITER = { email: 'recruiter@masar.demo', password: 'Masar#Hire26' };

/** A call as the page's signed-in person would make it (the token the app keeps), answering status and data. */
export function callAs(on: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  return on.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/${path}`, {
        method,
        headers: { 'content-type': 'application/json', token: localStorage.getItem('token') ?? '', lang: 'en' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, data: text ? (JSON.parse(text) as { data?: any }).data : undefined };
    },
    { method, path, body },
  );
}
