'use client';
// Assign or reassign: pick one of the providers who can take the job (approved, offering the
// service, free at that time), those covering the job's area listed first.
import type { AdminBookingDetail } from '@hearth/shared/admin/bookings';
import { useDeferredValue, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceCard } from '@/components/ui/selection-controls';
import { Skeleton } from '@/components/ui/skeleton';
import { FieldError, TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api';
import { ActionDialog, DialogFooter } from './action-dialog';
import { useAssignProvider, useEligibleProviders } from './admin-bookings-api';

const CHOOSE = 'Choose a provider';

export function AssignProviderDialog({ detail }: { detail: AdminBookingDetail }) {
  const id = detail.booking._id;
  const current = detail.provider;
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [chosen, setChosen] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const providers = useEligibleProviders(id, deferredSearch, open);
  const assign = useAssignProvider(id);
  const groupId = useId();
  const errorId = useId();

  function close(next: boolean) {
    setOpen(next);
    if (!next) {
      setChosen(null);
      setSearch('');
      setChoiceError(undefined);
      setProblem(null);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) {
      setChoiceError(CHOOSE);
      return;
    }
    setProblem(null);
    // The provider this admin saw goes along: if another admin dispatched it meanwhile, the API says so.
    assign.mutate(
      { providerId: chosen, currentProviderId: current?._id ?? null },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          close(false);
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  }

  const verb = current ? 'Reassign' : 'Assign';
  return (
    <ActionDialog
      open={open}
      onOpenChange={close}
      busy={assign.isPending}
      trigger={<Button variant={current ? 'secondary' : 'primary'}>{verb} provider</Button>}
      title={current ? 'Reassign to another provider' : 'Assign a provider'}
      description={
        current
          ? `${current.fullname} is told the job was moved; the new provider and the customer are notified.`
          : 'The provider gets the job straight away; the customer is notified.'
      }
    >
      <form onSubmit={submit} noValidate>
        <TextField label="Search providers" type="search" hint="Name or email" value={search} onChange={(e) => setSearch(e.target.value)} />
        <fieldset className="mt-4" aria-describedby={choiceError ? errorId : undefined}>
          <legend id={groupId} className="mb-2 text-sm font-semibold text-ink">
            Eligible providers
          </legend>
          {providers.isPending ? (
            <Skeleton className="h-24 w-full rounded-xl" />
          ) : providers.isError ? (
            <Alert tone="error">{errorMessage(providers.error)}</Alert>
          ) : providers.data.length === 0 ? (
            <p className="text-sm text-muted">{deferredSearch ? 'No eligible provider matches this search.' : 'No provider can take this job: nobody approved offers this service and is free then.'}</p>
          ) : (
            <div className="max-h-72 space-y-2 overflow-y-auto p-0.5">
              {providers.data.map((p) => (
                <ChoiceCard
                  key={p._id}
                  name="providerId"
                  value={p._id}
                  checked={chosen === p._id}
                  onChange={() => {
                    setChosen(p._id);
                    setChoiceError(undefined);
                  }}
                >
                  <span className="block font-semibold text-ink">{p.fullname}</span>
                  <span className="block break-all text-muted">{p.email}</span>
                  <span className="block text-xs text-muted">{p.inArea ? 'Serves this area' : 'Outside their service areas'}</span>
                </ChoiceCard>
              ))}
            </div>
          )}
          <FieldError id={errorId} message={choiceError} />
        </fieldset>
        <DialogFooter problem={problem} closeLabel="Close" submitLabel={verb} busy={assign.isPending} />
      </form>
    </ActionDialog>
  );
}
