import type { Brand } from '@app/domain/contracts';
import { escapeHtml } from '../escape-html';

/** The brand's title, colours and public settings, written into the page before any script runs. */
export function renderBrandHead(brand: Brand): string {
  // `<` is escaped so brand copy can never close the script element.
  const json = JSON.stringify(brand).replace(/</g, '\\u003c');
  const c = brand.colors;
  return [
    `<title>${escapeHtml(brand.pageTitle)}</title>`,
    `<style>:root{--brand-primary:${c.primary};--brand-primary-text:${c.primaryText};--brand-accent:${c.accent};--brand-background:${c.background}}</style>`,
    `<script type="application/json" id="brand-config">${json}</script>`,
  ].join('');
}
