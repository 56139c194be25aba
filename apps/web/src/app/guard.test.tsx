import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../test/fake-api';
import { currentPath, renderApp } from '../test/render-app';

describe('smoke', () => {
  it('sends an anonymous visitor of the candidate dashboard to login, with a way back', async () => {
    installFakeApi();
    const { router } = renderApp('/candidate/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeDefined();
    expect(currentPath(router)).toBe('/auth/login?redirect=%2Fcandidate%2Fdashboard');
    expect(document.title).toBe('LOG IN | Masar');
  });
});
