// The booking emails customers and providers receive. Templates only lay out facts the sender has
// already worked out and formatted (dates in the job's zone, amounts in CAD, all in the recipient's
// language): no queries, no rules.
import type { ReactNode } from 'react';
import { Img, Link } from '@react-email/components';
import { messagesFor, type Locale } from '../../i18n';
import { Action, EmailLayout, Facts, MoneyTable, P, SectionTitle, Small, type Footer, type MoneyLine } from './layout';

export interface JobFacts {
  serviceName: string;
  /** "Saturday, November 28, 2026, 10:00 to 12:00 EST", on the job's wall clock. */
  when: string;
  address: string;
  /** The booking's page for whoever reads the email. */
  url: string;
}

interface Common {
  locale: Locale;
  firstName: string;
  footer: Footer;
}

function jobRows(locale: Locale, job: JobFacts, extra: [string, ReactNode][] = []): [string, ReactNode][] {
  const m = messagesFor(locale).facts;
  return [[m.service, job.serviceName], [m.when, job.when], [m.where, job.address], ...extra];
}

const Greeting = ({ locale, firstName }: { locale: Locale; firstName: string }) => <P>{messagesFor(locale).greeting(firstName)}</P>;

// ---- Customers ----------------------------------------------------------------------------------

export function BookingConfirmation(props: Common & { job: JobFacts; price: MoneyLine[]; payment: string; cancellation: string[] }) {
  const { job, locale } = props;
  const m = messagesFor(locale).confirmation;
  return (
    <EmailLayout locale={locale} title={m.title} preview={`${job.serviceName}, ${job.when}`} footer={props.footer}>
      <Greeting locale={locale} firstName={props.firstName} />
      <P>{m.intro}</P>
      <Facts locale={locale} rows={jobRows(locale, job)} />
      <SectionTitle>{m.price}</SectionTitle>
      <MoneyTable locale={locale} lines={props.price} />
      <SectionTitle>{m.payment}</SectionTitle>
      <P>{props.payment}</P>
      <SectionTitle>{m.cancelling}</SectionTitle>
      {props.cancellation.map((line) => (
        <P key={line}>{line}</P>
      ))}
      <Action href={job.url}>{m.view}</Action>
      <Small>{m.calendar}</Small>
    </EmailLayout>
  );
}

export function ProfessionalAssigned(
  props: Common & { job: JobFacts; professional: string; rating: string; badges: string[]; photoUrl: string | null; profileUrl: string | null; byHearth: boolean },
) {
  const { job, locale } = props;
  const t = messagesFor(locale);
  const m = t.assigned;
  return (
    <EmailLayout locale={locale} title={m.title(props.professional)} preview={m.preview(props.professional, job.serviceName)} footer={props.footer}>
      <Greeting locale={locale} firstName={props.firstName} />
      <P>{props.byHearth ? m.byHearth(props.professional) : m.accepted(props.professional)}</P>
      {props.photoUrl ? <Img src={props.photoUrl} alt={m.photoAlt(props.professional)} width="96" height="96" style={{ borderRadius: '48px', margin: '8px 0' }} /> : null}
      <Facts
        locale={locale}
        rows={jobRows(locale, job, [
          [t.facts.professional, props.professional],
          [t.facts.rating, props.rating],
          ...(props.badges.length ? [[m.checks, props.badges.join(' · ')] as [string, string]] : []),
        ])}
      />
      {props.profileUrl ? (
        <P>
          <Link href={props.profileUrl}>{m.profile(props.professional)}</Link>
        </P>
      ) : null}
      <Action href={job.url}>{t.confirmation.view}</Action>
    </EmailLayout>
  );
}

/** The professional handed the booking back before it started: it is on offer again, nothing else changes. */
export function ProfessionalReleased(props: Common & { job: JobFacts }) {
  const { job, locale } = props;
  const t = messagesFor(locale);
  const m = t.released;
  return (
    <EmailLayout locale={locale} title={m.title} preview={m.preview(job.serviceName)} footer={props.footer}>
      <Greeting locale={locale} firstName={props.firstName} />
      <P>{m.body}</P>
      <Facts locale={locale} rows={jobRows(locale, job)} />
      <Action href={job.url}>{t.confirmation.view}</Action>
    </EmailLayout>
  );
}

