import { Mark } from '@mantine/core';
import type { HighlightSegment } from '@masar/shared/candidate-search';

/**
 * A candidate's words with the ones the search matched marked. Segments are rendered as text: the words are the
 * candidate's own, so nothing in them is ever read as markup.
 */
export function HighlightedText({ segments }: { segments: readonly HighlightSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <Mark key={index} color="yellow">
            {segment.text}
          </Mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
