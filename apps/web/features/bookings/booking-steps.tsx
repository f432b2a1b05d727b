'use client';
// The fields of the booking flow's first four steps. Each step renders inside the flow's one form;
// values survive moving between steps (react-hook-form keeps unmounted fields). A customer with
// saved addresses picks one on the address step, or types a different one.
import type { SavedAddress } from '@hearth/shared/addresses/contract';
import { MAX_BOOKING_QUANTITY } from '@hearth/shared/booking';
import { PROVINCE_CODES } from '@hearth/shared/constants';
import type { Formatter } from '@hearth/shared/format';
import { formatPhone } from '@hearth/shared/phone';
import clsx from 'clsx';
import { Clock } from 'lucide-react';
import { useSession } from 'next-auth/react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { FieldError, TextField } from '@/components/ui/text-field';
import { NEW_ADDRESS, SavedAddressPicker } from '@/features/addresses';
import { PhoneInput } from '@/components/ui/phone-input';
import { useFormat } from '@/lib/format';
import { formatPostalCode } from '@/lib/input-masks';
import { DATE_REQUIRED_MESSAGE, TIME_REQUIRED_MESSAGE, type BookingFormOutput, type BookingFormValues, type BookingService } from './booking-form';
import { bookableDateRange, isProvinceCode, slotsForDay, type TimeSlot } from '@/lib/booking-time';

export type BookingForm = UseFormReturn<BookingFormValues, unknown, BookingFormOutput>;

/** The provinces by code, named in the reader's language. */
function useProvinceOptions() {
  const format = useFormat();
  return PROVINCE_CODES.map((value) => ({ value, label: format.province(value) }));
}

type StepTranslator = ReturnType<typeof useTranslations<'booking'>>;

/** "$129.00 per hour" / "129,00 $ l’heure" */
export function priceLabel(service: Pick<BookingService, 'startingPriceCents' | 'priceUnit'>, t: StepTranslator, format: Formatter): string {
  const price = format.money(service.startingPriceCents);
  return service.priceUnit === 'hour' ? t('serviceStep.perHour', { price }) : t('serviceStep.perVisit', { price });
}

/** The form's own required-field messages in the reader's language (the shared schemas' go through FieldError). */
function useFormMessage() {
  const t = useTranslations('booking.errors');
  return (message: string | undefined) => (message === DATE_REQUIRED_MESSAGE ? t('dateRequired') : message === TIME_REQUIRED_MESSAGE ? t('timeRequired') : message);
}

export function ServiceStep({ form, service }: { form: BookingForm; service: BookingService }) {
  const t = useTranslations('booking');
  const format = useFormat();
  const {
    register,
    formState: { errors },
  } = form;
  const hourOptions = Array.from({ length: MAX_BOOKING_QUANTITY }, (_, index) => ({ value: String(index + 1), label: t('serviceStep.hourOption', { count: index + 1 }) }));
  return (
    <div className="space-y-5">
      <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <p className="font-semibold break-words text-ink">{service.name}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span>{t('serviceStep.beforeTax', { price: priceLabel(service, t, format) })}</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />{' '}
            {service.priceUnit === 'hour' ? t('serviceStep.byTheHour') : t('serviceStep.takes', { duration: format.duration(service.durationMinutes) })}
          </span>
        </p>
      </div>
      {service.priceUnit === 'hour' && (
        <SelectField
          label={t('serviceStep.hours')}
          hint={t('serviceStep.hoursHint', { max: MAX_BOOKING_QUANTITY })}
          options={hourOptions}
          error={errors.quantity?.message}
          className="sm:max-w-xs"
          {...register('quantity')}
        />
      )}
      <TextArea
        label={service.requiresDescription ? t('serviceStep.description') : t('serviceStep.descriptionOptional')}
        hint={service.requiresDescription ? t('serviceStep.descriptionHintRequired') : t('serviceStep.descriptionHint')}
        rows={5}
        error={errors.note?.message}
        {...register('note')}
      />
    </div>
  );
}