/** A change of time: proposed to the professional, or how the proposal ended, for the customer. The facts show the booking's time now. */
export function RescheduleNotice(props: Common & { job: JobFacts; title: string; body: string; action: string }) {
  const { job, locale } = props;
  return (
    <EmailLayout locale={locale} title={props.title} preview={props.body} footer={props.footer}>
      <Greeting locale={locale} firstName={props.firstName} />
      <P>{props.body}</P>
      <Facts locale={locale} rows={jobRows(locale, job)} />
      <Action href={job.url}>{props.action}</Action>
    </EmailLayout>
  );
}

export function JobCompleted(props: Common & { job: JobFacts; charge: string; reportBy: string }) {
  const { job, locale } = props;
  const m = messagesFor(locale).completed;
  return (
    <EmailLayout locale={locale} title={m.title} preview={m.preview(job.serviceName)} footer={props.footer}>
      <Greeting locale={locale} firstName={props.firstName} />
      <P>{m.done(job.serviceName, job.when, props.charge)}</P>
      <P>{m.report(props.reportBy)}</P>
      <P>{m.review}</P>
      <Action href={job.url}>{m.action}</Action>
    </EmailLayout>
  );
}

export function Receipt(props: Common & { job: JobFacts; invoiceNumber: string | null; lines: MoneyLine[]; lateFee: boolean }) {
  const { job, locale } = props;
  const t = messagesFor(locale);
  const m = t.receipt;
  return (
    <EmailLayout locale={locale} title={m.title} preview={props.invoiceNumber ? m.previewInvoice(props.invoiceNumber) : m.previewReceipt(job.serviceName)} footer={props.footer}>
      <Greeting locale={locale} firstName={props.firstName} />
      <P>
        {props.lateFee ? m.lateFee(job.serviceName, job.when) : m.charged(job.serviceName, job.when)} {m.thanks}
      </P>
      <Facts locale={locale} rows={[...(props.invoiceNumber ? ([[t.facts.invoice, props.invoiceNumber]] as [string, string][]) : []), ...jobRows(locale, job)]} />
      <MoneyTable locale={locale} lines={props.lines} />
      <P>{props.invoiceNumber ? m.attached(props.invoiceNumber) : m.later}</P>
      <Action href={job.url}>{t.confirmation.view}</Action>
    </EmailLayout>
  );
}

export function BookingCancelled(props: Common & { job: JobFacts; what: string; reason: string | null; money: MoneyLine[]; outcome: string }) {
  const { job, locale } = props;
  const t = messagesFor(locale);
  return (
    <EmailLayout locale={locale} title={t.cancelled.title} preview={props.outcome} footer={props.footer}>
      <Greeting locale={locale} firstName={props.firstName} />
      <P>{props.what}</P>
      <Facts locale={locale} rows={jobRows(locale, job, props.reason ? [[t.facts.reason, props.reason]] : [])} />
      {props.money.length > 0 && <MoneyTable locale={locale} lines={props.money} />}
      <P>{props.outcome}</P>
      <Action href={job.url}>{t.confirmation.view}</Action>
    </EmailLayout>
  );
}

export function RefundIssued(props: Common & { job: JobFacts; amount: string; reason: string; lines: string[]; creditNoteNumber: string | null }) {
  const { job, locale } = props;
  const t = messagesFor(locale);
  const m = t.refund;
  return (
    <EmailLayout locale={locale} title={m.title(props.amount)} preview={props.lines[0] ?? m.title(props.amount)} footer={props.footer}>
      <Greeting locale={locale} firstName={props.firstName} />
      {props.lines.map((line) => (
        <P key={line}>{line}</P>
      ))}
      <Facts
        locale={locale}
        rows={jobRows(locale, job, [
          [t.facts.refund, props.amount],
          [t.facts.reason, props.reason],
          ...(props.creditNoteNumber ? ([[t.facts.creditNote, props.creditNoteNumber]] as [string, string][]) : []),
        ])}
      />
      {props.creditNoteNumber && <P>{m.creditNoteAttached(props.creditNoteNumber)}</P>}
      <Action href={job.url}>{t.confirmation.view}</Action>
    </EmailLayout>
  );
}

