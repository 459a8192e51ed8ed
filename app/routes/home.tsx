import { HomeScreen } from '../../src/screens/home/HomeScreen';

export function Component() {
  return <HomeScreen />;
}
