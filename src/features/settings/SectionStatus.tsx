import { Alert } from '@/components';

/** A section's outcome: the success flash as a status, a failure as an alert. */
export function SectionStatus({ message, error }: { message?: string; error?: string }) {
  if (error) return <Alert tone="danger">{error}</Alert>;
  if (message)
    return (
      <Alert tone="success" announce="status">
        {message}
      </Alert>
    );
  return null;
}