// ---- Providers ----------------------------------------------------------------------------------

export function ProviderJobAssigned(props: Common & { job: JobFacts; payout: string; customer: string }) {
  const { job, locale } = props;
  const t = messagesFor(locale);
  const m = t.provider;
  return (
    <EmailLayout locale={locale} title={m.assignedTitle} preview={`${job.serviceName}, ${job.when}`} footer={props.footer}>
      <Greeting locale={locale} firstName={props.firstName} />
      <P>{m.assignedIntro}</P>
      <Facts
        locale={locale}
        rows={jobRows(locale, job, [
          [t.facts.customer, props.customer],
          [t.facts.yourPayout, props.payout],
        ])}
      />
      <Action href={job.url}>{t.alerts.seeJob}</Action>
    </EmailLayout>
  );
}

export function ProviderJobCancelled(props: Common & { job: JobFacts; why: string; fee: string | null }) {
  const { job, locale } = props;
  const m = messagesFor(locale).provider;
  return (
    <EmailLayout locale={locale} title={m.cancelledTitle} preview={props.why} footer={props.footer}>
      <Greeting locale={locale} firstName={props.firstName} />
      <P>
        {props.why} {m.timeFree}
      </P>
      <Facts locale={locale} rows={jobRows(locale, job)} />
      {props.fee && <P>{props.fee}</P>}
      <Action href={job.url}>{messagesFor(locale).alerts.seeJob}</Action>
    </EmailLayout>
  );
}

/** A job on offer that the professional may take (no street address until they accept it). Sent to many, so no name. */
export function NewJobAlert(props: { locale: Locale; footer: Footer; serviceName: string; when: string; area: string; payout: string; url: string; settingsUrl: string }) {
  const { locale } = props;
  const t = messagesFor(locale);
  const m = t.alerts;
  return (
    <EmailLayout locale={locale} title={m.newJobTitle} preview={`${props.serviceName}, ${props.when}`} footer={props.footer}>
      <P>{m.newJobIntro}</P>
      <Facts
        locale={locale}
        rows={[
          [t.facts.service, props.serviceName],
          [t.facts.when, props.when],
          [m.area, props.area],
          [t.facts.yourPayout, props.payout],
        ]}
      />
      <Action href={props.url}>{m.seeJob}</Action>
      <SettingsHint locale={locale} url={props.settingsUrl} />
    </EmailLayout>
  );
}

/** A customer wrote to the professional about one of their jobs. */
export function NewMessageAlert(props: Common & { job: JobFacts; sender: string; text: string; files: number; settingsUrl: string }) {
  const { job, locale } = props;
  const m = messagesFor(locale).alerts;
  return (
    <EmailLayout locale={locale} title={m.messageTitle(props.sender)} preview={props.text || m.messageFiles(props.files)} footer={props.footer}>
      <Greeting locale={locale} firstName={props.firstName} />
      <P>{m.messageIntro(props.sender)}</P>
      {props.text && <P>{props.text}</P>}
      {props.files > 0 && <Small>{m.messageFiles(props.files)}</Small>}
      <Facts locale={locale} rows={jobRows(locale, job)} />
      <Action href={job.url}>{m.readAndReply}</Action>
      <SettingsHint locale={locale} url={props.settingsUrl} />
    </EmailLayout>
  );
}

function SettingsHint({ locale, url }: { locale: Locale; url: string }) {
  return (
    <Small>
      <a href={url}>{messagesFor(locale).alerts.settingsHint}</a>
    </Small>
  );
}

export function PayoutSent(props: Common & { job: JobFacts; amount: string; lines: MoneyLine[]; account: string | null; transactionsUrl: string }) {
  const { locale } = props;
  const m = messagesFor(locale).provider;
  return (
    <EmailLayout locale={locale} title={m.payoutTitle(props.amount)} preview={m.payoutPreview(props.amount, props.job.serviceName)} footer={props.footer}>
      <Greeting locale={locale} firstName={props.firstName} />
      <P>{m.payoutSent(props.amount, props.job.serviceName, props.job.when, props.account)}</P>
      <MoneyTable locale={locale} lines={props.lines} />
      <Action href={props.transactionsUrl}>{m.seeTransactions}</Action>
    </EmailLayout>
  );
}