export function ScheduleStep({ form }: { form: BookingForm }) {
  const t = useTranslations('booking.scheduleStep');
  const locale = useLocale();
  const format = useFormat();
  const provinceOptions = useProvinceOptions();
  const formMessage = useFormMessage();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [provinceValue, date] = useWatch({ control, name: ['address.province', 'date'] });
  const province = isProvinceCode(provinceValue) ? provinceValue : null;
  // Before a province is chosen the picker's range is Eastern time's; the check that counts
  // (scheduleError) runs in the job's own zone.
  const range = bookableDateRange(province ?? 'ON');
  const slots = province && date ? slotsForDay(date, province, new Date(), locale) : [];
  return (
    <div className="space-y-5">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <SelectField
          label={t('province')}
          hint={t('provinceHint')}
          placeholder={t('provincePlaceholder')}
          autoComplete="address-level1"
          options={provinceOptions}
          error={errors.address?.province?.message}
          {...register('address.province')}
        />
        <TextField label={t('date')} type="date" min={range.min} max={range.max} error={formMessage(errors.date?.message)} {...register('date')} />
      </div>
      <Controller
        control={control}
        name="time"
        render={({ field }) => (
          <SlotPicker
            slots={slots}
            zone={province && slots[0] ? format.zone(slots[0].instant, province) : null}
            missing={!province ? t('chooseProvince') : !date ? t('chooseDate') : null}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={formMessage(errors.time?.message)}
          />
        )}
      />
    </div>
  );
}

interface SlotPickerProps {
  slots: TimeSlot[];
  zone: string | null;
  /** Why no times are listed yet. */
  missing: string | null;
  value: string;
  onChange: (time: string) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  error?: string;
}

