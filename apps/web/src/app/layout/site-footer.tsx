import { useBrand } from '../../lib/brand';

export function SiteFooter() {
  const brand = useBrand();
  const links = [
    { href: brand.legalLinks.privacy, label: 'Privacy Policy' },
    { href: brand.legalLinks.telehealthConsent, label: 'Telehealth Consent' },
    { href: brand.legalLinks.terms, label: 'Terms of Service' },
    { href: brand.legalLinks.doNotSell, label: 'Do Not Sell My Personal Information' },
  ];
  return (
    <footer className="site-footer">
      <nav aria-label="Legal">
        <ul className="site-footer__links">
          {links.map((link) => (
            <li key={link.label}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__contact">
        Questions? <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
      </p>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {brand.name}
      </p>
    </footer>
  );
}
