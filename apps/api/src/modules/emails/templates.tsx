// The booking emails customers and providers receive. Templates only lay out facts the sender has
// already worked out and formatted (dates in the job's zone, amounts in CAD): no queries, no rules.
import type { ReactNode } from 'react';
import { Action, EmailLayout, Facts, MoneyTable, P, SectionTitle, Small, type Footer, type MoneyLine } from './layout';

export interface JobFacts {
  serviceName: string;
  /** "Saturday, November 28, 2026, 10:00 a.m. to 12:00 p.m. EST", on the job's wall clock. */
  when: string;
  address: string;
  /** The booking's page for whoever reads the email. */
  url: string;
}

interface Common {
  firstName: string;
  footer: Footer;
}

function jobRows(job: JobFacts, extra: [string, ReactNode][] = []): [string, ReactNode][] {
  return [['Service', job.serviceName], ['When', job.when], ['Where', job.address], ...extra];
}

const Greeting = ({ firstName }: { firstName: string }) => <P>Hi {firstName},</P>;

// ---- Customers ----------------------------------------------------------------------------------

export function BookingConfirmation(props: Common & { job: JobFacts; price: MoneyLine[]; payment: string; cancellation: string[] }) {
  const { job } = props;
  return (
    <EmailLayout title="Your booking is confirmed" preview={`${job.serviceName}, ${job.when}`} footer={props.footer}>
      <Greeting firstName={props.firstName} />
      <P>Thanks for booking with Hearth. We are offering your job to professionals near you and will email you as soon as one accepts it.</P>
      <Facts rows={jobRows(job)} />
      <SectionTitle>Price</SectionTitle>
      <MoneyTable lines={props.price} />
      <SectionTitle>Payment</SectionTitle>
      <P>{props.payment}</P>
      <SectionTitle>Cancelling</SectionTitle>
      {props.cancellation.map((line) => (
        <P key={line}>{line}</P>
      ))}
      <Action href={job.url}>View your booking</Action>
      <Small>The calendar file attached (hearth-booking.ics) adds the visit to your calendar.</Small>
    </EmailLayout>
  );
}

export function ProfessionalAssigned(props: Common & { job: JobFacts; professional: string; rating: string; byHearth: boolean }) {
  const { job } = props;
  return (
    <EmailLayout title={`${props.professional} will take care of your booking`} preview={`${props.professional} is your professional for ${job.serviceName}`} footer={props.footer}>
      <Greeting firstName={props.firstName} />
      <P>
        {props.byHearth ? 'Hearth assigned' : 'Good news:'} {props.professional} {props.byHearth ? 'to your booking.' : 'accepted your booking.'} You can message them from your booking page.
      </P>
      <Facts rows={jobRows(job, [['Professional', props.professional], ['Rating', props.rating]])} />
      <Action href={job.url}>View your booking</Action>
    </EmailLayout>
  );
}

export function JobCompleted(props: Common & { job: JobFacts; charge: string; reportBy: string }) {
  const { job } = props;
  return (
    <EmailLayout title="Your job is done" preview={`${job.serviceName} is complete`} footer={props.footer}>
      <Greeting firstName={props.firstName} />
      <P>Your professional marked {job.serviceName} on {job.when} as done. {props.charge}</P>
      <P>Something not right? Report a problem from your booking page by {props.reportBy}: we hold the professional&apos;s payout until then.</P>
      <P>If all went well, a review helps others choose.</P>
      <Action href={job.url}>Review or report a problem</Action>
    </EmailLayout>
  );
}

