/**
 * An artwork's opening line (its short description), or nothing. In a <bdi>: a description not yet
 * translated comes in English, and inside an Arabic page it keeps its full stop at its end.
 */
export function ArtworkLede({ text, className }: { text: string | null | undefined; className?: string }) {
  if (!text) return null;
  return (
    <p className={className}>
      <bdi>{text}</bdi>
    </p>
  );
}
