import type { PhotoPerspective } from '@app/domain/photos';

/** Drawn stand-ins, never a real person: an ID card, and a face seen from the front or a side. */
const ID_CARD_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="360">
  <rect width="560" height="360" fill="#dfe7ef"/>
  <rect x="20" y="20" width="520" height="320" rx="24" fill="#f7f9fc" stroke="#5b7a99" stroke-width="4"/>
  <rect x="20" y="20" width="520" height="56" rx="24" fill="#5b7a99"/>
  <rect x="52" y="104" width="150" height="190" rx="8" fill="#c9d6e2"/>
  <circle cx="127" cy="170" r="38" fill="#d9a582"/>
  <ellipse cx="127" cy="268" rx="58" ry="34" fill="#7d93a8"/>
  <rect x="232" y="116" width="260" height="18" rx="9" fill="#8a9bab"/>
  <rect x="232" y="156" width="200" height="14" rx="7" fill="#b3c0cc"/>
  <rect x="232" y="190" width="230" height="14" rx="7" fill="#b3c0cc"/>
  <rect x="232" y="224" width="160" height="14" rx="7" fill="#b3c0cc"/>
</svg>`;

/** A face turned by `turn` (-1 left, 0 front, 1 right), with a few red spots on the cheeks. */
function faceSvg(turn: number): string {
  const x = 180 + turn * 26;
  const eye = (dx: number) => `<ellipse cx="${x + dx}" cy="212" rx="11" ry="7" fill="#3b2a20"/>`;
  const eyes = turn === 0 ? eye(-40) + eye(40) : eye(turn * 34);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="480">
  <rect width="360" height="480" fill="#e9e4dc"/>
  <ellipse cx="${x}" cy="130" rx="112" ry="96" fill="#4a3426"/>
  <ellipse cx="${x}" cy="230" rx="${turn === 0 ? 96 : 84}" ry="124" fill="#d9a582"/>
  ${eyes}
  <path d="M${x + turn * 20 - 30} 300 Q${x + turn * 20} 318 ${x + turn * 20 + 30} 300" stroke="#a5574a" stroke-width="6" fill="none"/>
  <circle cx="${x - 50 + turn * 30}" cy="262" r="5" fill="#c0574e"/>
  <circle cx="${x + 44 + turn * 30}" cy="270" r="4" fill="#c0574e"/>
  <circle cx="${x + 8}" cy="160" r="4" fill="#c0574e"/>
  <rect x="${x - 60}" y="352" width="120" height="128" fill="#d9a582"/>
</svg>`;
}

const DRAWINGS: Partial<Record<PhotoPerspective, string>> = {
  photo_id: ID_CARD_SVG,
  face_front: faceSvg(0),
  face_left: faceSvg(-1),
  face_right: faceSvg(1),
  skin_close_up: faceSvg(0),
};

/**
 * A small PNG for a photo type of the demo visit, drawn here (sharp renders the SVG), so the
 * provider's visit view has photos to open. Loaded on demand, as the upload pipeline loads sharp.
 */
export async function demoPhotoBytes(perspective: PhotoPerspective): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(DRAWINGS[perspective] ?? faceSvg(0))).png().toBuffer();
}
