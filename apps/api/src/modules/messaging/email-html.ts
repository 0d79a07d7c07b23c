import { brandedEmail, type BrandedEmailInput, type EmailKit } from './branded-email';

export type { BrandedEmailInput };

type Render = (element: ReturnType<typeof brandedEmail>) => Promise<string>;

let loading: Promise<EmailKit & { render: Render }> | undefined;

/**
 * React and react-email, loaded on the first email of the process and kept: the API's start never
 * loads them (the build leaves them outside the bundle, ADR 140). A failed load is tried again.
 */
function loadKit(): Promise<EmailKit & { render: Render }> {
  loading ??= Promise.all([
    import('react'),
    import('@react-email/render'),
    import('@react-email/html'),
    import('@react-email/head'),
    import('@react-email/body'),
    import('@react-email/preview'),
    import('@react-email/container'),
    import('@react-email/section'),
    import('@react-email/text'),
    import('@react-email/link'),
    import('@react-email/button'),
    import('@react-email/hr'),
  ])
    .then(([react, render, html, head, body, preview, container, section, text, link, button, hr]) => ({
      h: react.createElement,
      render: (element: ReturnType<typeof brandedEmail>) => render.render(element),
      Html: html.Html,
      Head: head.Head,
      Body: body.Body,
      Preview: preview.Preview,
      Container: container.Container,
      Section: section.Section,
      Text: text.Text,
      Link: link.Link,
      Button: button.Button,
      Hr: hr.Hr,
    }))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The HTML part of an email: its text in the brand's frame (see `branded-email.ts`). */
export async function renderEmailHtml(input: BrandedEmailInput): Promise<string> {
  const kit = await loadKit();
  return kit.render(brandedEmail(kit, input));
}
