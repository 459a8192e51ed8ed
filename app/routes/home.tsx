import { HomeScreen } from '../../src/features/site/HomeScreen';

export function Component() {
  return <HomeScreen />;
}
