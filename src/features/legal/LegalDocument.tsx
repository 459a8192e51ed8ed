import type { LegalDocumentData } from './documents';
import * as styles from './LegalDocument.css';

/** A legal page: title, last-updated date, a table of contents linking to each numbered section. */
export function LegalDocument({ document }: { document: LegalDocumentData }) {
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <header>
        <h1 id="legal-title">{document.title}</h1>
        <p className={styles.updated}>Last updated: {document.lastUpdated}</p>
        <p>{document.intro}</p>
      </header>
      <nav className={styles.toc} aria-labelledby="legal-toc">
        <h2 id="legal-toc">Table of contents</h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, i) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>
            {i + 1}. {section.title}
          </h2>
          {section.body.map((block) =>
            typeof block === 'string' ? (
              <p key={block}>{block}</p>
            ) : (
              <ul key={block.list[0]}>
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
