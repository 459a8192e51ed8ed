import type { ReactNode } from 'react';
import { Button, Card, Columns, Link, Section, Stack, VisuallyHidden } from '@/components';
import { brand, mailtoHref, telHref } from '../../domain/brand';
import { paths } from '../../domain/paths';
import { homeHighlights, homeHours, homeText as t } from './homeContent';
import * as styles from './site.css';

export interface HomeSectionsProps {
  /** The Packages section's toggle and plan cards (HomePackages with its machine). */
  packages: ReactNode;
  /** The home page contact form (ContactForm, kind 'home', with its machine). */
  contactForm: ReactNode;
}

/** The home page below the hero: Packages, About, Contact and the calls to action to /signup and /ai-coverage. */
export function HomeSections({ packages, contactForm }: HomeSectionsProps) {
  return (
    <>
      <Section
        id="packages"
        eyebrow={t.packagesEyebrow}
        title={t.packagesTitle}
        description={t.packagesText}
        align="center"
      >
        {packages}
      </Section>

      <Section id="about" tone="sunken" eyebrow={t.aboutEyebrow} title={t.aboutTitle} description={t.aboutText}>
        <div className={styles.split}>
          <Columns as="ul" gap="6" columns={{ tablet: 2 }} aria-label="Highlights">
            {homeHighlights.map((h) => (
              <Card as="li" key={h.title} title={h.title} headingLevel={3}>
                <p className={styles.muted}>{h.text}</p>
              </Card>
            ))}
          </Columns>
          <Stack gap="4">
            <p className={styles.badgeBig}>
              <span>{t.studentBadge}</span>
              <span>{t.studentBadgeLabel}</span>
            </p>
            <p className={styles.muted}>{t.registered(brand.registration.act, brand.registration.registered)}</p>
            <div>
              <Button href={paths.about} variant="secondary">
                {t.learnMore}
                <VisuallyHidden> about {brand.name}</VisuallyHidden>
              </Button>
            </div>
          </Stack>
        </div>
      </Section>

      <Section id="contact" eyebrow={t.contactEyebrow} title={t.contactTitle} description={t.contactText}>
        <div className={styles.split}>
          <Stack gap="4">
            <Stack as="ul" gap="2" aria-label="Contact details">
              <li>
                <Link href={telHref(brand.phones.main)}>{brand.phones.main}</Link>
              </li>
              <li>
                <Link href={mailtoHref(brand.emails.services)}>{brand.emails.services}</Link>
              </li>
              <li>{brand.address.oneLine}</li>
            </Stack>
            <dl className={styles.hours} aria-label="Business hours">
              {homeHours.map((h) => (
                <div key={h.days} style={{ display: 'contents' }}>
                  <dt className={styles.hoursTerm}>{h.days}</dt>
                  <dd className={styles.hoursValue}>{h.time}</dd>
                </div>
              ))}
            </dl>
          </Stack>
          <Card title={t.formTitle} headingLevel={3}>
            {contactForm}
          </Card>
        </div>
      </Section>

      <Section title={t.ctaTitle} description={t.ctaText} tone="accent" align="center">
        <div className={styles.centerRow}>
          <Button href={paths.signup} size="lg">
            {t.ctaSignup}
          </Button>
          <Button href={paths.aiCoverage} size="lg" variant="secondary">
            {t.ctaAi}
          </Button>
        </div>
      </Section>
    </>
  );
}
