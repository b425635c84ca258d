import type { TextPart } from "./highlight";

/** Text with its matches in `<mark>`: every part is a React text child, never markup. */
export function HighlightedText({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} part="match">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
