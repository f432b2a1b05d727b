// The demo site's Markdown pages: why us, the refund policy (the bookings issue applies exactly
// these cancellation rules), terms of use, privacy policy (PIPEDA) and the Reward Circle terms,
// each with its French version (content-pages-fr.ts).
import { DEMO_PAGES_FR } from './content-pages-fr';

export interface SeedPage {
  slug: string;
  title: string;
  description: string;
  body: string;
  titleFr: string | null;
  descriptionFr: string | null;
  bodyFr: string | null;
}

const ENGLISH_PAGES: Omit<SeedPage, 'titleFr' | 'descriptionFr' | 'bodyFr'>[] = [
  {
    slug: 'whyus',
    title: 'Why Hearth',
    description: 'Verified local professionals, upfront prices in Canadian dollars, secure payments and support that answers. Here is why Canadian households book with Hearth.',
    body: `Hearth started with a simple frustration: finding someone reliable to clean, fix or move things at home took too many phone calls, and prices were a mystery until the job was done. We built Hearth so that booking help at home is as easy as ordering a ride.

## Verified professionals

Every professional on Hearth verifies their phone number, uploads government identification and proof of their right to work in Canada, and lists their qualifications. Trades that need a licence, like plumbing, must upload it. Our team reviews each application by hand before a professional can accept a single booking.

## Upfront prices

Every service shows a starting price in Canadian dollars before you book. Jobs that vary a lot, such as moving or plumbing repairs, ask you to describe the work so the professional can confirm the price with you before they start. No surprises on the invoice.

## Secure payments

You pay through Hearth with a card. Your professional is paid out after the job is done, and card details never reach them. Taxes (GST/HST and, where it applies, PST or QST) are shown separately on your receipt.

## Fair cancellation

Plans change. Cancel for free until a professional accepts your booking, or more than 24 hours before it; see our [Refund Policy](/refundpolicy) for the details.

## Local and Canadian

Hearth is built in Canada for Canadian homes, from snow removal in January to lawn care in July. Your data is stored in Canada and handled under Canadian privacy law.

## Support that answers

Our support team answers by email and phone seven days a week, and our virtual assistant is available around the clock. [Contact us](/contactus) any time.`,
  },
  {
    slug: 'refundpolicy',
    title: 'Refund Policy',
    description: 'How refunds work on Hearth: a full refund until a professional accepts or more than 24 hours before a booking starts, a partial refund within 24 hours, and none once the job has started.',
    body: `This policy explains what you get back when you cancel a booking made on Hearth, and what to do when a job does not go as planned. All amounts are in Canadian dollars.

## Cancelling a booking

- **While no professional has accepted your booking**: a **full refund**, whatever the time.
- **More than 24 hours before the booking's start time**: a **full refund** of everything you paid, including taxes.
- **Within 24 hours of the start time, once a professional has accepted and before the job has started**: a **partial refund** of 50% of the service price, plus all taxes on the refunded portion.
- **After the job has started**: **no refund**.

The start time is the date and time shown on your booking confirmation, in the time zone of the service address. Checkout shows these terms for the time you choose before you pay. You can cancel from **Bookings** in your profile; the refund amount is shown before you confirm.

The part kept when you cancel late goes to your professional, who set that time aside for you.

## Your card

For a booking within 5 days, we place a hold on your card when you book and charge it only when the job is done. For a booking further ahead, we save your card when you book and place the hold in the days before the job. If your bank declines that hold, we tell you by email and on your booking page; choose another card by 24 hours before the start, or the booking is cancelled without any charge.

## When a professional cancels

If your professional cancels, or does not arrive within 60 minutes of the start time, you receive a **full refund** automatically, whatever the timing. We will also try to find you another professional for the same time.

## If the work was not done properly

Report a problem from your booking page within **48 hours** of the job being marked complete: we hold the professional's payout until we have looked at it. After that, tell us within **7 days** of the booking through [Contact Us](/contactus), with photos if you can. We will ask the professional to come back and put it right at no cost. If that is not possible, we will refund part or all of the service price depending on what was not done.

## Discount codes

When a booking paid with a discount code is refunded in full, the code can be used again if it has not expired. Partial refunds are calculated on the amount you actually paid.

## How refunds are paid

Refunds go back to the card you paid with. We process them within 1 business day; your bank may take 5 to 10 business days to show them.

## Questions

Write to our support team from the [Contact Us](/contactus) page. This policy does not limit any right you have under the consumer protection law of your province or territory.`,
  },
  {
    slug: 'termofuse',
    title: 'Terms of Use',
    description: 'The terms that apply when you use Hearth to book home services or to offer them as a professional in Canada.',
    body: `These Terms of Use are an agreement between you and Hearth Home Services Inc. ("Hearth", "we"). By creating an account or booking through the Hearth website or apps, you agree to them. If you do not agree, please do not use Hearth.

## 1. What Hearth is

Hearth is a marketplace. We connect customers who need work done at home with independent professionals who offer cleaning, moving, handyman, plumbing, gardening, lawn care and snow removal services. Professionals are independent businesses, not Hearth employees. The contract for the work is between you and the professional; Hearth handles booking, payment and support.

## 2. Accounts

You must be at least 18 and able to enter into a contract to use Hearth. Keep your password private and tell us at once if you believe someone else has used your account. You are responsible for what happens in your account.

## 3. Booking and paying

- Prices are shown in Canadian dollars and include the starting price of the service; applicable taxes are added at checkout.
- Some services ask you to describe the job. Please be accurate: the professional relies on it to bring the right equipment and confirm the price.
- When you book, we place a hold on your card; it is charged when the job is completed. Cancellations and refunds follow our [Refund Policy](/refundpolicy).

## 4. For professionals

Professionals must give true information during verification, hold the licences and insurance their trade requires in their province, and carry out accepted bookings with reasonable skill and care. Hearth may suspend accounts that receive repeated complaints or fail verification.

## 5. Acceptable use

Do not use Hearth to break the law, harass anyone, post false reviews, arrange payment outside Hearth for work found on Hearth, or interfere with the service's security.

## 6. Reviews and content

You keep ownership of reviews and photos you post, and you give Hearth a licence to show them on Hearth. We may remove content that breaks these terms.

## 7. Liability

Hearth is responsible for providing the marketplace with reasonable care. To the extent the law allows, Hearth is not liable for the work performed by professionals, and our total liability for any claim is limited to the amount you paid for the booking concerned. Nothing in these terms limits rights you have under your province's consumer protection laws.

## 8. Changes

We may update these terms. If a change is significant, we will tell you by email or in the app at least 30 days before it applies.

## 9. Law

These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. Quebec residents also benefit from the Consumer Protection Act of Quebec.

## 10. Contact

Questions about these terms can be sent through [Contact Us](/contactus).`,
  },
  {
    slug: 'privacypolicy',
    title: 'Privacy Policy',
    description: 'What personal information Hearth collects, why, how it is protected and your rights under PIPEDA and provincial privacy laws.',
    body: `Hearth Home Services Inc. respects your privacy. This policy explains how we handle personal information in line with the *Personal Information Protection and Electronic Documents Act* (PIPEDA) and, where they apply, the privacy laws of Alberta, British Columbia and Quebec.

## What we collect

- **Account details**: your name, email address, phone number and password (stored only as a secure hash).
- **Booking details**: service addresses, dates, notes you write for the professional, and reviews.
- **Payment details**: handled by our payment processor; Hearth never stores full card numbers.
- **Professional verification**: identity documents, licences, proof of work eligibility and banking details for payouts. Social Insurance Numbers are encrypted and shown only masked.
- **Messages**: inquiries, help requests and chat conversations with our support team or assistant.
- **Technical data**: device and browser type, pages visited and approximate location from your IP address, to keep Hearth secure and working.

## Why we use it

To create and secure your account, match bookings with professionals, take payments and pay professionals, verify professionals, answer your questions, send booking updates, meet our legal obligations (including tax records), and improve Hearth. We send marketing emails only if you agree, and every one has an unsubscribe link.

## Who we share it with

- The professional you book sees your first name, the service address and your notes; you see their name, photo and reviews.
- Service providers who work for us (payment processing, email and text delivery, hosting) under contracts that protect your information.
- Authorities, when the law requires it.

We do not sell personal information.

## Where it is stored

Your information is stored in Canada. Some of our service providers may process it outside Canada; when they do, it is protected by contract and may be accessible to authorities in that country under its laws.

## How long we keep it

For as long as your account is open, then for up to seven years where tax and accounting rules require it. Verification documents of rejected applications are deleted after 90 days.

## Your rights

You may ask to see the personal information we hold about you, to correct it, or to withdraw consent (which may mean we can no longer provide the service). You can deactivate your account at any time from your profile. We answer requests within 30 days.

## Safeguards

We protect information with encryption in transit and at rest, access limited to staff who need it, and regular security reviews.

## Contact and complaints

Our Privacy Officer can be reached through [Contact Us](/contactus). If you are not satisfied with our answer, you may complain to the Office of the Privacy Commissioner of Canada.`,
  },
  {
    slug: 'reward-circle-terms-conditions',
    title: 'Reward Circle Terms & Conditions',
    description: 'How Hearth Reward Circle points are earned and redeemed, and the rules of the programme.',
    body: `The Hearth Reward Circle ("the programme") thanks customers who book with us regularly. These terms apply in addition to our [Terms of Use](/termofuse).

## Joining

Every customer with a verified email address is a member automatically. Membership is free and personal; points cannot be transferred, sold or combined between accounts.

## Earning points

- **1 point for every $1** (before taxes) paid for a completed booking.
- **500 bonus points** when a friend you referred completes their first booking.
- Points are added once the booking is marked completed and the cancellation window has passed. Cancelled or fully refunded bookings earn no points; partially refunded bookings earn points on the amount kept.

## Redeeming points

- **1,000 points = $10 off** a future booking, applied at checkout in blocks of 1,000 points.
- Points cannot be exchanged for cash and cannot reduce a booking below $0 or pay taxes.
- Points and a discount code can be used on the same booking.

## Expiry

Points expire if your account has no completed booking for 18 consecutive months. We will email you 30 days before they expire.

## Changes and ending the programme

We may change these terms or end the programme with at least 60 days' notice by email. Points earned before an end date can be redeemed until that date.

## Misuse

Points earned through fraud, fake referrals or abuse of refunds may be removed, and the account closed.

## Questions

Ask us through [Contact Us](/contactus).`,
  },
];

export const DEMO_PAGES: SeedPage[] = ENGLISH_PAGES.map((page) => {
  const french = DEMO_PAGES_FR[page.slug];
  return { ...page, titleFr: french?.title ?? null, descriptionFr: french?.description ?? null, bodyFr: french?.body ?? null };
});
