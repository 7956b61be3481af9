import { Fragment, type ReactNode } from 'react';

/**
 * Like format(), but a placeholder may be filled with an element: formatNodes('Took {take}', { take: <Chip/> }).
 * Keeps the sentence in the catalog while parts of it are drawn (a card with its suit sign).
 */
export function formatNodes(template: string, params: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/\{(\w+)\}/g);
  return parts.map((part, i) =>
    i % 2 === 0 ? part : <Fragment key={i}>{part in params ? params[part] : `{${part}}`}</Fragment>,
  );
}
