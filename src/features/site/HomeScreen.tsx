import type { ReactNode } from 'react';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Hero } from '../../components/Hero/Hero';
import { FacebookIcon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import { Section } from '../../components/Section/Section';
import { brand, mailtoHref, telHref } from '../../domain/brand';
import { paths } from '../../domain/paths';
import { homeClaims, homeHighlights, homeHours, homeText as t } from './homeContent';
import * as styles from './site.css';

export { homeClaims };

export interface HomeScreenProps {
  /**
   * The coverage checker box in the hero (city input, Check, clear, result panel). Built by the
   * coverage feature and passed in by the home route; nothing shows while it is not given.
   */
  coverageChecker?: ReactNode;
  /** The Packages section's toggle and plan cards (HomePackages); a slot, loaded after the first bytes. */
  packages: ReactNode;
  /**
   * The home page contact form (ContactForm, kind 'home'). A slot, so the route can load it after the
   * page's first bytes: it sits below the fold.
   */
  contactForm: ReactNode;
}

/** The home page: hero, Packages, About and Contact sections, and the calls to action (spec §2). */
export function HomeScreen({ coverageChecker, packages, contactForm }: HomeScreenProps) {
  return (
    <>
      <div id="home">
        <Hero
          tone="accent"
          title={t.title}
          lead={t.lead}
          highlights={homeClaims}
          highlightsLabel={t.claimsLabel}
          actions={
            <>
              <Button href="/#packages" size="lg">
                {t.seePackages}
              </Button>
              <Link href={brand.social.facebook} external variant="standalone" icon={<FacebookIcon size="md" />}>
                {t.social}
              </Link>
              <Link href="/#packages" variant="standalone">
                {t.scroll}
              </Link>
            </>
          }
          aside={coverageChecker}
        />
      </div>

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
          <ul className={styles.grid2} aria-label="Highlights">
            {homeHighlights.map((h) => (
              <Card as="li" key={h.title} title={h.title} headingLevel={3}>
                <p className={styles.muted}>{h.text}</p>
              </Card>
            ))}
          </ul>
          <div className={styles.stack}>
            <p className={styles.badgeBig}>
              <span>{t.studentBadge}</span>
              <span>{t.studentBadgeLabel}</span>
            </p>
            <p className={styles.muted}>{t.registered(brand.registration.act, brand.registration.registered)}</p>
            <div>
              <Button href={paths.about} variant="secondary">
                {t.learnMore}
              </Button>
            </div>
          </div>
        </div>
      </Section>

      <Section id="contact" eyebrow={t.contactEyebrow} title={t.contactTitle} description={t.contactText}>
        <div className={styles.split}>
          <div className={styles.stack}>
            <ul className={styles.plainList} aria-label="Contact details">
              <li>
                <Link href={telHref(brand.phones.main)}>{brand.phones.main}</Link>
              </li>
              <li>
                <Link href={mailtoHref(brand.emails.services)}>{brand.emails.services}</Link>
              </li>
              <li>{brand.address.oneLine}</li>
            </ul>
            <dl className={styles.hours} aria-label="Business hours">
              {homeHours.map((h) => (
                <div key={h.days} style={{ display: 'contents' }}>
                  <dt className={styles.hoursTerm}>{h.days}</dt>
                  <dd className={styles.hoursValue}>{h.time}</dd>
                </div>
              ))}
            </dl>
          </div>
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
