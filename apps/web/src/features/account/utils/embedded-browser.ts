/**
 * In-app browsers (embedded web views) of common apps. Google refuses OAuth sign-in inside them
 * ("disallowed_useragent"), so its button is hidden there (000 §2). The list follows the tokens
 * these apps put in their user agents; Android web views mark themselves with "; wv)".
 */
const EMBEDDED_BROWSER_PATTERNS: readonly RegExp[] = [
  /FBAN|FBAV|FB_IAB|FBIOS/i, // Facebook, Messenger
  /Instagram/i,
  /\bLine\//i,
  /Twitter|TwitterAndroid/i,
  /LinkedInApp/i,
  /Snapchat/i,
  /Pinterest/i,
  /MicroMessenger/i, // WeChat
  /musical_ly|BytedanceWebview|TikTok/i,
  /GSA\//, // Google Search app
  /; wv\)/, // Android WebView
  /\bWebView\b/i,
];

/** Whether the user agent is an app's embedded web view rather than a full browser. */
export function isEmbeddedBrowser(userAgent: string): boolean {
  if (EMBEDDED_BROWSER_PATTERNS.some((pattern) => pattern.test(userAgent))) {
    return true;
  }
  // An iOS web view has the Mobile token but none of Safari's "Safari/" or another browser's name.
  const isIos = /iPhone|iPad|iPod/.test(userAgent);
  return isIos && /AppleWebKit/.test(userAgent) && !/Safari\//.test(userAgent);
}
