import type { AxeBuilder } from '@axe-core/playwright';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type ImpactValue = AxeResults['violations'][number]['impact'];

/** The sizes every screen is checked at: a phone and a desktop. */
export const SCAN_VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
export type ScanViewport = (typeof SCAN_VIEWPORTS)[number];

/**
 * The one list of axe rules the checks leave out, each with its reason. Empty: a rule belongs here
 * only when its finding is wrong for this app, never to quiet a real problem (ADR 077).
 */
export const EXCLUDED_RULES: Readonly<Record<string, string>> = {};

/**
 * The rules axe leaves off unless asked (its "experimental" ones) that the checks turn on, each
 * with its reason. Staff pages broke one for months unseen because it was off (issue 29 item 5).
 */
export const ADDED_RULES: Readonly<Record<string, string>> = {
  'label-content-name-mismatch':
    'WCAG 2.5.3 Label in Name: a voice-control user says the words they see, so a name must contain them.',
};

/** The rules axe runs with: the added ones on, the excluded ones off. */
export function ruleSettings(): Record<string, { enabled: boolean }> {
  return Object.fromEntries([
    ...Object.keys(ADDED_RULES).map((rule) => [rule, { enabled: true }] as const),
    ...Object.keys(EXCLUDED_RULES).map((rule) => [rule, { enabled: false }] as const),
  ]);
}

/** The impacts that fail a test; minor and moderate findings are left to review. */
const BLOCKING_IMPACTS: ReadonlySet<ImpactValue> = new Set(['serious', 'critical']);

/** One rule broken on one screen at one size, with the elements that break it. */
export interface AccessibilityFinding {
  rule: string;
  impact: ImpactValue;
  help: string;
  helpUrl: string;
  targets: string[];
  /** The screen's key (see `screenKey`) and the url it was seen at. */
  screen: string;
  url: string;
  viewport: string;
}

/** The screen a scan looked at. */
export interface ScannedScreen {
  key: string;
  url: string;
}

/** How many of a finding's elements the report lists: enough to find the pattern. */
const SHOWN_ELEMENTS = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which screen a url and main heading show, for scanning each screen once: the host (brands look
 * different), the path with ids replaced (every visit's page is the same screen), the heading (one
 * path shows several screens: survey questions, steps) and the states the heading does not tell
 * (an open dialog, errors shown).
 */
export function screenKey(url: string, heading: string, states: readonly string[] = []): string {
  const { host, pathname } = new URL(url);
  const path = pathname
    .split('/')
    .map((segment) => (UUID.test(segment) || /^\d+$/.test(segment) ? ':id' : segment))
    .join('/');
  return [`${host}${path} "${heading.replace(/\s+/g, ' ').trim()}"`, ...states].join(' + ');
}

/** The serious and critical violations in one axe run, one finding per rule. */
export function blockingFindings(
  results: Pick<AxeResults, 'violations'>,
  screen: ScannedScreen,
  viewport: ScanViewport,
): AccessibilityFinding[] {
  return results.violations.flatMap((violation) => {
    const nodes = violation.nodes.filter((node) =>
      BLOCKING_IMPACTS.has(node.impact ?? violation.impact ?? null),
    );
    if (nodes.length === 0) {
      return [];
    }
    const impact = nodes.some((node) => (node.impact ?? violation.impact) === 'critical')
      ? 'critical'
      : 'serious';
    return [
      {
        rule: violation.id,
        impact,
        help: violation.help,
        helpUrl: violation.helpUrl,
        targets: nodes.map((node) => node.target.map(String).join(' >>> ')),
        screen: screen.key,
        url: screen.url,
        viewport: `${viewport.name} ${viewport.width}x${viewport.height}`,
      },
    ];
  });
}

/**
 * The findings as a list a person can act on: rule, impact, sizes, screen, elements and where to
 * learn the fix; a rule broken by the same elements at both sizes is listed once.
 */
export function formatFindings(findings: readonly AccessibilityFinding[]): string {
  const groups = new Map<string, { finding: AccessibilityFinding; viewports: string[] }>();
  for (const finding of findings) {
    const key = [finding.rule, finding.screen, ...finding.targets].join('\n');
    const group = groups.get(key);
    if (group) {
      group.viewports.push(finding.viewport);
    } else {
      groups.set(key, { finding, viewports: [finding.viewport] });
    }
  }
  const lines = [`${groups.size} serious or critical accessibility violation(s):`];
  for (const { finding, viewports } of groups.values()) {
    lines.push(
      `- ${finding.rule} (${finding.impact}) at ${viewports.join(' and ')}: ${finding.help}`,
      `  screen:   ${finding.screen}`,
      `  url:      ${finding.url}`,
      `  help:     ${finding.helpUrl}`,
      `  elements: ${finding.targets.slice(0, SHOWN_ELEMENTS).join(' | ')}`,
    );
    if (finding.targets.length > SHOWN_ELEMENTS) {
      lines.push(`            and ${finding.targets.length - SHOWN_ELEMENTS} more`);
    }
  }
  return lines.join('\n');
}
