import type { CSSProperties, ReactElement, ReactNode, createElement } from 'react';
import type { Body } from '@react-email/body';
import type { Button } from '@react-email/button';
import type { Container } from '@react-email/container';
import type { Head } from '@react-email/head';
import type { Hr } from '@react-email/hr';
import type { Html } from '@react-email/html';
import type { Link } from '@react-email/link';
import type { Preview } from '@react-email/preview';
import type { Section } from '@react-email/section';
import type { Text } from '@react-email/text';
import type { Brand } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { isMessageTemplate, EMAIL_LAYOUT_MESSAGES } from '@app/domain/messages';
import { previewLineOf, readEmailBlocks, type EmailLine } from './email-blocks';

/**
 * React and react-email's components, handed in by `email-html.ts`, which loads them on the first
 * email: this file imports them as types only, so the API's start never loads them (ADR 140).
 */
export interface EmailKit {
  h: typeof createElement;
  Html: typeof Html;
  Head: typeof Head;
  Body: typeof Body;
  Preview: typeof Preview;
  Container: typeof Container;
  Section: typeof Section;
  Text: typeof Text;
  Link: typeof Link;
  Button: typeof Button;
  Hr: typeof Hr;
}

/** One email as its brand sends it: the text is the message, the brand frames it. */
export interface BrandedEmailInput {
  brand: Brand;
  /** `https://host` of the brand: the logo's and the footer's links. */
  origin: string;
  /** Which email this is (`sign-in-link`, …): names its action button. */
  template: string;
  subject: string;
  /** The plain-text part, word for word. */
  body: string;
}

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const INK = '#1f1f1f';
const MUTED = '#5c5c5c';

/**
 * Dark mode, where the mail app honours it (Apple Mail, iOS, Outlook on the Mac): dark page and
 * card, light text, and the brand's light accent for the logo and outlined links, which its dark
 * primary colour would make hard to read.
 */
function darkModeCss(brand: Brand): string {
  return [
    ':root { color-scheme: light dark; supported-color-schemes: light dark; }',
    '@media (prefers-color-scheme: dark) {',
    // react-email's Body repeats its background on the cell that holds the email.
    '  .email-body, .email-body > table > tbody > tr > td { background-color: #121212 !important; }',
    '  .email-card { background-color: #1e1e1e !important; }',
    '  .email-text { color: #ececec !important; }',
    '  .email-muted, .email-muted a { color: #b8b8b8 !important; }',
    `  .email-logo { color: ${brand.colors.accent} !important; }`,
    `  .email-outline { color: ${brand.colors.accent} !important; border-color: ${brand.colors.accent} !important; }`,
    '  .email-rule { border-color: #3a3a3a !important; }',
    '}',
  ].join('\n');
}

function styles(brand: Brand) {
  const text: CSSProperties = { color: INK, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px', overflowWrap: 'anywhere' };
  const button: CSSProperties = {
    display: 'block',
    boxSizing: 'border-box',
    width: '100%',
    textAlign: 'center',
    fontSize: '16px',
    lineHeight: '20px',
    fontWeight: 600,
    textDecoration: 'none',
    borderRadius: '8px',
    padding: '12px 16px',
    margin: '0 0 12px',
  };
  return {
    body: { backgroundColor: brand.colors.background, margin: 0, padding: '16px 8px', fontFamily: FONT },
    container: { maxWidth: '560px', width: '100%' },
    logo: { color: brand.colors.primary, fontSize: '26px', lineHeight: '32px', fontWeight: 700, letterSpacing: '0.5px', textDecoration: 'none' },
    card: { backgroundColor: '#ffffff', borderRadius: '12px', padding: '24px 20px' },
    text,
    signOff: { ...text, margin: '8px 0 0' },
    primary: { ...button, backgroundColor: brand.colors.primary, color: brand.colors.primaryText, border: `2px solid ${brand.colors.primary}` },
    outline: { ...button, backgroundColor: 'transparent', color: brand.colors.primary, border: `2px solid ${brand.colors.primary}` },
    footer: { color: MUTED, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
    footerLink: { color: MUTED, textDecoration: 'underline' },
    rule: { borderColor: '#e3e0dc', margin: '20px 0 16px' },
  } satisfies Record<string, CSSProperties>;
}

/** The HTML part's element tree: the brand's logo, the text's blocks in a card, the footer. */
export function brandedEmail(kit: EmailKit, input: BrandedEmailInput): ReactElement {
  const { h, Html, Head, Body, Preview, Container, Section, Text, Link, Button, Hr } = kit;
  const { brand, origin } = input;
  const css = styles(brand);
  const blocks = readEmailBlocks(input.body);
  // A row written by an older version may name a template this one no longer has: no button then.
  const actionLabel = isMessageTemplate(input.template) ? EMAIL_LAYOUT_MESSAGES.actions[input.template] : undefined;

  const renderParagraph = (lines: EmailLine[], index: number): ReactNode[] => {
    const nodes: ReactNode[] = [];
    let texts: string[] = [];
    const flushTexts = () => {
      if (texts.length > 0) {
        const parts = texts.flatMap((text, i) => (i === 0 ? [text] : [h('br', { key: `br${i}` }), text]));
        nodes.push(h(Text, { key: `t${index}-${nodes.length}`, className: 'email-text', style: css.text }, ...parts));
        texts = [];
      }
    };
    for (const line of lines) {
      if (line.kind === 'text') {
        texts.push(line.text);
        continue;
      }
      flushTexts();
      const key = `a${index}-${nodes.length}`;
      if (line.kind === 'link') {
        nodes.push(h(Button, { key, href: line.url, className: 'email-outline', style: css.outline }, line.label));
      } else if (actionLabel) {
        nodes.push(h(Button, { key, href: line.url, style: css.primary }, actionLabel));
      } else {
        nodes.push(h(Text, { key, className: 'email-text', style: css.text }, h(Link, { href: line.url }, line.url)));
      }
    }
    flushTexts();
    return nodes;
  };

  const footer = fillTemplate(EMAIL_LAYOUT_MESSAGES.footer, { brand: brand.name, supportEmail: brand.supportEmail });
  return h(
    Html,
    { lang: 'en', dir: 'ltr' },
    h(
      Head,
      null,
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('title', null, input.subject),
      h('style', null, darkModeCss(brand)),
    ),
    h(Preview, null, previewLineOf(blocks)),
    h(
      Body,
      { className: 'email-body', style: css.body },
      h(
        Container,
        { style: css.container },
        h(Section, { style: { padding: '8px 4px 16px' } }, h(Link, { href: origin, className: 'email-logo', style: css.logo }, brand.logoText)),
        h(
          Section,
          { className: 'email-card', style: css.card },
          ...blocks.paragraphs.flatMap(renderParagraph),
          blocks.signOff === undefined ? null : h(Text, { className: 'email-text', style: css.signOff }, blocks.signOff),
        ),
        h(
          Section,
          { style: { padding: '0 4px' } },
          h(Hr, { className: 'email-rule', style: css.rule }),
          h(Text, { className: 'email-muted', style: css.footer }, footer),
          h(
            Text,
            { className: 'email-muted', style: css.footer },
            h(Link, { href: `${origin}${brand.legalLinks.privacy}`, style: css.footerLink }, EMAIL_LAYOUT_MESSAGES.privacy),
            ' · ',
            h(Link, { href: `${origin}${brand.legalLinks.terms}`, style: css.footerLink }, EMAIL_LAYOUT_MESSAGES.terms),
          ),
        ),
      ),
    ),
  );
}
