import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { onFirstUse } from './on-first-use';

/** A module whose arrival the test decides. */
function deferredModule() {
  let arrive: () => void = () => undefined;
  let loads = 0;
  const load = () => {
    loads += 1;
    return new Promise<(props: { opened: boolean }) => string>((resolve) => {
      arrive = () => resolve(({ opened }) => (opened ? 'real, open' : 'real, closed'));
    });
  };
  return { load, arrive: () => arrive(), loads: () => loads };
}

function harness(useFirstUse: ReturnType<typeof onFirstUse<(props: { opened: boolean }) => string>>) {
  return function Trigger() {
    const { loaded: Real, triggerRef, standIn, askOpen, wantOpen } = useFirstUse<HTMLButtonElement>();
    if (Real === null) {
      return (
        <button type="button" {...standIn} onClick={askOpen}>
          stand-in
        </button>
      );
    }
    return (
      <div>
        <button type="button" ref={triggerRef}>
          {Real({ opened: wantOpen })}
        </button>
      </div>
    );
  };
}

describe('onFirstUse', () => {
  it('fetches on focus, once for every caller, and keeps focus on the trigger when the real one replaces it', async () => {
    const module = deferredModule();
    const Trigger = harness(onFirstUse(module.load));
    render(
      <>
        <Trigger />
        <Trigger />
      </>,
    );
    expect(module.loads()).toBe(0);
    const [first] = screen.getAllByRole('button', { name: 'stand-in' });
    first!.focus();
    screen.getAllByRole('button', { name: 'stand-in' })[1]!.focus();
    first!.focus();
    expect(module.loads()).toBe(1);

    module.arrive();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'real, closed' })).toHaveLength(2));
    expect(document.activeElement).toBe(screen.getAllByRole('button', { name: 'real, closed' })[0]);
  });

  it('opens on arrival when the person clicked before the module came', async () => {
    const module = deferredModule();
    const Trigger = harness(onFirstUse(module.load));
    const user = userEvent.setup();
    render(<Trigger />);

    await user.click(screen.getByRole('button', { name: 'stand-in' }));
    module.arrive();

    expect(await screen.findByRole('button', { name: 'real, open' })).toBeDefined();
  });
});
