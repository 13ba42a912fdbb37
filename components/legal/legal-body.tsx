import type { Block } from '@/lib/utils/legal-body';

/** The blocks of a legal text as plain HTML: headings, paragraphs and lists, no markup from the text. */
export function LegalBody({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'h2':
            return (
              <h2 key={i} className="h5 mt-4">
                {block.text}
              </h2>
            );
          case 'h3':
            return (
              <h3 key={i} className="h6 mt-3 mb-1">
                {block.text}
              </h3>
            );
          case 'ul':
            return (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            );
          default:
            return <p key={i}>{block.text}</p>;
        }
      })}
    </>
  );
}
