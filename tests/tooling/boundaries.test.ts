import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFile } from '../../scripts/check-boundaries';

const root = join(import.meta.dirname, '../..');
const at = (rel: string) => join(root, rel);

describe('import boundaries', () => {
  it('forbids components importing machines or the router', () => {
    const src =
      "import { loginMachine } from '../../machines/login.machine';\nimport { Link } from 'react-router-dom';";
    const problems = checkFile(at('src/components/X/X.tsx'), src);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/presentational/);
  });

  it('forbids fetch outside src/services, and allows it inside', () => {
    expect(checkFile(at('src/machines/a.machine.ts'), 'const r = await fetch("/api");')).toHaveLength(1);
    expect(checkFile(at('src/services/api.ts'), 'const r = await fetch("/api");')).toHaveLength(0);
    expect(checkFile(at('src/domain/x.ts'), '// we never fetch("/x") here\nexport const a = 1;')).toHaveLength(0);
  });

  it('lets the server share src/domain only', () => {
    expect(checkFile(at('server/x.ts'), "import { a } from '../src/domain/brand';")).toHaveLength(0);
    expect(checkFile(at('server/x.ts'), "import { a } from '../src/services/auth';")).toHaveLength(1);
  });

  it('allows type-only machine imports in screens but not value imports', () => {
    expect(
      checkFile(at('src/screens/a/a.view.ts'), "import type { SnapshotFrom } from '../../machines/login.machine';"),
    ).toHaveLength(0);
    expect(
      checkFile(at('src/screens/a/a.view.ts'), "import { loginMachine } from '../../machines/login.machine';"),
    ).not.toHaveLength(0);
  });

  it('keeps src/ away from app/ and React out of the domain', () => {
    expect(checkFile(at('src/domain/x.ts'), "import { useState } from 'react';")).toHaveLength(1);
    expect(checkFile(at('src/screens/x.tsx'), "import { router } from '../../app/router';")).toHaveLength(1);
  });

  it('keeps src/components/private to the components', () => {
    const privateImport = (from: string) => `import { cx } from '${from}';`;
    expect(checkFile(at('src/components/Button/Button.tsx'), privateImport('../private/cx'))).toHaveLength(0);
    expect(checkFile(at('src/components/private/field/FieldParts.tsx'), privateImport('../cx'))).toHaveLength(0);
    const fromScreen = checkFile(at('src/screens/auth/LoginScreen.tsx'), privateImport('../../components/private/cx'));
    expect(fromScreen).toHaveLength(1);
    expect(fromScreen[0]).toMatch(/only src\/components may import it/);
    expect(checkFile(at('app/routes/x.tsx'), privateImport('../../src/components/private/cx'))).toHaveLength(1);
    expect(
      checkFile(at('stories/components/X.stories.tsx'), privateImport('../../src/components/private/cx')),
    ).toHaveLength(1);
    expect(
      checkFile(at('src/screens/x.tsx'), "import type { Tone } from '../components/private/tone';"),
      'type-only imports count too',
    ).toHaveLength(1);
  });

  it('keeps the token documentation module out of src', () => {
    const docs = "import { primitiveTokens } from '../../theme/tokens.generated';";
    expect(checkFile(at('src/components/Modal/Modal.css.ts'), docs)).toHaveLength(1);
    const fromStories = "import { primitiveTokens } from '../../src/theme/tokens.generated';";
    expect(checkFile(at('stories/foundations/TokenDocs.tsx'), fromStories)).toHaveLength(0);
  });
});
