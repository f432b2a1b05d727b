import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAs } from '@/test/render-as';
import { BookingHistory } from './booking-history';
import { OnTheWayStatus } from './on-the-way-status';
import { makeBooking } from './test-data';

const ON_THE_WAY = { at: '2026-11-21T20:20:00.000Z', arrivalEta: '2026-11-21T20:40:00.000Z' };
const PROVIDER = { _id: 'p1', name: 'Marcus Lee' };

describe('OnTheWayStatus', () => {
  it('says the professional is on the way and when they arrive, on the job’s clock with its zone', () => {
    renderAs('customer', <OnTheWayStatus booking={makeBooking({ status: 'accepted', provider: PROVIDER, onTheWay: ON_THE_WAY })} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('On the way — arriving about 3:40 p.m. EST');
    expect(status).toHaveTextContent('Marcus Lee is on the way to you.');
  });

  it('says it in French on a French page', () => {
    renderAs('customer', <OnTheWayStatus booking={makeBooking({ status: 'accepted', provider: PROVIDER, onTheWay: ON_THE_WAY })} />, { locale: 'fr' });
    expect(screen.getByRole('status')).toHaveTextContent('En route — arrivée vers 15 h 40 HNE');
  });

  it('shows nothing before the professional says so, or once the job has started', () => {
    renderAs('customer', <OnTheWayStatus booking={makeBooking({ status: 'accepted', provider: PROVIDER, onTheWay: null })} />);
    renderAs('customer', <OnTheWayStatus booking={makeBooking({ status: 'in_progress', provider: PROVIDER, onTheWay: ON_THE_WAY })} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists each arrival estimate in the booking’s history, not as another acceptance', () => {
    renderAs(
      'customer',
      <BookingHistory
        province="ON"
        entries={[
          { from: 'open', to: 'accepted', by: 'serviceprovider', reason: null, at: '2026-11-20T15:00:00.000Z' },
          { from: 'accepted', to: 'accepted', by: 'serviceprovider', reason: null, at: ON_THE_WAY.at, kind: 'on_the_way', detail: { arrivalEta: ON_THE_WAY.arrivalEta } },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual(['Accepted by a professional', 'On the way, arriving about 3:40 p.m. EST']);
  });
});
