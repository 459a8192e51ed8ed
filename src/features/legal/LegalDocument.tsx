import type { LegalDocumentData } from './documents';
import * as styles from './LegalDocument.css';

/** A legal page: title, last-updated date, a table of contents linking to each numbered section. */
export function LegalDocument({ document }: { document: LegalDocumentData }) {
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          {document.title}
        </h1>
        <p className={styles.updated}>Last updated: {document.lastUpdated}</p>
        <p className={styles.paragraph}>{document.intro}</p>
      </header>
      <nav className={styles.toc} aria-labelledby="legal-toc">
        <h2 id="legal-toc" className={styles.tocTitle}>
          Table of contents
        </h2>
        <ol className={styles.tocList}>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a className={styles.link} href={`#${section.id}`}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, i) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
            {i + 1}. {section.title}
          </h2>
          {section.body.map((block) =>
            typeof block === 'string' ? (
              <p key={block} className={styles.paragraph}>
                {block}
              </p>
            ) : (
              <ul key={block.list[0]} className={styles.list}>
                {block.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </article>
  );
}
