import { useState } from 'react';
import { ToastRegion } from '@/components';
import { AUTH_MESSAGES } from '../src/features/auth/messages';

/** 'Account deleted successfully', once, where the deletion left the customer (home); loaded only then. */
export default function FarewellNotice() {
  const [shown, setShown] = useState(true);
  return (
    <ToastRegion
      toasts={shown ? [{ id: 'account-deleted', tone: 'success', message: AUTH_MESSAGES.accountDeleted }] : []}
      onDismiss={() => setShown(false)}
    />
  );
}
