import { describe, expect, it } from 'vitest';
import { EMAIL_LAYOUT_MESSAGES } from '@app/domain/messages';
import { DEMO_BRANDS } from '../brands/brand-catalog';
import { renderEmailHtml } from './email-html';
import { EMAIL_TEMPLATES } from '../operations/email-templates';
import { readEmailBlocks } from './email-blocks';

const originOf = (key: string) => `https://${key}.brand.test`;

/** What a reader sees: the body's text without the tags, the styles or the inbox's hidden preview line. */
function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<div[^>]*display:none[^>]*>[\s\S]*?<\/div>/, '')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/[ \t]+/g, ' ');
}

const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => (href ?? '').replace(/&amp;/g, '&'));
const urlsOf = (text: string) => [...text.matchAll(/https?:\/\/\S+/g)].map(([url]) => url);
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the branded emails', () => {
  const cases = EMAIL_TEMPLATES.flatMap((template) => DEMO_BRANDS.map((brand) => ({ template, brand })));

  it.each(cases.map((c) => [c.template.name, c.brand.name, c] as const))('%s for %s: the brand’s frame around the text word for word, links to the brand’s host', async (_name, _brand, { template, brand }) => {
    const origin = originOf(brand.key);
    const email = template.sample(brand, origin);
    const html = await renderEmailHtml({ brand, origin, template: template.name, ...email });
    const text = visibleText(html);

    // The brand: its logo (the wordmark), its colours, its name in the footer.
    expect(text).toContain(brand.logoText);
    expect(html).toContain(brand.colors.primary);
    expect(text).toContain(`you have an account with ${brand.name}`);

    // Every line of the plain-text part is in the HTML, word for word (links become buttons).
    const lines = email.body.split('\n').map((line) => squash(line.replace(/:?\s*https?:\/\/\S+$/, ''))).filter(Boolean);
    for (const line of lines) {
      expect(squash(text)).toContain(line);
    }
    // Every link of the text is a link of the HTML, and every link of the HTML is on the brand's host.
    const hrefs = hrefsOf(html);
    expect(hrefs).toEqual(expect.arrayContaining(urlsOf(email.body)));
    for (const href of hrefs) {
      expect(href === origin || href.startsWith(`${origin}/`), href).toBe(true);
    }
    // A link is shown by its words, never as a bare address.
    expect(text).not.toMatch(/https?:\/\//);
    const action = EMAIL_LAYOUT_MESSAGES.actions[template.name];
    if (readEmailBlocks(email.body).paragraphs.flat().some((line) => line.kind === 'action')) {
      expect(text).toContain(action);
    }
    // Readable on a phone and in dark mode.
    expect(html).toContain('<meta name="viewport" content="width=device-width');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).toContain('<meta name="color-scheme" content="light dark"');
  });

  it('every brand’s sample names its own brand, not the other', () => {
    const [first, second] = DEMO_BRANDS;
    for (const template of EMAIL_TEMPLATES) {
      expect(template.sample(first!, originOf(first!.key)).body).not.toContain(second!.name);
    }
  });
});
