interface WordmarkProps {
  text: string;
  className?: string;
}

/** The brand's logo: its logo text set as a wordmark, so no image differs per brand. */
export function Wordmark({ text, className }: WordmarkProps) {
  return <span className={['wordmark', className].filter(Boolean).join(' ')}>{text}</span>;
}
