import { Button } from '../src/components/Button/Button';

/** Signed-out account slot of the header. The auth slice replaces it with the user menu when signed in. */
export function SignInLink() {
  return (
    <Button href="/login" size="sm">
      Sign In
    </Button>
  );
}
