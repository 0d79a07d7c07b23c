/**
 * An email's plain text read as the blocks its HTML part shows (ADR 140). The text stays the
 * message, word for word; this reads the few shapes our texts use: paragraphs apart by a blank
 * line, a link alone on its line (the email's main action), "Words: link" (a labelled link), and a
 * sentence ending in a link (the sentence, then the action). Nothing is dropped: every word and
 * link of the text is in a block.
 */

export type EmailLine =
  | { kind: 'text'; text: string }
  /** "Skip this box: https://…": the words are the link's label. */
  | { kind: 'link'; label: string; url: string }
  /** A link the text gives no words for: a button with the template's action words. */
  | { kind: 'action'; url: string };

export interface EmailBlocks {
  paragraphs: EmailLine[][];
  /** The closing line ("The Teleskin team"), shown apart. */
  signOff: string | undefined;
}

const LINK_AT_END = /^(?:(.*?):\s+)?(https?:\/\/\S+)$/;
const SENTENCE_END = /[.!?]/;

function readLine(line: string): EmailLine[] {
  const match = LINK_AT_END.exec(line.trim());
  if (!match) {
    return [{ kind: 'text', text: line }];
  }
  const [, lead, url = ''] = match;
  if (lead === undefined) {
    return [{ kind: 'action', url }];
  }
  // "update it here: …" ends a sentence; "Skip this box: …" is a label.
  return SENTENCE_END.test(lead) ? [{ kind: 'text', text: `${lead}:` }, { kind: 'action', url }] : [{ kind: 'link', label: lead, url }];
}

/** The blocks of an email's text (see the file's comment). */
export function readEmailBlocks(body: string): EmailBlocks {
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').filter((line) => line.trim() !== '').flatMap(readLine))
    .filter((lines) => lines.length > 0);
  const last = paragraphs.at(-1);
  const hasSignOff = paragraphs.length > 1 && last?.length === 1 && last[0]?.kind === 'text';
  return {
    paragraphs: hasSignOff ? paragraphs.slice(0, -1) : paragraphs,
    signOff: hasSignOff && last[0]?.kind === 'text' ? last[0].text : undefined,
  };
}

/** The line an inbox shows after the subject: the first words after the greeting. */
export function previewLineOf(blocks: EmailBlocks): string {
  const texts = blocks.paragraphs.flat().flatMap((line) => (line.kind === 'text' ? [line.text] : []));
  return (texts.length > 1 ? texts[1] : texts[0]) ?? '';
}
