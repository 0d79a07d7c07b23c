import type { AccessibilityFinding, ScannedScreen } from './accessibility-report';

/** The narrowest phone the journey must fit (issue 9): nothing wider than it, nothing cut off. */
export const NARROW_VIEWPORT = { name: 'narrow phone', width: 320, height: 640 } as const;

/**
 * Runs in the page: a selector for each visible element that sticks out of the viewport sideways
 * (a page that scrolls sideways, a word cut off at the edge). Elements inside a container that
 * scrolls or clips sideways on purpose are that container's business, and screen-reader-only text
 * (clipped to 1 px) is not seen.
 */
export function overflowingElements(): string[] {
  const width = document.documentElement.clientWidth;
  const clipsSideways = (element: Element): boolean => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX)) {
        return true;
      }
    }
    return false;
  };
  const describe = (element: Element): string => {
    const id = element.id ? `#${element.id}` : '';
    const classes = Array.from(element.classList).slice(0, 2).map((name) => `.${name}`).join('');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
    return `${element.tagName.toLowerCase()}${id}${classes}${text ? ` "${text}"` : ''}`;
  };
  const found: string[] = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || style.position === 'fixed') {
      continue;
    }
    if ((box.right > width + 0.5 || box.left < -0.5) && !clipsSideways(element)) {
      found.push(describe(element));
    }
  }
  if (document.documentElement.scrollWidth > width && found.length === 0) {
    found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`);
  }
  return found;
}

/** The overflowing elements as one finding, in the accessibility report's shape. */
export function overflowFindings(elements: readonly string[], screen: ScannedScreen): AccessibilityFinding[] {
  if (elements.length === 0) {
    return [];
  }
  return [
    {
      rule: 'overflow-320',
      impact: 'serious',
      help: `Elements stick out of a ${NARROW_VIEWPORT.width} px wide screen`,
      helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/reflow.html',
      targets: [...elements],
      screen: screen.key,
      url: screen.url,
      viewport: `${NARROW_VIEWPORT.name} ${NARROW_VIEWPORT.width}x${NARROW_VIEWPORT.height}`,
    },
  ];
}
