'use client';
// Assign or reassign: pick one of the providers who can take the job (approved, offering the
// service, free at that time), those covering the job's area listed first.
import type { AdminBookingDetail } from '@hearth/shared/admin/bookings/contract';
import { useTranslations } from 'next-intl';
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

export function AssignProviderDialog({ detail }: { detail: AdminBookingDetail }) {
  const t = useTranslations('admin.bookings');
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
      setChoiceError(t('assign.choose'));
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

  return (
    <ActionDialog
      open={open}
      onOpenChange={close}
      busy={assign.isPending}
      trigger={<Button variant={current ? 'secondary' : 'primary'}>{current ? t('assign.reassignTrigger') : t('assign.assignTrigger')}</Button>}
      title={current ? t('assign.reassignTitle') : t('assign.assignTitle')}
      description={current ? t('assign.reassignDescription', { name: current.fullname }) : t('assign.assignDescription')}
    >
      <form onSubmit={submit} noValidate>
        <TextField label={t('assign.search')} type="search" hint={t('assign.searchHint')} value={search} onChange={(e) => setSearch(e.target.value)} />
        <fieldset className="mt-4" aria-describedby={choiceError ? errorId : undefined}>
          <legend id={groupId} className="mb-2 text-sm font-semibold text-ink">
            {t('assign.eligible')}
          </legend>
          {providers.isPending ? (
            <Skeleton className="h-24 w-full rounded-xl" />
          ) : providers.isError ? (
            <Alert tone="error">{errorMessage(providers.error)}</Alert>
          ) : providers.data.length === 0 ? (
            <p className="text-sm text-muted">{deferredSearch ? t('assign.noMatch') : t('assign.nobody')}</p>
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
                  <span className="block text-xs text-muted">{p.inArea ? t('assign.inArea') : t('assign.outOfArea')}</span>
                </ChoiceCard>
              ))}
            </div>
          )}
          <FieldError id={errorId} message={choiceError} />
        </fieldset>
        <DialogFooter problem={problem} closeLabel={t('close')} submitLabel={current ? t('assign.reassign') : t('assign.assign')} busy={assign.isPending} />
      </form>
    </ActionDialog>
  );
}
