import { useLocation, useNavigate } from 'react-router-dom';
import { NotFoundScreen } from '../../src/features/site/NotFoundScreen';

export function Component() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return <NotFoundScreen path={pathname} onBack={() => navigate(-1)} />;
}