export function Receipt(props: Common & { job: JobFacts; invoiceNumber: string | null; lines: MoneyLine[]; lateFee: boolean }) {
  const { job } = props;
  return (
    <EmailLayout title="Your receipt" preview={props.invoiceNumber ? `Invoice ${props.invoiceNumber}` : `Receipt for ${job.serviceName}`} footer={props.footer}>
      <Greeting firstName={props.firstName} />
      <P>
        {props.lateFee ? `We charged the late-cancellation fee for ${job.serviceName} on ${job.when}.` : `We charged your card for ${job.serviceName} on ${job.when}.`} Thank you for choosing
        Hearth.
      </P>
      <Facts rows={[...(props.invoiceNumber ? ([['Invoice', props.invoiceNumber]] as [string, string][]) : []), ...jobRows(job)]} />
      <MoneyTable lines={props.lines} />
      <P>
        {props.invoiceNumber
          ? `Your tax invoice ${props.invoiceNumber} is attached as a PDF; you can also download it from your booking page.`
          : 'Your tax invoice will be on your booking page.'}
      </P>
      <Action href={job.url}>View your booking</Action>
    </EmailLayout>
  );
}

export function BookingCancelled(props: Common & { job: JobFacts; what: string; reason: string | null; money: MoneyLine[]; outcome: string }) {
  const { job } = props;
  return (
    <EmailLayout title="Your booking was cancelled" preview={props.outcome} footer={props.footer}>
      <Greeting firstName={props.firstName} />
      <P>{props.what}</P>
      <Facts rows={jobRows(job, props.reason ? [['Reason', props.reason]] : [])} />
      {props.money.length > 0 && <MoneyTable lines={props.money} />}
      <P>{props.outcome}</P>
      <Action href={job.url}>View your booking</Action>
    </EmailLayout>
  );
}

export function RefundIssued(props: Common & { job: JobFacts; amount: string; reason: string; lines: string[]; creditNoteNumber: string | null }) {
  const { job } = props;
  return (
    <EmailLayout title={`A refund of ${props.amount}`} preview={props.lines[0] ?? `A refund of ${props.amount}`} footer={props.footer}>
      <Greeting firstName={props.firstName} />
      {props.lines.map((line) => (
        <P key={line}>{line}</P>
      ))}
      <Facts rows={jobRows(job, [['Refund', props.amount], ['Reason', props.reason], ...(props.creditNoteNumber ? ([['Credit note', props.creditNoteNumber]] as [string, string][]) : [])])} />
      {props.creditNoteNumber && <P>The credit note {props.creditNoteNumber} is attached as a PDF.</P>}
      <Action href={job.url}>View your booking</Action>
    </EmailLayout>
  );
}

// ---- Providers ----------------------------------------------------------------------------------

export function ProviderJobAssigned(props: Common & { job: JobFacts; payout: string; customer: string }) {
  const { job } = props;
  return (
    <EmailLayout title="Hearth assigned you a job" preview={`${job.serviceName}, ${job.when}`} footer={props.footer}>
      <Greeting firstName={props.firstName} />
      <P>Hearth assigned you a job. It is in your schedule now; if you cannot make it, hand it back from the job page as soon as you can.</P>
      <Facts rows={jobRows(job, [['Customer', props.customer], ['Your payout', props.payout]])} />
      <Action href={job.url}>Open your schedule</Action>
    </EmailLayout>
  );
}

export function ProviderJobCancelled(props: Common & { job: JobFacts; why: string; fee: string | null }) {
  const { job } = props;
  return (
    <EmailLayout title="A job was cancelled" preview={props.why} footer={props.footer}>
      <Greeting firstName={props.firstName} />
      <P>{props.why} The time is free again.</P>
      <Facts rows={jobRows(job)} />
      {props.fee && <P>{props.fee}</P>}
      <Action href={job.url}>Open your schedule</Action>
    </EmailLayout>
  );
}

export function PayoutSent(props: Common & { job: JobFacts; amount: string; lines: MoneyLine[]; account: string | null; transactionsUrl: string }) {
  return (
    <EmailLayout title={`Payout sent: ${props.amount}`} preview={`${props.amount} for ${props.job.serviceName}`} footer={props.footer}>
      <Greeting firstName={props.firstName} />
      <P>
        We sent your payout of {props.amount} for {props.job.serviceName} on {props.job.when}
        {props.account ? ` to your bank account ending in ${props.account}` : ''}. Banks usually show it within 2 business days.
      </P>
      <MoneyTable lines={props.lines} />
      <Action href={props.transactionsUrl}>See your transactions</Action>
    </EmailLayout>
  );
}
