import type { ReactNode } from 'react';

/**
 * The small icon set answer options name with `inputIcon`/`inputIcon2` (000 §3). Icons are drawn
 * inline so they follow the text colour and cost no request; an unknown name gets a plain dot,
 * so a new icon name in a definition never breaks a page.
 */
const ICONS: Record<string, ReactNode> = {
  droplet: <path d="M12 3c3.5 4.6 6 8.1 6 11a6 6 0 0 1-12 0c0-2.9 2.5-6.4 6-11z" />,
  leaf: (
    <>
      <path d="M5 19c0-8 5-13 14-14-1 9-6 14-14 14z" />
      <path d="M5 19l8-8" />
    </>
  ),
  'half-circle': (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 4a8 8 0 0 1 0 16z" fill="currentColor" />
    </>
  ),
  circle: <circle cx="12" cy="12" r="8" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 3v2M12 19v2M3 12h2M19 12h2M5.6 5.6l1.4 1.4M17 17l1.4 1.4M5.6 18.4L7 17M17 7l1.4-1.4" />
    </>
  ),
  feather: (
    <>
      <path d="M19 5c-7 0-12 5-12 12v2h2c7 0 12-5 12-12V5z" />
      <path d="M5 21L15 11" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
};

const FALLBACK = <circle cx="12" cy="12" r="3" fill="currentColor" />;

const SIZES = { small: 24, medium: 32, large: 44 } as const;

interface SurveyIconProps {
  name: string | undefined;
  size?: keyof typeof SIZES;
}

export function SurveyIcon({ name, size = 'medium' }: SurveyIconProps) {
  const pixels = SIZES[size];
  return (
    <svg
      className="survey-icon"
      viewBox="0 0 24 24"
      width={pixels}
      height={pixels}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {(name !== undefined ? ICONS[name] : undefined) ?? FALLBACK}
    </svg>
  );
}
