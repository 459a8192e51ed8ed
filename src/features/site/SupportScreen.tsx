import { Accordion, Button, Card, Hero, Inline, Link, Section } from '@/components';
import { brand, mailtoHref, telHref, whatsappHref } from '../../domain/brand';
import { paths } from '../../domain/paths';
import * as styles from './site.css';
import { faqs, helpCategories, supportCards, supportHours, supportSubject, supportText as t } from './supportContent';

export interface SupportScreenProps {
  /** The open FAQ question (the faq machine), or null. */
  openFaqId: string | null;
  onFaqToggle: (id: string) => void;
}

const remoteSupportHref = mailtoHref(brand.emails.support, {
  subject: 'Remote Support Request',
  body: 'Hello, I would like a remote support session.\n\nAccount email:\nPhone number:\nWhat is happening:\n',
});

/** /support: contact cards, help categories, the FAQ (#faq), hours, priority contact and resources (spec §2). */
export function SupportScreen({ openFaqId, onFaqToggle }: SupportScreenProps) {
  return (
    <>
      <Hero
        title={t.title}
        lead={t.lead}
        actions={
          <>
            <Button href={telHref(brand.phones.support)} size="lg">
              {t.call}
            </Button>
            <Button href={mailtoHref(brand.emails.support)} size="lg" variant="secondary">
              {t.email}
            </Button>
            {brand.whatsapp ? (
              <Button href={whatsappHref(brand.whatsapp)} size="lg" variant="secondary">
                {t.whatsapp}
              </Button>
            ) : null}
          </>
        }
      />

      <Section title={t.contactTitle}>
        <ul className={styles.grid3} aria-label={t.contactTitle}>
          {supportCards.map((card) => (
            <Card
              as="li"
              key={card.title}
              title={card.title}
              description={card.description}
              footer={
                <Button
                  href={mailtoHref(card.email, { subject: supportSubject(card.title) })}
                  variant="secondary"
                  fullWidth
                >
                  {card.action}
                </Button>
              }
            >
              <p className={styles.muted}>{card.contact}</p>
              <p className={styles.muted}>{card.available}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <Section title={t.categoriesTitle} tone="sunken">
        <ul className={styles.grid3} aria-label={t.categoriesTitle}>
          {helpCategories.map((category) => (
            <Card as="li" key={category.title} title={category.title}>
              <ul className={styles.list}>
                {category.services.map((service) => (
                  <li key={service}>{service}</li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
      </Section>

      <Section id="faq" title={t.faqTitle}>
        <Accordion
          expandedId={openFaqId}
          onExpandedChange={(id) => {
            // the machine decides: a new id opens it, the open id (or null) closes it
            const target = id ?? openFaqId;
            if (target) onFaqToggle(target);
          }}
          items={faqs.map((faq) => ({
            id: faq.id,
            title: faq.question,
            content: <p className={styles.muted}>{faq.answer}</p>,
          }))}
        />
      </Section>

      <Section title={t.whenTitle} tone="sunken">
        <div className={styles.split}>
          <Card title={t.hoursTitle} headingLevel={3}>
            <dl className={styles.hours}>
              {supportHours.map((h) => (
                <div key={h.days} style={{ display: 'contents' }}>
                  <dt className={styles.hoursTerm}>{h.days}</dt>
                  <dd className={styles.hoursValue}>{h.time}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card title={t.priorityTitle} headingLevel={3}>
            <p className={styles.muted}>{t.priorityText}</p>
            <Inline gap="3" align="center">
              <Button href={telHref(brand.phones.support)}>{brand.phones.support}</Button>
            </Inline>
          </Card>
        </div>
      </Section>

      <Section title={t.resourcesTitle}>
        <ul className={styles.grid3} aria-label={t.resourcesTitle}>
          <Card as="li" title="Knowledge Base" description="Answers to the questions we hear most.">
            <Link href={paths.faq} variant="standalone">
              Browse the FAQ
            </Link>
          </Card>
          <Card as="li" title="Network Status" description="Live status of our network and planned maintenance.">
            <Link href={brand.statusUrl} external variant="standalone">
              View Network Status
            </Link>
          </Card>
          <Card as="li" title="Remote Support" description="Let a technician look at your connection remotely.">
            <Link href={remoteSupportHref} variant="standalone">
              Request Remote Support
            </Link>
          </Card>
        </ul>
      </Section>

      <Section title={t.stillTitle} description={t.stillText} tone="accent" align="center">
        <div className={styles.centerRow}>
          <Button href={paths.contact} size="lg">
            {t.contactUs}
          </Button>
          <Button href={telHref(brand.phones.support)} size="lg" variant="secondary">
            {t.callNow}
          </Button>
        </div>
      </Section>
    </>
  );
}
