import type { TooltipProps } from '@mantine/core';
import { cloneElement, type PointerEvent, type ReactElement, type Ref } from 'react';
import { onFirstUse } from './on-first-use';

const useTooltip = onFirstUse(async () => (await import('./tooltip')).Tooltip);

interface TooltipOnFirstUseProps extends Pick<TooltipProps, 'label' | 'withArrow'> {
  /** One element that takes a ref and pointer and focus handlers (a button). */
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
}

/**
 * Mantine's Tooltip, fetched when the pointer first comes over its target or the target takes focus (decision
 * 0115): a page of job cards draws a tooltip per card and none of them on first paint, and Tooltip brings
 * floating-ui. With the pointer still over the target when it arrives, it opens, as it would have.
 */
export function TooltipOnFirstUse({ children, ...props }: TooltipOnFirstUseProps) {
  const { loaded: Tooltip, triggerRef, standIn, askOpen, wantOpen } = useTooltip<HTMLElement>();
  if (Tooltip === null) {
    // A finger's tap also "enters": Tooltip opens on hover only, so only a mouse asks for it open on arrival.
    const onPointerEnter = (event: PointerEvent<HTMLElement>) =>
      event.pointerType === 'mouse' ? askOpen() : standIn.onPointerEnter();
    return cloneElement(children, { ...standIn, onPointerEnter } as object);
  }
  return (
    <Tooltip {...props} defaultOpened={wantOpen}>
      {cloneElement(children, { ref: triggerRef })}
    </Tooltip>
  );
}
