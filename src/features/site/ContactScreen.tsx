import type { ReactNode } from 'react';
import { Card, Columns, Hero, Link, Section, Stack } from '@/components';
import { brand, mailtoHref, telHref, whatsappHref } from '../../domain/brand';
import { CONTACT_MESSAGES as m } from './messages';
import * as styles from './site.css';

/** The Contact page's hours (spec §9: Mon-Fri 8AM-6PM, Sat 9AM-4PM, Sun closed). */
export const contactHours = [
  { days: 'Mon-Fri', time: '8AM-6PM' },
  { days: 'Sat', time: '9AM-4PM' },
  { days: 'Sun', time: 'Closed' },
] as const;

export const contactText = {
  title: 'Contact Us',
  lead: "Questions about plans, coverage or your account? Write to us and we'll get back to you within 24 hours.",
  infoTitle: 'Contact information',
  addressTitle: 'Business Address',
} as const;

export interface ContactScreenProps {
  /** The contact page form (ContactForm, kind 'contact'). */
  form: ReactNode;
}

/** /contact (spec §2): 'Send us a message', contact information cards and the business address. */
export function ContactScreen({ form }: ContactScreenProps) {
  return (
    <>
      <Hero title={contactText.title} lead={contactText.lead} />
      <Section title={m.pageTitle}>
        <div className={styles.split}>
          <Card>{form}</Card>
          <Stack gap="4">
            <h3 className={styles.sentTitle}>{contactText.infoTitle}</h3>
            <Columns as="ul" gap="6" columns={{ tablet: 2 }} aria-label={contactText.infoTitle}>
              <Card as="li" title="Phone" headingLevel={4}>
                <Link href={telHref(brand.phones.main)}>{brand.phones.main}</Link>
              </Card>
              {brand.whatsapp ? (
                <Card as="li" title="WhatsApp" headingLevel={4}>
                  <Link href={whatsappHref(brand.whatsapp)}>{brand.whatsapp}</Link>
                </Card>
              ) : null}
              <Card as="li" title="Email" headingLevel={4}>
                <Link href={mailtoHref(brand.emails.services)}>{brand.emails.services}</Link>
              </Card>
              <Card as="li" title="Address" headingLevel={4}>
                <p className={styles.muted}>{brand.address.oneLine}</p>
              </Card>
              <Card as="li" title="Business Hours" headingLevel={4}>
                <dl className={styles.hours}>
                  {contactHours.map((h) => (
                    <div key={h.days} style={{ display: 'contents' }}>
                      <dt className={styles.hoursTerm}>{h.days}</dt>
                      <dd className={styles.hoursValue}>{h.time}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
            </Columns>
          </Stack>
        </div>
      </Section>
      <Section title={contactText.addressTitle} tone="sunken">
        <address className={styles.legal}>
          <strong>{brand.legalName}</strong>
          <br />
          {brand.address.street}
          <br />
          {brand.address.area}, {brand.address.city}
          <br />
          {brand.address.region}, {brand.address.country}
        </address>
      </Section>
    </>
  );
}
