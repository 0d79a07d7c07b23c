import { escapeHtml } from '../../escape-html';

/** An identity the local provider knows: picked from a list, or typed in once and listed after. */
export interface LocalOidcAccountChoice {
  accountId: string;
  email: string;
  name: string;
}

export interface LocalOidcPageContent {
  /** What the provider calls itself, e.g. `Google`. */
  providerName: string;
  /** The form's address (the interaction's url). */
  action: string;
  accounts: readonly LocalOidcAccountChoice[];
  /** What the type-in form starts with: a fresh newcomer, so one click signs up. */
  suggestion: { email: string; name: string };
  error?: string;
}

const STYLE = [
  'body{margin:0;font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827}',
  'main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0002}',
  '.notice{background:#fef3c7;color:#713f12;padding:.5rem .75rem;border-radius:.5rem;font-size:.875rem}',
  'label{display:block;margin:.75rem 0 .25rem;font-weight:600}',
  'input{box-sizing:border-box;width:100%;padding:.6rem;border:1px solid #6b7280;border-radius:.375rem;font:inherit}',
  'button{width:100%;margin-top:.75rem;padding:.7rem;border-radius:.375rem;border:1px solid #1f2937;font:inherit;cursor:pointer}',
  '.primary{background:#1d4ed8;border-color:#1d4ed8;color:#fff}',
  '.secondary{background:#fff;color:#111827}',
  '.error{color:#b91c1c;font-weight:600}',
  'ul{list-style:none;padding:0;margin:0}',
].join('');

/**
 * The local provider's own sign-in and consent page: pick an identity used before or type an
 * email and name, then continue (sign in and share them with the app) or cancel. Plain HTML with
 * no script, so it works the same in a browser and in a test that posts the form.
 */
export function renderLocalOidcPage(content: LocalOidcPageContent): string {
  const provider = escapeHtml(content.providerName);
  const action = escapeHtml(content.action);
  const picks = content.accounts.map(
    (account) =>
      `<li><button class="secondary" type="submit" name="account" value="${escapeHtml(account.accountId)}">Continue as ${escapeHtml(account.name)} (${escapeHtml(account.email)})</button></li>`,
  );
  const error = content.error ? `<p class="error" role="alert">${escapeHtml(content.error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${provider} (local demo)</title><style>${STYLE}</style></head>
<body><main>
<p class="notice">A local stand-in for ${provider} that runs only in development: no real ${provider} account is used and nothing leaves this computer.</p>
<h1>Sign in with ${provider}</h1>
<p>Continuing shares your name and email address with the app that sent you here.</p>
${error}
${picks.length > 0 ? `<h2>Choose an account</h2><form method="post" action="${action}"><ul>${picks.join('')}</ul></form>` : ''}
<h2>${picks.length > 0 ? 'Or use another account' : 'Your demo account'}</h2>
<form method="post" action="${action}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="off" required value="${escapeHtml(content.suggestion.email)}">
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="off" required value="${escapeHtml(content.suggestion.name)}">
<button class="primary" type="submit" name="choice" value="continue">Continue</button>
</form>
<form method="post" action="${action}"><button class="secondary" type="submit" name="choice" value="cancel">Cancel</button></form>
</main></body></html>`;
}
