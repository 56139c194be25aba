import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { resetApp } from './reset-app';

// Mantine measures and scrolls with browser APIs that jsdom does not have.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as Partial<MediaQueryList> as MediaQueryList,
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;
// Textarea autosize re-measures when web fonts finish loading.
Object.defineProperty(document, 'fonts', {
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

// Pages load lazily and talk to a fake server; on a loaded machine that takes longer than a second.
configure({ asyncUtilTimeout: 5000 });

let consoleError: MockInstance<typeof console.error>;

beforeEach(async () => {
  await resetApp();
  consoleError = vi.spyOn(console, 'error');
});

// A React warning or an unexpected error logged during a test is a failure of that test.
afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) {
    throw new Error(`console.error was called:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
