import { Fragment, type ReactNode } from 'react';

/**
 * Text that may run in another direction than the page (docs/decisions/181): a product's or a
 * brand's name, an address, what a customer typed. Inside a line of the page's language it sits
 * in `<bdi>`, so its punctuation and numbers stay on its own side and the line keeps its
 * alignment; a paragraph of its own (a description, a note) carries `dir="auto"` instead.
 */
export function Isolated({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}

/**
 * A sentence of the catalogue with its values in place: "© {year} {shop}, {town}, Lebanon." Each
 * language orders its own sentence, and each value is isolated, so a Latin name inside an Arabic
 * sentence neither carries the full stop away nor swaps places with its neighbours.
 */
export function Sentence({ template, values }: { template: string; values: Record<string, ReactNode> }) {
  const parts = template.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) =>
        // Odd places are the names between braces.
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
          <bdi key={`${index}-${part}`}>{values[part] ?? `{${part}}`}</bdi>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
          <Fragment key={`${index}-text`}>{part}</Fragment>
        ),
      )}
    </>
  );
}
