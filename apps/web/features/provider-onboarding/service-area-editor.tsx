'use client';
// Where a provider works: postal code prefixes (FSAs such as M5V) and cities with their province,
// added one at a time (each checked with the shared area rule) and shown as removable chips.
import { PROVINCES, type ProvinceCode } from '@hearth/shared/constants';
import { serviceAreaSchema, type ServiceAreaInput } from '@hearth/shared/schemas/provider';
import { MapPin, Plus, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { FieldError, TextField } from '@/components/ui/text-field';
import { useFormat } from '@/lib/format';

type AreaValue = z.input<typeof serviceAreaSchema>;

const areaLabel = (area: AreaValue) => (area.kind === 'fsa' ? area.value.toUpperCase() : `${area.value}, ${area.province.toUpperCase()}`);
const sameArea = (a: AreaValue, b: ServiceAreaInput) => areaLabel(a).toLowerCase() === areaLabel(b).toLowerCase();

interface ServiceAreaEditorProps {
  areas: (AreaValue & { id: string })[];
  onAdd: (area: ServiceAreaInput) => void;
  onRemove: (index: number) => void;
  /** The list's own error, e.g. 'Add at least one service area'. */
  error?: string;
  errorId: string;
}

/** Enter in an adder's box adds the area instead of submitting the whole form. */
const onEnter = (add: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  add();
};

export function ServiceAreaEditor({ areas, onAdd, onRemove, error, errorId }: ServiceAreaEditorProps) {
  const t = useTranslations('provider.areas');
  const format = useFormat();
  const provinceOptions = (Object.keys(PROVINCES) as ProvinceCode[]).map((value) => ({ value, label: format.province(value) }));
  const [fsa, setFsa] = useState('');
  const [city, setCity] = useState('');
  const [province, setProvince] = useState('');
  const [errors, setErrors] = useState<{ fsa?: string; city?: string; province?: string }>({});
  const fsaInput = useRef<HTMLInputElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());

  /** Adds the area, or says why it cannot be added. */
  function tryAdd(area: ServiceAreaInput): string | null {
    if (areas.some((existing) => sameArea(existing, area))) return t('duplicate', { area: areaLabel(area) });
    onAdd(area);
    return null;
  }

  function addFsa() {
    const parsed = serviceAreaSchema.safeParse({ kind: 'fsa', value: fsa });
    const problem = parsed.success ? tryAdd(parsed.data) : (parsed.error.issues[0]?.message ?? null);
    if (!problem) setFsa('');
    setErrors((current) => ({ ...current, fsa: problem ?? undefined }));
  }

  function addCity() {
    const parsed = serviceAreaSchema.safeParse({ kind: 'city', value: city, province });
    if (!parsed.success) {
      const messageFor = (field: string) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setErrors((current) => ({ ...current, city: messageFor('value'), province: messageFor('province') }));
      return;
    }
    const problem = tryAdd(parsed.data);
    if (!problem) setCity('');
    setErrors((current) => ({ ...current, city: problem ?? undefined, province: undefined }));
  }

  function remove(index: number) {
    onRemove(index);
    // Keep the keyboard user in the list: on the chip that took this one's place, or back to the adder.
    const next = areas[index + 1] ?? areas[index - 1];
    if (next) removeButtons.current.get(next.id)?.focus();
    else fsaInput.current?.focus();
  }

  return (
    <div className="space-y-5">
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="flex items-start gap-2">
          <TextField
            ref={fsaInput}
            label={t('fsaLabel')}
            hint={t('fsaHint')}
            placeholder={t('fsaPlaceholder')}
            maxLength={3}
            autoComplete="off"
            className="flex-1"
            value={fsa}
            onChange={(event) => setFsa(event.target.value.toUpperCase())}
            onKeyDown={onEnter(addFsa)}
            error={errors.fsa}
          />
          <Button variant="outline" className="mt-7 shrink-0" onClick={addFsa} aria-label={t('addFsa')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('add')}
          </Button>
        </div>
        <div className="grid grid-cols-[1fr_auto] items-start gap-2 sm:grid-cols-[1fr_11rem_auto]">
          <TextField label={t('city')} placeholder={t('cityPlaceholder')} autoComplete="off" className="col-span-2 sm:col-span-1" value={city} onChange={(event) => setCity(event.target.value)} onKeyDown={onEnter(addCity)} error={errors.city} />
          <SelectField label={t('province')} placeholder={t('province')} options={provinceOptions} value={province} onChange={(event) => setProvince(event.target.value)} error={errors.province} />
          <Button variant="outline" className="mt-7 shrink-0" onClick={addCity} aria-label={t('addCity')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('add')}
          </Button>
        </div>
      </div>

      <div>
        <h3 id={`${errorId}-list`} className="mb-2 text-sm font-medium text-ink">
          {t('listTitle')} <span className="font-normal text-muted">({areas.length})</span>
        </h3>
        {areas.length > 0 ? (
          <ul aria-labelledby={`${errorId}-list`} aria-describedby={error ? errorId : undefined} className="flex flex-wrap gap-2">
            {areas.map((area, index) => (
              <li key={area.id} className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900">
                <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-brand-700" />
                {/* A long place name wraps inside its chip rather than widening a phone's page. */}
                <span className="min-w-0 [overflow-wrap:anywhere]">{areaLabel(area)}</span>
                <button
                  type="button"
                  ref={(node) => {
                    if (node) removeButtons.current.set(area.id, node);
                    else removeButtons.current.delete(area.id);
                  }}
                  onClick={() => remove(index)}
                  aria-label={t('remove', { area: areaLabel(area) })}
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-muted">{t('none')}</p>
        )}
        <FieldError id={errorId} message={error} />
      </div>
    </div>
  );
}
