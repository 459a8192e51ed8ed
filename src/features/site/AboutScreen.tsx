import { Avatar, Button, Card, Hero, Image, Inline, Section, Stack, Timeline } from '@/components';
import { brand } from '../../domain/brand';
import { paths } from '../../domain/paths';
import {
  aboutClaims,
  aboutGoals,
  coreValues,
  missionImage as defaultMissionImage,
  journey,
  type Leader,
  leaders,
  aboutText as t,
} from './aboutContent';
import * as styles from './site.css';

export interface AboutScreenProps {
  /** The mission image (an icon stands in while it is missing or when it fails); our illustration by default. */
  missionImage?: string;
  /** A leader's portrait by name (initials stand in when it fails); each leader's illustration by default. */
  portraitOf?: (leader: Leader) => string | undefined;
}

const ownPortrait = (leader: Leader) => leader.image;

/** /about (spec §2): hero, mission, values, journey, leadership, legal registration and a call to action. */
export function AboutScreen({ missionImage = defaultMissionImage, portraitOf = ownPortrait }: AboutScreenProps) {
  return (
    <>
      <Hero title={t.title} lead={t.lead} highlights={aboutClaims} highlightsLabel={t.claimsLabel} />

      <Section title={t.missionTitle}>
        <div className={styles.split}>
          <Stack gap="4">
            <p className={styles.muted}>{t.missionText}</p>
            <Stack as="ol" gap="4">
              {aboutGoals.map((goal, index) => (
                <Inline key={goal} as="li" gap="3" wrap={false} align="start">
                  <span className={styles.goalNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span>{goal}</span>
                </Inline>
              ))}
            </Stack>
          </Stack>
          <Image src={missionImage} alt={t.missionImageAlt} aspectRatio="4 / 3" loading="lazy" />
        </div>
      </Section>

      <Section title={t.valuesTitle} tone="sunken">
        <ul className={styles.grid4} aria-label={t.valuesTitle}>
          {coreValues.map((value) => (
            <Card as="li" key={value.title} title={value.title}>
              <p className={styles.muted}>{value.description}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <Section title={t.journeyTitle}>
        <Timeline entries={[...journey]} aria-label={t.journeyTitle} />
      </Section>

      <Section title={t.teamTitle} tone="sunken">
        <ul className={styles.grid3} aria-label={t.teamTitle}>
          {leaders.map((leader) => (
            <Card as="li" key={leader.name}>
              <div className={styles.leader}>
                <Avatar name={leader.name} src={portraitOf(leader)} size="lg" isDecorative fetchPriority="low" />
                <h3 className={styles.sentTitle}>{leader.name}</h3>
                <p className={styles.hoursTerm}>{leader.title}</p>
                <p className={styles.muted}>{leader.description}</p>
              </div>
            </Card>
          ))}
        </ul>
      </Section>

      <Section title={t.legalTitle}>
        <div className={styles.legal}>
          <p className={styles.muted}>{t.legalText(brand.legalName, brand.registration.act)}</p>
          {brand.registration.number ? (
            <p>
              <span className={styles.hoursTerm}>{t.registrationNumber}: </span>
              {brand.registration.number}
            </p>
          ) : null}
        </div>
      </Section>

      <Section title={t.ctaTitle} description={t.ctaText} tone="accent" align="center">
        <ul className={styles.grid3} aria-label={t.claimsLabel}>
          {aboutClaims.map((claim) => (
            <li key={claim.label} className={styles.badgeBig}>
              <span>{claim.value}</span>
              <span>{claim.label}</span>
            </li>
          ))}
        </ul>
        <div className={styles.centerRow}>
          <Button href={paths.services} size="lg">
            {t.exploreServices}
          </Button>
          <Button href={paths.contact} size="lg" variant="secondary">
            {t.getInTouch}
          </Button>
        </div>
      </Section>
    </>
  );
}
