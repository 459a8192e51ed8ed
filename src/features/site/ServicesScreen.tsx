import { Button, Card, Hero, Link, Money, Section, Stack, VisuallyHidden } from '@/components';
import { brand, mailtoHref } from '../../domain/brand';
import { paths } from '../../domain/paths';
import type { Plan } from '../../domain/plans';
import { otherFamilyNote } from './familyContent';
import { businessFeatures, homeFeatures, servicesText as t } from './servicesContent';
import * as styles from './site.css';

export interface ServicesScreenProps {
  /** The residential family of the catalogue: Student and Home are residential, Business is business. */
  plans: readonly Plan[];
}

const consultationHref = mailtoHref(brand.emails.services, { subject: t.consultationSubject });

/**
 * /services (spec §2): the satellite service plan cards with their links, a line on city broadband, home and
 * business features, a call to action.
 */
export function ServicesScreen({ plans }: ServicesScreenProps) {
  return (
    <>
      <Hero title={t.title} lead={t.lead} />

      <Section title={t.plansTitle} eyebrow={t.plansEyebrow} description={t.plansText}>
        <ul className={styles.grid3} aria-label={t.plansTitle}>
          {plans.map((plan) => {
            const isBusiness = plan.audience === 'business';
            return (
              <Card
                as="li"
                key={plan.id}
                title={plan.name}
                description={isBusiness ? t.business : t.residential}
                footer={
                  <Stack gap="4">
                    <Button href={paths.signup} fullWidth aria-label={`${t.getStartedNow}: ${plan.name}`}>
                      {t.getStartedNow}
                    </Button>
                    <Button href={paths.about} fullWidth variant="secondary">
                      {t.learnMore}
                      <VisuallyHidden> about the {plan.name} plan</VisuallyHidden>
                    </Button>
                    {isBusiness ? (
                      <>
                        <Button href={paths.contact} fullWidth variant="secondary">
                          {t.startBusiness}
                        </Button>
                        <Button href={consultationHref} fullWidth variant="ghost">
                          {t.scheduleConsultation}
                        </Button>
                      </>
                    ) : null}
                  </Stack>
                }
              >
                <p className={styles.muted}>{plan.description}</p>
                <p>
                  {t.from} <Money amount={plan.priceMonthly} minorUnits period="monthly" />
                </p>
                <ul className={styles.list}>
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </Card>
            );
          })}
        </ul>
        <p className={styles.muted}>
          {otherFamilyNote.text} <Link href={paths.packages}>{otherFamilyNote.link}</Link>
        </p>
      </Section>

      <Section title={t.featuresTitle} tone="sunken">
        <div className={styles.split}>
          <Card title={t.homeFeaturesTitle} headingLevel={3}>
            <ul className={styles.list}>
              {homeFeatures.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </Card>
          <Card title={t.businessFeaturesTitle} headingLevel={3}>
            <ul className={styles.list}>
              {businessFeatures.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </Card>
        </div>
      </Section>

      <Section title={t.ctaTitle} description={t.ctaText} tone="accent" align="center">
        <div className={styles.centerRow}>
          <Button href={paths.contact} size="lg">
            {t.contactSales}
          </Button>
          <Button href={paths.signup} size="lg" variant="secondary">
            {t.getStartedToday}
          </Button>
        </div>
      </Section>
    </>
  );
}
