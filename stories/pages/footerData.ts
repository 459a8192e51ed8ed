import type { FooterContact, SocialLink } from '../../src/components/SiteFooter/SiteFooter';

export const sampleContact: FooterContact = {
  phone: '+233 30 123 4567',
  email: 'support@skylink.example.com.gh',
  address: '12 Independence Avenue, Accra, Ghana',
  hours: 'Mon-Fri 8:00-18:00, Sat 9:00-14:00',
};

export const sampleSocial: SocialLink[] = [
  { network: 'facebook', href: 'https://facebook.com/', label: 'SkyLink Ghana on Facebook' },
  { network: 'x', href: 'https://x.com/', label: 'SkyLink Ghana on X' },
  { network: 'instagram', href: 'https://instagram.com/', label: 'SkyLink Ghana on Instagram' },
  { network: 'linkedin', href: 'https://linkedin.com/', label: 'SkyLink Ghana on LinkedIn' },
];
