// Marks the parts of the table a step talks about with data-tutorial-target (the CSS highlights them).
// The table is the real one and knows nothing of the tutorial, so the marks are set on its elements from
// outside, found by selector, and set again whenever the table redraws its children.
import { useLayoutEffect, type RefObject } from 'react';

const ATTRIBUTE = 'data-tutorial-target';

function mark(root: HTMLElement, selectors: readonly string[]) {
  const wanted = new Set<Element>();
  for (const selector of selectors) for (const el of root.querySelectorAll(selector)) wanted.add(el);
  for (const el of root.querySelectorAll(`[${ATTRIBUTE}]`)) {
    if (!wanted.has(el)) el.removeAttribute(ATTRIBUTE);
  }
  for (const el of wanted) if (!el.hasAttribute(ATTRIBUTE)) el.setAttribute(ATTRIBUTE, '');
}

export function useHighlight(root: RefObject<HTMLElement | null>, selectors: readonly string[]): void {
  const key = selectors.join('\n');
  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const list = key ? key.split('\n') : [];
    mark(el, list);
    const observer = new MutationObserver(() => mark(el, list));
    observer.observe(el, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      mark(el, []);
    };
  });
}
