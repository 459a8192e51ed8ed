/**
 * The About page's words (site spec §1, §2, §3). Claims are the About page's own: 60+ student users,
 * 99.5% uptime, 5+ businesses. The goals are the spec's; timeline entries, values' texts and the
 * leaders are ours (the spec gives their shape, not their words).
 */
export const aboutText = {
  title: 'We believe in data and communication',
  lead: 'We connect students, homes and businesses across Ghana to fast, reliable internet, and to each other.',
  claimsLabel: 'SkyLink Ghana in numbers',
  missionTitle: 'Our Mission',
  missionText: 'Two goals guide everything we build:',
  missionImageAlt: 'Our installation team mounting a satellite dish on a rooftop in Accra',
  valuesTitle: 'Core Values',
  journeyTitle: 'Our Journey',
  teamTitle: 'Leadership Team',
  legalTitle: 'Legal Registration',
  legalText: (legalName: string, act: string) =>
    `${legalName} is registered as a limited company under Ghana's ${act}.`,
  registrationNumber: 'Registration number',
  ctaTitle: 'Join the SkyLink community',
  ctaText: 'See what we offer, or talk to us about connecting your home, campus or business.',
  exploreServices: 'Explore Services',
  getInTouch: 'Get in Touch',
} as const;

export const aboutClaims = [
  { value: '60+', label: 'Student users' },
  { value: '99.5%', label: 'Uptime' },
  { value: '5+', label: 'Businesses' },
] as const;

/** spec §1: reliable high-speed internet access; affordable services through innovation and partnerships */
export const aboutGoals = [
  'Reliable high-speed internet access',
  'Affordable services through innovation and partnerships',
] as const;

export const coreValues = [
  { title: 'Innovation', description: 'We use satellite and wireless technology to reach places cables do not.' },
  { title: 'Reliability', description: 'We build for uptime and tell customers plainly when something is wrong.' },
  { title: 'Customer Focus', description: 'We answer quickly, in plain words, and follow a problem to its end.' },
  { title: 'Community', description: 'We grow with the campuses, towns and businesses we connect.' },
] as const;

export const journey = [
  {
    year: 2023,
    title: 'The idea',
    description: 'Students in Accra struggle to get a dependable connection for their studies.',
  },
  {
    year: 2024,
    title: 'SkyLink Ghana Limited',
    description: 'Registered under the Companies Act 2019 (Act 992) in December.',
  },
  {
    year: 2025,
    title: 'First customers',
    description: 'Our first student users and business customers connect in Greater Accra.',
  },
  {
    year: 2026,
    title: 'Growing across Ghana',
    description: 'Service in Accra, Kumasi, Takoradi and surrounding areas.',
  },
] as const;

/**
 * The page's pictures are our own SVG illustrations (app/public/images/about/), not stock photos: a rooftop
 * installation for the mission, a portrait per leader. Served by the site; a page that cannot load one shows
 * the spec's fallback (an icon for the mission image, initials for a leader).
 */
export const missionImage = '/images/about/mission.svg';
const portrait = (slug: string) => `/images/about/${slug}.svg`;

export interface Leader {
  name: string;
  title: string;
  description: string;
  /** a portrait URL (our own illustrations); the initials show if it fails (spec) */
  image?: string;
}

export const leaders: readonly Leader[] = [
  {
    name: 'Kwame Asante',
    title: 'Chief Executive Officer',
    description: 'Leads the company and its partnerships.',
    image: portrait('kwame-asante'),
  },
  {
    name: 'Abena Owusu',
    title: 'Chief Operating Officer',
    description: 'Runs installations, support and field teams.',
    image: portrait('abena-owusu'),
  },
  {
    name: 'Kofi Mensah',
    title: 'Chief Technology Officer',
    description: 'Designs the satellite and wireless network.',
    image: portrait('kofi-mensah'),
  },
  {
    name: 'Efua Boateng',
    title: 'Head of Finance',
    description: 'Keeps prices fair and the books in order.',
    image: portrait('efua-boateng'),
  },
  {
    name: 'Yaw Darko',
    title: 'Head of Sales',
    description: 'Brings homes, campuses and businesses online.',
    image: portrait('yaw-darko'),
  },
  {
    name: 'Akosua Adjei',
    title: 'Head of Customer Experience',
    description: 'Makes sure every customer is heard.',
    image: portrait('akosua-adjei'),
  },
];
