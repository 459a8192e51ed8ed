import {
  contrastReport,
  darkTokens,
  lightTokens,
  primitiveTokens,
  type TokenDoc,
} from '../../src/theme/tokens.generated';

/** Documentation views of the design tokens, rendered from the generated token source. */

const table: React.CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: 14 };
const cell: React.CSSProperties = {
  borderBottom: '1px solid var(--sl-color-border-subtle)',
  padding: '8px 12px',
  textAlign: 'left',
  verticalAlign: 'middle',
};
const code: React.CSSProperties = { fontFamily: 'var(--sl-font-family-mono)', fontSize: 13 };

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 48,
        height: 32,
        borderRadius: 6,
        background: color,
        border: '1px solid var(--sl-color-border-control)',
      }}
    />
  );
}

export function SemanticColors({ theme }: { theme: 'light' | 'dark' }) {
  const tokens = theme === 'light' ? lightTokens : darkTokens;
  const ratios = contrastReport.filter((r) => r.theme === theme);
  return (
    <table style={table}>
      <caption style={{ textAlign: 'left', fontWeight: 700, padding: '8px 0' }}>
        Semantic colours ({theme} theme)
      </caption>
      <thead>
        <tr>
          <th style={cell} scope="col">
            Swatch
          </th>
          <th style={cell} scope="col">
            Token
          </th>
          <th style={cell} scope="col">
            Value
          </th>
          <th style={cell} scope="col">
            Contrast checks
          </th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((t) => {
          const checks = ratios.filter((r) => r.text === t.path);
          return (
            <tr key={t.path}>
              <td style={cell}>
                <Swatch color={t.css} />
              </td>
              <td style={cell}>
                <span style={code}>{t.path}</span>
                {t.description ? <div style={{ color: 'var(--sl-color-text-secondary)' }}>{t.description}</div> : null}
              </td>
              <td style={cell}>
                <span style={code}>
                  {t.css}
                  {t.alias ? ` ${t.alias}` : ''}
                </span>
              </td>
              <td style={cell}>
                {checks.map((c) => (
                  <div key={c.background}>
                    {c.ratio}:1 on {c.background.replace('color.', '')} (min {c.min})
                  </div>
                ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function PrimitivePalette() {
  const colors = primitiveTokens.filter((t) => t.type === 'color');
  const groups = [...new Set(colors.map((c) => c.path.split('.')[1]))];
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {groups.map((g) => (
        <section key={g} aria-label={`${g} palette`}>
          <h3 style={{ margin: '0 0 8px', textTransform: 'capitalize' }}>{g}</h3>
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}>
            {colors
              .filter((c) => c.path.split('.')[1] === g)
              .map((c) => (
                <li key={c.path} style={{ display: 'grid', gap: 4, justifyItems: 'start' }}>
                  <Swatch color={c.css} />
                  <span style={code}>{c.path.split('.').slice(2).join('.') || c.path.split('.')[1]}</span>
                  <span style={code}>{c.css}</span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const byGroup = (prefix: string): TokenDoc[] => primitiveTokens.filter((t) => t.path.startsWith(prefix));

export function TypeScale() {
  const weights = byGroup('font.weight.');
  const lineHeights = byGroup('font.lineHeight.');
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <p>
        Family: <span style={code}>{byGroup('font.family.sans')[0]?.css}</span> (bundled variable font)
      </p>
      <table style={table}>
        <caption style={{ textAlign: 'left', fontWeight: 700 }}>Sizes</caption>
        <tbody>
          {byGroup('font.size.').map((t) => (
            <tr key={t.path}>
              <td style={cell}>
                <span style={code}>{t.path}</span>
              </td>
              <td style={cell}>
                <span style={code}>{t.css}</span>
              </td>
              <td style={{ ...cell, fontSize: t.css, lineHeight: 1.2 }}>Fast internet across Ghana</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table style={table}>
        <caption style={{ textAlign: 'left', fontWeight: 700 }}>Weights and line heights</caption>
        <tbody>
          {weights.map((t) => (
            <tr key={t.path}>
              <td style={cell}>
                <span style={code}>{t.path}</span>
              </td>
              <td style={{ ...cell, fontWeight: Number(t.css) }}>{t.css} — Pay by mobile money</td>
            </tr>
          ))}
          {lineHeights.map((t) => (
            <tr key={t.path}>
              <td style={cell}>
                <span style={code}>{t.path}</span>
              </td>
              <td style={cell}>{t.css}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Spacing() {
  return (
    <table style={table}>
      <caption style={{ textAlign: 'left', fontWeight: 700 }}>Space scale</caption>
      <tbody>
        {byGroup('space.').map((t) => (
          <tr key={t.path}>
            <td style={cell}>
              <span style={code}>{t.path}</span>
            </td>
            <td style={cell}>
              <span style={code}>{t.css}</span>
            </td>
            <td style={cell}>
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  height: 12,
                  width: t.css,
                  background: 'var(--sl-color-accent-solid)',
                  borderRadius: 2,
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Radii() {
  return (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 24, listStyle: 'none', margin: 0, padding: 0 }}>
      {byGroup('radius.').map((t) => (
        <li key={t.path} style={{ display: 'grid', gap: 6, justifyItems: 'center' }}>
          <span
            aria-hidden="true"
            style={{
              width: 72,
              height: 72,
              borderRadius: t.css,
              border: '2px solid var(--sl-color-accent-solid)',
              background: 'var(--sl-color-accent-subtle)',
            }}
          />
          <span style={code}>{t.path}</span>
          <span style={code}>{t.css}</span>
        </li>
      ))}
    </ul>
  );
}

export function Shadows() {
  return (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 32, listStyle: 'none', margin: 0, padding: 16 }}>
      {byGroup('shadow.').map((t) => (
        <li key={t.path} style={{ display: 'grid', gap: 8, justifyItems: 'center' }}>
          <span
            aria-hidden="true"
            style={{
              width: 120,
              height: 72,
              borderRadius: 12,
              boxShadow: t.css,
              background: 'var(--sl-color-surface-raised)',
            }}
          />
          <span style={code}>{t.path}</span>
        </li>
      ))}
    </ul>
  );
}

export function OtherScales() {
  const rows = [...byGroup('motion.'), ...byGroup('breakpoint.'), ...byGroup('zIndex.'), ...byGroup('size.')];
  return (
    <table style={table}>
      <caption style={{ textAlign: 'left', fontWeight: 700 }}>
        Motion (0 ms under prefers-reduced-motion), breakpoints, z-index and sizes
      </caption>
      <tbody>
        {rows.map((t) => (
          <tr key={t.path}>
            <td style={cell}>
              <span style={code}>{t.path}</span>
            </td>
            <td style={cell}>
              <span style={code}>{t.css}</span>
            </td>
            <td style={cell}>{t.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