/** Start times as a radio group: arrow keys move between the available ones. */
function SlotPicker({ slots, zone, missing, value, onChange, onBlur, inputRef, error }: SlotPickerProps) {
  const t = useTranslations('booking.scheduleStep');
  const id = useId();
  const name = `${id}-time`;
  const errorId = `${id}-error`;
  const available = slots.filter((slot) => slot.available);
  const focusTarget = available.find((slot) => slot.time === value) ?? available[0];
  return (
    <fieldset role="radiogroup" aria-describedby={clsx(`${id}-hint`, error && errorId)} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{zone ? t('startTimeZone', { zone }) : t('startTime')}</legend>
      <p id={`${id}-hint`} className="mb-3 text-xs text-muted">
        {missing ?? (available.length === 0 ? t('noneLeft') : t('slotsHint'))}
      </p>
      {slots.length > 0 && (
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6">
          {slots.map((slot) => (
            <label key={slot.time} className="relative">
              <input
                ref={slot === focusTarget ? inputRef : undefined}
                type="radio"
                name={name}
                value={slot.time}
                checked={value === slot.time}
                disabled={!slot.available}
                onChange={() => onChange(slot.time)}
                onBlur={onBlur}
                className="peer sr-only"
              />
              <span
                className={clsx(
                  'flex h-11 cursor-pointer items-center justify-center rounded-lg border text-sm font-medium whitespace-nowrap transition-colors',
                  'border-slate-300 bg-white text-ink hover:border-brand-700',
                  'peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
                  'peer-disabled:cursor-not-allowed peer-disabled:border-slate-200 peer-disabled:bg-slate-50 peer-disabled:text-slate-400 peer-disabled:line-through',
                )}
              >
                {slot.label}
              </span>
            </label>
          ))}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function PostalCodeField({ form, name, label, hint }: { form: BookingForm; name: 'address.postcode' | 'zipcode'; label: string; hint?: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          ref={field.ref}
          name={field.name}
          label={label}
          hint={hint}
          autoComplete="postal-code"
          placeholder="A1A 1A1"
          value={field.value}
          onChange={(event) => field.onChange(formatPostalCode(event.target.value))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function PhoneField({ form, name, label }: { form: BookingForm; name: 'address.phonenumber' | 'phonenumber'; label?: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <PhoneInput label={label} ref={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
      )}
    />
  );
}

interface AddressStepProps {
  form: BookingForm;
  /** The customer's saved addresses; none (or not loaded) shows only the form. */
  savedAddresses: SavedAddress[];
}

export function AddressStep({ form, savedAddresses }: AddressStepProps) {
  if (savedAddresses.length === 0) return <AddressFields form={form} />;
  return <SavedAddressStep form={form} addresses={savedAddresses} />;
}

type AddressValues = BookingFormValues['address'];

const phoneDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);
const compact = (value: string) => value.replace(/\s/g, '').toUpperCase();

function isSameAddress(values: AddressValues, saved: SavedAddress): boolean {
  return (
    values.name.trim() === saved.name &&
    values.street.trim() === saved.street &&
    values.city.trim() === saved.city &&
    values.province.toUpperCase() === saved.province &&
    compact(values.postcode) === compact(saved.postcode) &&
    phoneDigits(values.phonenumber) === phoneDigits(saved.phonenumber)
  );
}

/** Nothing typed yet: the name comes from the session and the province from the schedule step. */
const isBlankAddress = (values: AddressValues) => !values.street.trim() && !values.city.trim() && !values.postcode.trim() && !values.phonenumber.trim();

/**
 * Which saved address to start with: the one already in the form, or for an empty form the default
 * (the list comes default first, then newest) among those in the province the times were shown for.
 */
function initialChoice(values: AddressValues, addresses: SavedAddress[]): { choice: string; fill: SavedAddress | null } {
  const current = addresses.find((address) => isSameAddress(values, address));
  if (current) return { choice: current._id, fill: null };
  if (!isBlankAddress(values)) return { choice: NEW_ADDRESS, fill: null };
  const province = values.province.toUpperCase();
  const preferred = (province ? addresses.filter((address) => address.province === province) : addresses)[0];
  return preferred ? { choice: preferred._id, fill: preferred } : { choice: NEW_ADDRESS, fill: null };
}

/** Puts an address in the form; contact details that were copied from the previous one follow it. */
function fillAddress(form: BookingForm, next: AddressValues) {
  const { address: previous, phonenumber, zipcode } = form.getValues();
  form.setValue('address', next, { shouldDirty: true });
  form.clearErrors('address');
  if (!zipcode || zipcode === previous.postcode) form.setValue('zipcode', next.postcode);
  if (!phonenumber || phonenumber === previous.phonenumber) form.setValue('phonenumber', next.phonenumber);
}

function savedToValues(saved: SavedAddress): AddressValues {
  return {
    name: saved.name,
    phonenumber: formatPhone(saved.phonenumber),
    street: saved.street,
    city: saved.city,
    province: saved.province,
    country: saved.country,
    postcode: saved.postcode,
  };
}

function SavedAddressStep({ form, addresses }: { form: BookingForm; addresses: SavedAddress[] }) {
  const { data: session } = useSession();
  const [initial] = useState(() => initialChoice(form.getValues('address'), addresses));
  const [choice, setChoice] = useState(initial.choice);
  const addressErrors = form.formState.errors.address;

  // An empty form starts with the preferred saved address.
  useEffect(() => {
    if (initial.fill) fillAddress(form, savedToValues(initial.fill));
  }, [form, initial.fill]);

  function choose(value: string) {
    setChoice(value);
    const saved = addresses.find((address) => address._id === value);
    if (saved) fillAddress(form, savedToValues(saved));
    else {
      // A different address starts empty, in the province the start time was picked for.
      const { province } = form.getValues('address');
      fillAddress(form, { name: session?.user.fullname ?? '', phonenumber: '', street: '', city: '', province, country: 'Canada', postcode: '' });
    }
  }

  // A field the API or the checks refused must be visible to be fixed, whatever was picked.
  const showForm = choice === NEW_ADDRESS || Boolean(addressErrors);
  return (
    <div className="space-y-6">
      <SavedAddressPicker addresses={addresses} value={showForm ? NEW_ADDRESS : choice} onChange={choose} />
      {showForm && <AddressFields form={form} />}
    </div>
  );
}

function AddressFields({ form }: { form: BookingForm }) {
  const t = useTranslations('booking.addressStep');
  const provinceOptions = useProvinceOptions();
  const {
    register,
    formState: { errors },
  } = form;
  const address = errors.address;
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <TextField label={t('name')} hint={t('nameHint')} autoComplete="name" error={address?.name?.message} {...register('address.name')} />
      <PhoneField form={form} name="address.phonenumber" />
      <TextField label={t('street')} autoComplete="street-address" className="sm:col-span-2" error={address?.street?.message} {...register('address.street')} />
      <TextField label={t('city')} autoComplete="address-level2" error={address?.city?.message} {...register('address.city')} />
      <SelectField
        label={t('province')}
        autoComplete="address-level1"
        placeholder={t('provincePlaceholder')}
        options={provinceOptions}
        error={address?.province?.message}
        {...register('address.province')}
      />
      <TextField label={t('country')} readOnly hint={t('countryHint')} autoComplete="country-name" error={address?.country?.message} {...register('address.country')} />
      <PostalCodeField form={form} name="address.postcode" label={t('postalCode')} />
    </div>
  );
}

export function ContactStep({ form }: { form: BookingForm }) {
  const t = useTranslations('booking.contactStep');
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <PhoneField form={form} name="phonenumber" />
      <TextField label={t('email')} type="email" autoComplete="email" hint={t('emailHint')} error={errors.email?.message} {...register('email')} />
      <PostalCodeField form={form} name="zipcode" label={t('postalCode')} hint={t('postalCodeHint')} />
    </div>
  );
}
