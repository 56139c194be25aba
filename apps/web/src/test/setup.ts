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
// Configurable because this setup runs again for every file in the same jsdom (isolate: false).
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

// Pages load lazily and talk to a fake server. On a 2-core machine running a second suite, a file's first
// page took up to 13 s to appear (two web projects side by side); 15 s keeps a correct test from failing
// there, while a page that never appears still fails well inside the 30 s test timeout.
configure({ asyncUtilTimeout: 15_000 });

// Testing Library declares this only where the test runner has global hooks (Jest, or Vitest with
// globals), which ours does not. Without it, an update React flushes while a test awaits act() counts as
// outside a test environment, and React says so on some runs and not others (seen on a busy machine).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
