import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Attachments, HtmlPart } from './message-parts';

describe('an email in the dev mailbox', () => {
  it('shows the HTML part in a sandbox that allows nothing, with the text part a click away', async () => {
    render(<HtmlPart html="<p>Your booking is confirmed</p><script>alert(1)</script>" subject="Booking confirmed" text="Your booking is confirmed: http://localhost:3000/profile/booking/1" />);
    const frame = screen.getByTitle('HTML part of “Booking confirmed”');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Your booking is confirmed');
    await userEvent.click(screen.getByText('Text part'));
    expect(screen.getByRole('link', { name: 'http://localhost:3000/profile/booking/1' })).toBeVisible();
  });

  it('lists attachments with their type and size, each a download from the API', () => {
    render(
      <Attachments
        files={[
          { filename: 'hearth-booking.ics', contentType: 'text/calendar; charset=utf-8', size: 512, path: '/api/dev/outbox/7/attachments/0' },
          { filename: 'hearth-invoice-HRT-000001.pdf', contentType: 'application/pdf', size: 20_480, path: '/api/dev/outbox/7/attachments/1' },
        ]}
      />,
    );
    const ics = screen.getByRole('link', { name: /hearth-booking\.ics/ });
    expect(ics).toHaveAttribute('href', expect.stringMatching(/\/api\/dev\/outbox\/7\/attachments\/0$/));
    expect(ics).toHaveAttribute('download', 'hearth-booking.ics');
    expect(ics).toHaveTextContent('text/calendar, 512 B');
    expect(screen.getByRole('link', { name: /hearth-invoice-HRT-000001\.pdf/ })).toHaveTextContent('application/pdf, 20.0 KB');
  });

  it('shows nothing for an email without attachments', () => {
    const { container } = render(<Attachments files={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
