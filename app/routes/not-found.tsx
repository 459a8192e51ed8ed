import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NotFoundScreen } from '../../src/features/site/NotFoundScreen';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Page not found — SkyLink Ghana',
  description: 'The page you asked for does not exist on the SkyLink Ghana website.',
};

export function Component() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The page is prerendered once for every unknown path: the path shows after hydration, on a line
  // the markup already holds (a no-break space), so nothing moves.
  const [path, setPath] = useState('\u00a0');
  useEffect(() => setPath(pathname), [pathname]);
  return <NotFoundScreen path={path} onBack={() => navigate(-1)} />;
}
