import { useEffect, useState } from 'react';
// Only this file imports the QR encoder: it downloads with the access page, never with the entry.
import { toString as qrCodeSvg } from 'qrcode';
import type { StaffAccessLink } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { TextField } from '../../../components/ui/text-field';

const TEXT = STAFF_MESSAGES.staffAccess;

/** "ABCD EFGH …": a base32 key in groups of four, as authenticator apps accept it typed. */
const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The `otpauth://` address as an SVG image; nothing until it is drawn. */
function QrCodeImage({ uri }: { uri: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void qrCodeSvg(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((svg) => {
      if (isCurrent) {
        setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [uri]);
  return source ? (
    <img
      className="staff-authenticator__qr"
      src={source}
      alt={TEXT.qrLabel}
      width={200}
      height={200}
    />
  ) : null;
}

/**
 * The new authenticator a link sets up (ADR 170): its key as a QR code to scan and as text to type
 * or copy. The key is shown only while the link is unused.
 */
export function AuthenticatorSetup({
  authenticator,
}: {
  authenticator: NonNullable<StaffAccessLink['authenticator']>;
}) {
  return (
    <section className="staff-authenticator" aria-labelledby="staff-access-scan-heading">
      <h2 id="staff-access-scan-heading">{TEXT.scanHeading}</h2>
      <p>{TEXT.scanIntro}</p>
      <QrCodeImage uri={authenticator.uri} />
      <TextField
        id="staff-access-key"
        label={TEXT.secretLabel}
        className="staff-authenticator__key"
        value={groupedKey(authenticator.secret)}
        readOnly
        autoComplete="off"
        spellCheck={false}
      />
    </section>
  );
}
