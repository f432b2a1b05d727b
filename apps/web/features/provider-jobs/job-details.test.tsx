// The provider reads a job's time on the same clock, with the same zone name, as the customer who
// booked it; Yukon is the case runtimes get wrong (they only know "GMT-7" for it).
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingFacts } from '@/features/bookings';
import { makeBooking } from '@/features/bookings';
import { intlWrapper } from '@/test/intl';
import { DetailList, TimeAndPayout } from './job-details';

// Tuesday 7 July 2026, 9:00 a.m. to noon in Whitehorse (Mountain Standard Time all year, UTC−7).
const yukonJob = makeBooking({
  scheduledAt: '2026-07-07T16:00:00.000Z',
  endsAt: '2026-07-07T19:00:00.000Z',
  address: { name: 'Ada Tremblay', phonenumber: '+18675550123', street: '2 Main St', city: 'Whitehorse', province: 'YT', country: 'Canada', postcode: 'Y1A 1A1' },
});

function whenShownTo(locale: 'en' | 'fr') {
  const wrapper = intlWrapper(locale);
  const customer = render(<BookingFacts booking={yukonJob} />, { wrapper });
  const customerWhen = within(customer.container).getByText(/–/).textContent;
  customer.unmount();
  const provider = render(
    <DetailList>
      <TimeAndPayout scheduledAt={yukonJob.scheduledAt} endsAt={yukonJob.endsAt} payoutCents={9000} province="YT" />
    </DetailList>,
    { wrapper },
  );
  const providerWhen = within(provider.container).getByText(/–/).textContent;
  provider.unmount();
  return { customerWhen, providerWhen };
}

describe('a Yukon job’s time', () => {
  it('shows the customer and the provider the same Mountain Standard Time', () => {
    const { customerWhen, providerWhen } = whenShownTo('en');
    expect(customerWhen).toBe('9:00 a.m. – 12:00 p.m. MST');
    expect(providerWhen).toBe(customerWhen);
  });

  it('names the zone the French way on both sides', () => {
    const { customerWhen, providerWhen } = whenShownTo('fr');
    expect(customerWhen?.replace(/\s/g, ' ')).toBe('9 h 00 – 12 h 00 HNR');
    expect(providerWhen).toBe(customerWhen);
  });
});
