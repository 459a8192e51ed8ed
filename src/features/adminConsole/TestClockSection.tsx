/**
 * The console's test clock panel (outside production): where the application's time stands and a way to
 * move it forward for every server. Renders only its view (testClock.view.ts).
 */
import type { FormEvent } from 'react';
import { Alert, Button, Card, DescriptionList, Spinner, Stack, TextField } from '@/components';
import { LoadFailed } from './ConsoleSections';
import { CONSOLE_MESSAGES as m } from './messages';
import type { TestClockView } from './testClock.view';

export interface TestClockSectionProps {
  view: TestClockView;
  onDaysChange: (value: string) => void;
  onAdvance: () => void;
  onRetry: () => void;
}

export function TestClockSection({ view, onDaysChange, onAdvance, onRetry }: TestClockSectionProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdvance();
  };
  return (
    <Card title={m.testClockTitle} headingLevel={2}>
      <Stack gap="4">
        {view.status === 'loading' ? <Spinner label={m.testClockTitle} showLabel layout="block" /> : null}
        {view.status === 'unavailable' ? (
          <Alert tone="info" announce="none">
            {view.message}
          </Alert>
        ) : null}
        {view.status === 'failed' ? <LoadFailed message={view.message} onRetry={onRetry} /> : null}
        {view.status === 'ready' || view.status === 'advancing' ? (
          <>
            <p>{m.testClockIntro}</p>
            <DescriptionList
              items={[
                { id: 'now', term: m.testClockNow, description: view.now },
                { id: 'offset', term: m.testClockOffset, description: view.offset },
              ]}
            />
            {view.moved ? (
              <Alert tone="success" announce="status">
                {view.moved}
              </Alert>
            ) : null}
            <form noValidate onSubmit={submit} aria-label={m.testClockTitle}>
              <Stack gap="3">
                <TextField
                  label={m.testClockDays}
                  value={view.days}
                  onChange={onDaysChange}
                  inputMode="decimal"
                  errorMessage={view.daysError ?? undefined}
                  isDisabled={view.status === 'advancing'}
                />
                <div>
                  <Button type="submit" isPending={view.status === 'advancing'} pendingLabel={m.testClockAdvancing}>
                    {m.testClockAdvance}
                  </Button>
                </div>
              </Stack>
            </form>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
