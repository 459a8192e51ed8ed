/** The site's header and footer links, built from the route paths (the components take them as props). */
import type { FooterColumn, FooterLink, NavItem } from '@/components';
import { paths } from '../../domain/paths';

export const primaryNav: NavItem[] = [
  { label: 'Home', href: paths.home },
  { label: 'Services', href: paths.services },
  { label: 'About', href: paths.about },
  { label: 'Support', href: paths.support },
  { label: 'Contact', href: paths.contact },
];

export const legalLinks: FooterLink[] = [
  { label: 'Privacy Policy', href: paths.privacyPolicy },
  { label: 'Cookie Policy', href: paths.cookiePolicy },
  { label: 'Terms & Conditions', href: paths.termsConditions },
];

/** The four footer columns: Services, Support, Company, Legal. */
export const footerColumns: FooterColumn[] = [
  {
    title: 'Services',
    links: [
      { label: 'Packages', href: paths.packages },
      { label: 'Services', href: paths.services },
      { label: 'Coverage Recommendation', href: paths.aiCoverage },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', href: paths.support },
      { label: 'FAQ', href: paths.faq },
      { label: 'Contact Us', href: paths.contact },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: paths.about },
      { label: 'Create Account', href: paths.signup },
      { label: 'Sign In', href: paths.login },
    ],
  },
  { title: 'Legal', links: legalLinks },
];
