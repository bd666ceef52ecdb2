import clsx from 'clsx';
import type { LegalBlock, LegalLeafBlock } from '@/content/types';
import { LegalRichText } from './legal-text';

function LeafBlock({ block }: { block: LegalLeafBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p className="mt-4 text-pretty">
          <LegalRichText text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          className={clsx(
            'mt-4 space-y-2 pl-6 marker:text-brand-700 print:marker:text-ink-950',
            block.ordered ? 'list-decimal' : 'list-disc',
          )}
        >
          {block.items.map((item, index) => (
            <li key={index} className="pl-1">
              <LegalRichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'definitions':
      return (
        <dl className="mt-5 divide-y divide-ink-200 border-y border-ink-200">
          {block.items.map((item) => (
            <div key={item.term} className="grid gap-x-6 gap-y-0.5 py-3 sm:grid-cols-[13rem_1fr]">
              <dt className="font-semibold text-ink-950">{item.term}</dt>
              <dd className="min-w-0">
                <LegalRichText text={item.description} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'table':
      return (
        <table className="mt-6 w-full border-collapse text-left text-[0.9375rem] leading-relaxed wrap-anywhere">
          <caption className="mb-2 text-left text-sm font-semibold text-ink-600 print:text-ink-950">
            {block.caption}
          </caption>
          <thead>
            <tr className="border-b-2 border-ink-300">
              {block.columns.map((column) => (
                <th key={column} scope="col" className="legal-column">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-200">
            {block.rows.map((row, index) => (
              <tr key={index} className="break-inside-avoid">
                <th
                  scope="row"
                  className={clsx(
                    'legal-row',
                    // A two-column table reads as term and explanation: give the term room.
                    block.columns.length === 2 && 'w-2/5',
                  )}
                >
                  <LegalRichText text={row.header} />
                </th>
                {row.cells.map((cell, cellIndex) => (
                  <td key={cellIndex} className="legal-cell">
                    <LegalRichText text={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

/** The body of a section: paragraphs, lists, tables, and titled subsections (h3). */
export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) =>
    block.type === 'subsection' ? (
      <div key={index} className="mt-8">
        <h3 className="break-after-avoid text-lg font-bold text-ink-950">{block.title}</h3>
        {block.blocks.map((child, childIndex) => (
          <LeafBlock key={childIndex} block={child} />
        ))}
      </div>
    ) : (
      <LeafBlock key={index} block={block} />
    ),
  );
}
