// The module `TooltipOnFirstUse` fetches: Tooltip alone, so the fetched chunk is Tooltip and what it needs.
export { Tooltip } from '@mantine/core';
