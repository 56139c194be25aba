import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { resetApp } from './reset-app';

// Mantine measures and scrolls with browser APIs that the test DOM lacks (jsdom) or answers from its own window
// size (happy-dom): stubbed, so no media query matches and nothing is measured, whichever DOM runs the tests.
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
// Configurable because this setup runs again for every file in the same DOM (isolate: false).
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

// happy-dom gives phrasing elements (span, a, mark, strong …) no default `display` where a browser says
// `inline`. Testing Library's accessible names (dom-accessibility-api) put a space between a child and its
// neighbour unless the child is inline, so a sentence whose last word is its own <span> was named "half ."
// instead of "half." (the transcript's seek buttons). The browser's defaults, once for the whole worker.
if (!document.getElementById('test-inline-defaults')) {
  const inline = document.createElement('style');
  inline.id = 'test-inline-defaults';
  inline.textContent =
    'a, abbr, b, bdi, bdo, cite, code, data, del, dfn, em, i, ins, kbd, label, mark, q, s, samp, small, span, ' +
    'strong, sub, sup, time, u, var, img, svg, video, canvas, iframe, embed, object, picture, br { display: inline; }';
  document.head.append(inline);
}

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
