import { createContext, useContext } from 'react';
import type { Brand } from '@app/domain/contracts';
import { apiRequest } from './api-client';

const BRAND_SCRIPT_ID = 'brand-config';

/** The brand the server injected into index.html, or undefined (the Vite dev server injects nothing). */
export function readInjectedBrand(): Brand | undefined {
  const script = document.getElementById(BRAND_SCRIPT_ID);
  if (!script?.textContent) {
    return undefined;
  }
  try {
    return JSON.parse(script.textContent) as Brand;
  } catch {
    return undefined;
  }
}

/** Sets what the server would have put in <head>: the title and the colour variables. */
function applyBrandToDocument(brand: Brand): void {
  document.title = brand.pageTitle;
  const root = document.documentElement.style;
  root.setProperty('--brand-primary', brand.colors.primary);
  root.setProperty('--brand-primary-text', brand.colors.primaryText);
  root.setProperty('--brand-accent', brand.colors.accent);
  root.setProperty('--brand-background', brand.colors.background);
}

/** The serving brand: synchronous in production, one API call in dev. */
export async function loadBrand(): Promise<Brand> {
  const injected = readInjectedBrand();
  if (injected) {
    return injected;
  }
  const { data } = await apiRequest<{ data: Brand }>('GET', '/api/brand');
  applyBrandToDocument(data);
  return data;
}

export const BrandContext = createContext<Brand | null>(null);

/** The serving brand; the app renders only once it is known. */
export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) {
    throw new Error('useBrand must be used inside BrandContext');
  }
  return brand;
}
