import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { OneTapLinkView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { oneTapLink } from '../api/subscriptions-api';
import { MANAGE_SUBSCRIPTION_PATH } from '../utils/subscription-links';
import './subscriptions.css';

const TEXT = MESSAGES.oneTap;
const SIGN_IN_PATH = `/auth/login?redirect=${encodeURIComponent(MANAGE_SUBSCRIPTION_PATH)}`;

type Screen =
  | { kind: 'loading' }
  | { kind: 'ready'; link: OneTapLinkView; isUsing: boolean }
  | { kind: 'done'; link: OneTapLinkView }
  | { kind: 'refused'; message: string };

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.form.genericServerError);

/** What the link does, in the server's words for its box: "Skip your box that bills on …". */
function whatItDoes(link: OneTapLinkView): string {
  return link.action === 'skip' ? fillTemplate(TEXT.skipWhat, { date: link.billDate }) : fillTemplate(TEXT.postponeWhat, { date: link.billDate, weeks: link.weeks ?? 0 });
}

function doneText(link: OneTapLinkView): string {
  const newDate = link.newBillDate ?? '';
  return link.action === 'skip' ? fillTemplate(TEXT.skipped, { date: link.billDate, newDate }) : fillTemplate(TEXT.postponed, { newDate });
}

/**
 * `/box/one-tap?token=…` (issue 13 item 6, ADR 114), without signing in: opening the page only
 * describes what the link would do (mail scanners open links too); its one button does it, once.
 * A used, expired, moved or unknown link shows the server's reason and the way to sign in.
 */
export function OneTapPage({ token }: { token: string | null }) {
  const [screen, setScreen] = useState<Screen>(token ? { kind: 'loading' } : { kind: 'refused', message: TEXT.noToken });
  const outcome = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!token) {
      return;
    }
    let isCurrent = true;
    oneTapLink('describe', token)
      .then((link) => isCurrent && setScreen(link.state === 'ready' ? { kind: 'ready', link, isUsing: false } : { kind: 'refused', message: link.message ?? TEXT.noToken }))
      .catch((error: unknown) => isCurrent && setScreen({ kind: 'refused', message: messageOf(error) }));
    return () => {
      isCurrent = false;
    };
  }, [token]);

  useEffect(() => {
    if (screen.kind === 'done' || (screen.kind === 'refused' && token)) {
      outcome.current?.focus();
    }
  }, [screen.kind, token]);

  async function use(link: OneTapLinkView) {
    if (!token) {
      return;
    }
    setScreen({ kind: 'ready', link, isUsing: true });
    try {
      setScreen({ kind: 'done', link: await oneTapLink('use', token) });
    } catch (error) {
      setScreen({ kind: 'refused', message: messageOf(error) });
    }
  }

  return (
    <section className="page page--narrow" aria-labelledby="one-tap-heading" aria-busy={screen.kind === 'loading'}>
      <h1 id="one-tap-heading">{TEXT.heading}</h1>
      {screen.kind === 'loading' ? <p role="status">{TEXT.loading}</p> : null}
      {screen.kind === 'ready' ? (
        <>
          <p className="page__intro">{whatItDoes(screen.link)}</p>
          <Button isLoading={screen.isUsing} onClick={() => void use(screen.link)}>
            {screen.link.action === 'skip' ? TEXT.skip : fillTemplate(TEXT.postpone, { weeks: screen.link.weeks ?? 0 })}
          </Button>
        </>
      ) : null}
      {screen.kind === 'done' ? (
        <p ref={outcome} tabIndex={-1} role="status" className="subscription__outcome subscription__outcome--status">
          {doneText(screen.link)}
        </p>
      ) : null}
      {screen.kind === 'refused' ? (
        <p ref={outcome} tabIndex={-1} role="alert" className="subscription__outcome subscription__outcome--alert">
          {screen.message}
        </p>
      ) : null}
      {screen.kind === 'done' || screen.kind === 'refused' ? (
        <p>
          <Link to={SIGN_IN_PATH}>{TEXT.signIn}</Link>
        </p>
      ) : null}
    </section>
  );
}
