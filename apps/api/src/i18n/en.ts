// What Hearth's messages say in English: emails, SMS, notifications and PDFs. French (fr.ts) has
// the same shape, checked by the compiler. Amounts and dates arrive already formatted for the
// language (i18n/format.ts); the texts only place them.
import type { IdentityChangeField } from '@hearth/shared/admin/providers';

const IDENTITY_FIELD_WORDS: Record<IdentityChangeField, string> = {
  socialInsuranceNum: 'Social Insurance Number',
  residentStatus: 'residency status',
  bussinessname: 'business name',
  fullname: 'legal name',
  qualificationdoc: 'qualification document',
  socialInsurancedoc: 'Social Insurance document',
  residentdoc: 'resident document',
  governmentdoc1: 'government document 1',
  governmentdoc2: 'government document 2',
};

/** "a", "a and b", "a, b and c": no serial comma, as these messages always read. */
const andList = (words: string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? ''));

export const en = {
  /** Signs every plain-text email. */
  signature: '— The Hearth team',
  greeting: (firstName: string) => `Hi ${firstName},`,

  layout: {
    questions: 'Questions?',
    writeTo: 'Write to',
    orUse: 'or use',
    use: 'Use',
    contactPage: 'our contact page',
    tagline: 'Hearth, home services across Canada.',
    customerReason: 'You get this email because you booked a service on Hearth',
    providerReason: 'You get this email because you work with Hearth as a professional',
  },

  facts: {
    service: 'Service',
    when: 'When',
    where: 'Where',
    professional: 'Professional',
    rating: 'Rating',
    reason: 'Reason',
    refund: 'Refund',
    creditNote: 'Credit note',
    invoice: 'Invoice',
    customer: 'Customer',
    yourPayout: 'Your payout',
    discount: (code: string | null) => `Discount${code ? ` (${code})` : ''}`,
    total: 'Total',
    priceBeforeTax: 'Price before tax',
    totalCharged: 'Total charged',
  },

  confirmation: {
    subject: (service: string) => `Booking confirmed: ${service}`,
    title: 'Your booking is confirmed',
    intro: 'Thanks for booking with Hearth. We are offering your job to professionals near you and will email you as soon as one accepts it.',
    price: 'Price',
    payment: 'Payment',
    cancelling: 'Cancelling',
    held: (total: string) => `We placed a hold of ${total} on your card. You are charged only when the job is done, and the hold is released if the booking is cancelled in time.`,
    saved: (total: string, holdAt: string | null) =>
      `Your card is saved for this booking and nothing is held yet: a hold lasts about a week, so we place the hold of ${total} ${holdAt ? `on ${holdAt}` : 'a few days before the job'}. You are charged only when the job is done.`,
    cardDeadline: (deadline: string) => ` If your card cannot be held, we will ask you for another one; the booking is cancelled without fee if none can be held by ${deadline}.`,
    lateTerms: (percent: number, amount: string) => `${percent}% of the total (${amount}) comes back; the rest pays the professional for the time they kept for you. Nothing comes back once the job has started.`,
    freeUntil: (until: string) => `Cancelling is free until ${until}, and at any time while no professional has accepted the job.`,
    afterThat: (lateTerms: string) => `After that, once a professional has accepted, ${lateTerms}`,
    freeWhileOpen: 'Cancelling is free while no professional has accepted the job.',
    within24h: (lateTerms: string) => `Once one has, since the job starts within 24 hours, ${lateTerms}`,
    view: 'View your booking',
    calendar: 'The calendar file attached (hearth-booking.ics) adds the visit to your calendar.',
  },

  assigned: {
    subject: (professional: string, service: string) => `${professional} will take care of ${service}`,
    title: (professional: string) => `${professional} will take care of your booking`,
    preview: (professional: string, service: string) => `${professional} is your professional for ${service}`,
    byHearth: (professional: string) => `Hearth assigned ${professional} to your booking. You can message them from your booking page.`,
    accepted: (professional: string) => `Good news: ${professional} accepted your booking. You can message them from your booking page.`,
    rating: (average: string, reviews: number) => `${average} out of 5 from ${reviews} review${reviews === 1 ? '' : 's'}`,
    noReviews: 'New on Hearth: no reviews yet',
    yourProfessional: 'Your professional',
    /** How notifications name the professional inside a sentence: 'Marcus L. (4.8 ★, 12 reviews)'. */
    ratedName: (name: string, average: string, reviews: number) => `${name} (${average} ★, ${reviews} review${reviews === 1 ? '' : 's'})`,
    newName: (name: string) => `${name} (new on Hearth)`,
    checks: 'Checks',
    badges: { identity: 'Identity verified', phone: 'Phone verified', insurance: 'Insured' },
    photoAlt: (name: string) => `Photo of ${name}`,
    profile: (name: string) => `See ${name}’s profile`,
  },

  released: {
    subject: (service: string) => `We are finding another professional for ${service}`,
    title: 'We are finding you another professional',
    preview: (service: string) => `Your professional can no longer make ${service}`,
    body: 'Your professional can no longer make it, so your booking is offered again to other professionals near you. We will email you as soon as one accepts it. Your booking and your payment stay as they are.',
  },

  completed: {
    subject: (service: string) => `Your Hearth booking is complete: ${service}`,
    title: 'Your job is done',
    preview: (service: string) => `${service} is complete`,
    done: (service: string, when: string, charge: string) => `Your professional marked ${service} on ${when} as done. ${charge}`,
    charge: (amount: string) => `Your card will be charged ${amount}; your receipt with the tax invoice follows once it is.`,
    nothing: 'Nothing is charged for it.',
    report: (by: string) => `Something not right? Report a problem from your booking page by ${by}: we hold the professional's payout until then.`,
    twoDays: 'two days from now',
    review: 'If all went well, a review helps others choose.',
    action: 'Review or report a problem',
  },

  receipt: {
    subject: (invoice: string | null) => (invoice ? `Your Hearth receipt ${invoice}` : 'Your Hearth receipt'),
    title: 'Your receipt',
    previewInvoice: (invoice: string) => `Invoice ${invoice}`,
    previewReceipt: (service: string) => `Receipt for ${service}`,
    lateFee: (service: string, when: string) => `We charged the late-cancellation fee for ${service} on ${when}.`,
    charged: (service: string, when: string) => `We charged your card for ${service} on ${when}.`,
    thanks: 'Thank you for choosing Hearth.',
    attached: (invoice: string) => `Your tax invoice ${invoice} is attached as a PDF; you can also download it from your booking page.`,
    later: 'Your tax invoice will be on your booking page.',
  },

  cancelled: {
    subject: 'Your Hearth booking was cancelled',
    title: 'Your booking was cancelled',
    by: {
      customer: 'You cancelled your booking.',
      hearth: 'Hearth cancelled your booking.',
      expired: 'No professional was available for your booking before its start time, so it was cancelled.',
      unheld: 'We could not hold a card for your booking by the deadline, so it was cancelled without fee.',
    },
    yourHold: 'Your hold',
    released: 'Refunded (released from the hold)',
    feeCharged: 'Late-cancellation fee charged',
    neverCharged: 'Your card was saved for this booking but never charged: you pay nothing.',
    withFee: (refund: string, fee: string) =>
      `We refund ${refund} by releasing it from the hold, and charge ${fee} as the late-cancellation fee, which goes to the professional who kept the time for you. Your receipt follows once it is charged.`,
    fullRefund: (refund: string) => `We refund the full ${refund}: the hold on your card is released and you are not charged. Your bank may take a few days to show the hold gone.`,
  },

  refund: {
    subject: (amount: string) => `A refund of ${amount} on your Hearth booking`,
    title: (amount: string) => `A refund of ${amount}`,
    toCard: (amount: string, service: string) => `We refunded ${amount} to the card you paid with for ${service}. It can take 5 to 10 business days to appear on your statement.`,
    offHold: (amount: string, service: string) => `We took ${amount} off your booking for ${service}.`,
    newTotal: (now: string, before: string) => `Your card will be charged ${now} when the job is done instead of ${before}.`,
    creditNoteAttached: (number: string) => `The credit note ${number} is attached as a PDF.`,
  },

  calendar: {
    title: (service: string) => `${service} (Hearth)`,
    description: (service: string, url: string) => `Your Hearth booking: ${service}. Details, messages and changes: ${url}`,
  },

  /** The provider's calendar feed of their jobs. */
  jobFeed: {
    description: (status: string, url: string) => `Status: ${status}. Your jobs: ${url}`,
    status: { accepted: 'Accepted', in_progress: 'In progress', completed: 'Completed' } as Record<string, string>,
  },

  provider: {
    assignedSubject: (service: string) => `Hearth assigned you a job: ${service}`,
    assignedTitle: 'Hearth assigned you a job',
    assignedIntro: 'Hearth assigned you a job. It is in your schedule now; if you cannot make it, hand it back from the job page as soon as you can.',
    assignedSms: (service: string, when: string, address: string, url: string) => `you have a new job, ${service} on ${when} at ${address}. ${url}`,
    cancelledSubject: (service: string) => `A Hearth job was cancelled: ${service}`,
    cancelledTitle: 'A job was cancelled',
    timeFree: 'The time is free again.',
    feeShare: (amount: string) => `You will receive ${amount} as the late-cancellation fee, paid out like a job.`,
    cancelledSms: (service: string, when: string, why: string) => `${service} on ${when} is off your schedule. ${why}`,
    why: {
      customer: 'The customer cancelled it.',
      hearth: 'Hearth cancelled it.',
      moved: 'Hearth moved it to another professional.',
      unheld: "The customer's card could not be held.",
    },
    payoutSubject: (amount: string) => `Hearth sent you ${amount}`,
    payoutTitle: (amount: string) => `Payout sent: ${amount}`,
    payoutPreview: (amount: string, service: string) => `${amount} for ${service}`,
    payoutSent: (amount: string, service: string, when: string, account: string | null) =>
      `We sent your payout of ${amount} for ${service} on ${when}${account ? ` to your bank account ending in ${account}` : ''}. Banks usually show it within 2 business days.`,
    lateFee: 'Late-cancellation fee',
    jobPrice: 'Job price before tax',
    commission: 'Hearth commission',
    seeTransactions: 'See your transactions',
    payoutSms: (amount: string, service: string, when: string) => `we sent your payout of ${amount} for ${service} on ${when}.`,
    /** Every job alert SMS starts with the brand, so the text is recognised in a list of messages. */
    sms: (text: string) => `Hearth: ${text}`,
  },

  /** Alerts that reach a professional away from the site (push, text, email), as their alert settings allow. */
  alerts: {
    newJobTitle: 'New job available',
    /** "Deep Cleaning on Sat, Nov 28, 10:00 in M5V (Toronto). You earn $96.00." */
    newJobBody: (job: string, area: string, pay: string) => `${job} in ${area}. You earn ${pay}.`,
    newJobSubject: (service: string, area: string) => `New job available: ${service} in ${area}`,
    newJobIntro: 'A job you can take was just posted in your area. The first professional to accept it gets it.',
    newJobSms: (job: string, area: string, pay: string, url: string) => `new job available, ${job} in ${area}, you earn ${pay}. ${url}`,
    area: 'Area',
    seeJob: 'See the job',
    messageTitle: (name: string) => `New message from ${name}`,
    messageSubject: (name: string, service: string) => `${name} sent you a message about ${service}`,
    messageIntro: (name: string) => `${name} wrote to you about this job:`,
    /** A message with files only, no text. */
    messageFiles: (n: number) => `${n} file${n === 1 ? '' : 's'} attached`,
    messageSms: (name: string, job: string, url: string) => `${name} sent you a message about ${job}. ${url}`,
    readAndReply: 'Read and reply',
    assignedBody: (job: string) => `${job}. It is in your schedule now.`,
    cancelledBody: (job: string, why: string) => `${job} is off your schedule. ${why}`,
    settingsHint: 'You choose which alerts you get, and when, on your Alerts page.',
  },

  /** Emails about a problem report and its review (sent from the bookings module). */
  issues: {
    reportSubject: 'We received your problem report',
    reportBody: (job: string, description: string) =>
      `Thanks for telling us about ${job}. We have paused the professional's payout while we look into it and will contact you within one business day.\n\nWhat you told us:\n${description}`,
    reviewedSubject: 'Your Hearth booking was reviewed',
    refunding: (amount: string, job: string) => `We are refunding ${amount} on ${job} to the card you paid with. A second email confirms it once the refund is sent.`,
    chargeStands: (job: string) => `We looked into ${job} and closed the review. The charge stands.`,
    reason: (reason: string) => `Reason: ${reason}`,
    cardSubject: 'Action needed: update the card for your Hearth booking',
    cardBody: (text: string) => `${text}\n\nOpen your booking on Hearth and choose "Use another card".`,
    returned: (amount: string, last4: string, reason: string) => `The bank returned a payout of ${amount} to account ••••${last4}: ${reason}`,
    returnedSubject: 'Your bank returned a Hearth payout',
    returnedBody: (returned: string) => `${returned}.\n\nPlease check your bank details in Bank Detail. Once they are right, Hearth will send the money again.`,
  },

  auth: {
    verifySubject: 'Verify your email for Hearth',
    verifyBody: (link: string) =>
      `Welcome to Hearth. Please confirm your email address by opening this link:\n\n${link}\n\nThe link is valid for 48 hours. If you did not create an account, you can ignore this email.`,
    resetSubject: 'Reset your Hearth password',
    resetBody: (link: string) =>
      `Someone (hopefully you) asked to reset the password of your Hearth account. Open this link to choose a new one:\n\n${link}\n\nThe link is valid for 1 hour and works once. If you did not ask for this, you can ignore this email; your password stays the same.`,
    signupAttemptSubject: 'Someone tried to create a Hearth account with your email',
    signupAttemptBody: (login: string, forgot: string) =>
      `Someone tried to create a Hearth account with this email. You already have one, so nothing was changed. If it was you, sign in or reset your password:\n\nSign in: ${login}\nReset your password: ${forgot}\n\nIf it was not you, you can ignore this email; your account is safe.`,
    passwordChangedSubject: 'Your Hearth password was changed',
    passwordChangedBody:
      'The password of your Hearth account was just changed and every other session was signed out. If this was not you, reset your password right away or contact our support team.',
    confirmNewSubject: 'Confirm your new email for Hearth',
    confirmNewBody: (link: string) =>
      `You asked to use this address for your Hearth account. Confirm it by opening this link:\n\n${link}\n\nThe link is valid for 48 hours. Until you open it, your account keeps its current email. If you did not ask for this, ignore this email.`,
    changeRequestedSubject: 'Someone asked to change your Hearth email',
    changeRequestedBody: (newEmail: string, forgot: string) =>
      `Someone asked to change the email of your Hearth account to ${newEmail}. Nothing changes until that address confirms it.\n\nIf this wasn't you, cancel the change in your account settings, change your password right away (${forgot}) and contact our support team.`,
    changedSubject: 'Your Hearth email was changed',
    changedBody: (newEmail: string) => `The email of your Hearth account is now ${newEmail}; messages will go there from now on. If this was not you, contact our support team right away.`,
    otp: (code: string, minutes: number) => `Your Hearth verification code is ${code}. It expires in ${minutes} minutes. Never share this code.`,
    otpSent: (phone: string) => `OTP sent to +1 ${phone}`,
    otpStillValid: (phone: string) => `The code already sent to +1 ${phone} is still valid. Enter it, or ask for a new one when the timer ends.`,
  },

  security: {
    bankSubject: 'Your Hearth payout bank account was changed',
    bankBody: (when: string, last4: string, from: string, contact: string, forgot: string) =>
      `The bank account your Hearth payouts go to was changed on ${when}. Payouts will now go to the account ending in ${last4}, starting ${from}.\n\nIf this wasn't you, contact our support team right away (${contact}) so we can stop the payouts, and change your password (${forgot}).`,
    bankSms: (when: string, last4: string) => `Hearth: the bank account for your payouts was changed on ${when} to one ending in ${last4}. If this wasn't you, contact Hearth support right away.`,
  },

  /** What providers are told about decisions on their account (email and notification centre). */
  decision: {
    approved: 'Your Hearth account is approved. You can now choose your services and areas and receive bookings.',
    rejected: (reason: string) => `Your Hearth verification was not approved: ${reason}`,
    actionRequired: (message: string) => `Action required on your Hearth account: ${message}`,
    subject: 'An update on your Hearth provider account',
    body: (text: string, link: string) => `${text}\n\nOpen your provider area: ${link}`,
    suspended: (reason: string) => `Your Hearth account is suspended and you will not receive bookings: ${reason} Contact support if you have questions.`,
    reinstated: 'Your Hearth account is active again. You can receive and accept bookings.',
    /** After an approved provider changes the identity an admin checked; `fields` comes from `changedFields`. */
    backInReview: (fields: string) =>
      `Your Hearth account is back in review because you changed your ${fields}. You will not receive or work on bookings until our team approves the change; jobs you already accepted stay assigned to you.`,
    /** "legal name", "legal name and business name", "SIN, legal name and business name" */
    changedFields: (fields: IdentityChangeField[]) => andList(fields.map((f) => IDENTITY_FIELD_WORDS[f])),
    /** To the admins. */
    adminBackInReview: (name: string, fields: string) => `${name} changed their ${fields}; their approved account is back in review`,
    adminSubmitted: (name: string) => `${name} submitted business details for review`,
  },

  marketing: {
    footer: (page: string) => `—\nYou receive offers and reminders from Hearth because you have an account. Unsubscribe: ${page}\nOr change your email preferences in your account.`,
    wishlistSubject: (service: string) => `Ready to book ${service}?`,
    wishlistBody: (service: string, link: string) => `You saved ${service} to your wishlist. Verified local professionals are ready when you are:\n\n${link}`,
  },

  /** A customer's proposal to move an assigned job, and how it ended (notifications and emails). */
  reschedule: {
    proposed: (job: string, when: string) => `The customer asks to move ${job} to ${when}. Accept or decline it from the job page.`,
    proposedSubject: (service: string) => `A customer asks to move ${service}`,
    proposedTitle: 'The customer asks for another time',
    proposedBody: (when: string) =>
      `The customer asks to move this job to ${when}. Accept it if you can make the new time; if you decline, the job goes back to other professionals at the new time and you are not offered it again.`,
    withdrawn: (job: string) => `The customer withdrew their request to move ${job}: it stays at its time.`,
    accepted: (job: string) => `Your professional accepted the new time: ${job}.`,
    acceptedSubject: (service: string) => `New time confirmed for ${service}`,
    acceptedTitle: 'Your new time is confirmed',
    acceptedBody: 'Your professional accepted the new time. The cancellation terms now count from the new start.',
    declined: (job: string) => `Your professional cannot make the new time, so your booking moved to ${job} and we are offering it at the new time to other professionals, at no cost to you.`,
    declinedSubject: (service: string) => `We are finding a professional for the new time of ${service}`,
    declinedTitle: 'We are finding a professional for your new time',
    declinedBody:
      'Your professional cannot make the new time. Your booking has moved to it anyway, and we are offering it at the new time to other professionals near you, at no cost to you. We will email you as soon as one accepts it.',
    expired: (job: string) => `Your professional did not answer in time, so your booking stays at its original time: ${job}.`,
    expiredSubject: (service: string) => `${service} stays at its original time`,
    expiredTitle: 'Your booking stays at its original time',
    expiredBody: 'Your professional did not answer your request for another time before it was too late to change, so your booking stays as it was.',
  },

  /** In-app notifications (the notification centre and the realtime toast). */
  notify: {
    onTheWay: (professional: string, arrival: string) => `${professional} is on the way — arriving about ${arrival}`,
    newBooking: (job: string, fsa: string) => `New booking available: ${job} in ${fsa}`,
    accepted: (name: string | null, job: string) => `${name || 'A professional'} accepted your booking: ${job}`,
    complete: (job: string) => `Your booking is complete: ${job}. Tell others how it went with a review.`,
    cancelledBy: (byHearth: boolean, job: string, fee: string | null) => `${byHearth ? 'Hearth' : 'The customer'} cancelled ${job}.${fee ? ` You will receive ${fee} as the late-cancellation fee.` : ''}`,
    hearthCancelled: (job: string) => `Hearth cancelled your booking ${job}; your payment hold was released in full`,
    handedBack: (job: string) => `Your professional can no longer make ${job}. We are finding you another one.`,
    expired: (job: string) => `No professional was available for ${job}. Your payment hold was released in full.`,
    unheldCustomer: (job: string) => `We could not hold a card for ${job}, so the booking was cancelled. You have not been charged.`,
    unheldProvider: (job: string) => `${job} was cancelled: the customer's card could not be held. The time is free again.`,
    cardHeld: (job: string) => `Thanks: your card is now held for ${job}.`,
    holdFailed: (job: string, reason: string, deadline: string | null) =>
      `We could not hold your card for ${job}: ${reason} Choose another card by ${deadline ?? 'the day before the job'}, or the booking will be cancelled without fee.`,
    payoutHeld: (job: string, why: 'report' | 'dispute') =>
      `Your payout for ${job} is on hold: ${why === 'report' ? 'the customer reported a problem' : 'the customer disputed the charge with their bank'}. Hearth will review it.`,
    payoutReturned: (returned: string) => `${returned}. Check your bank details; Hearth will send it again once they are right.`,
    payoutReversed: (amount: string) => `${amount} of a Hearth payout was reversed. Hearth will contact you.`,
    reviewedPaid: (job: string, amount: string) => `Hearth reviewed ${job}: your payout of ${amount} is on its way.`,
    reviewedRefunded: (job: string) => `Hearth reviewed ${job}: the customer was refunded in full, so there is no payout for it.`,
    adminAssignedProvider: (job: string) => `Hearth assigned you a job: ${job}`,
    adminAssignedCustomer: (name: string, job: string) => `Provider Assigned By Admin: ${name} will take care of ${job}`,
    moved: (job: string) => `Hearth moved ${job} to another professional`,
    /** "Deep Cleaning on Sat, Nov 28, 10:00" */
    job: (service: string, when: string) => `${service} on ${when}`,
    aService: 'A service',
  },

  invoice: {
    taxInvoice: 'Tax invoice',
    creditNote: 'Credit note',
    heading: { invoice: 'TAX INVOICE', credit: 'CREDIT NOTE' },
    gstHstNumber: (number: string) => `GST/HST registration no. ${number}`,
    qstNumber: (number: string) => `QST registration no. ${number}`,
    invoiceNo: 'Invoice no.',
    creditNoteNo: 'Credit note no.',
    date: 'Date',
    creditsInvoice: 'Credits invoice',
    terms: 'Terms',
    paidByCard: 'Paid in full by card',
    refundedToCard: 'Refunded to the card that paid',
    currency: 'Currency',
    cad: 'Canadian dollars (CAD)',
    billTo: 'BILL TO',
    creditedTo: 'CREDITED TO',
    description: 'Description',
    amount: 'Amount (CAD)',
    credited: 'Credited (CAD)',
    subtotal: 'Subtotal before tax',
    priceCredited: 'Price credited',
    tax: (name: string, rate: string, credit: boolean) => `${name} ${rate}${credit ? ' credited' : ''}`,
    total: 'Total (CAD)',
    totalCredited: 'Total credited (CAD)',
    lateFeeNote:
      'This invoice is for the late-cancellation fee of a booking cancelled within 24 hours of its start, after a professional had accepted it. The fee is the part of the booking’s price the cancellation policy keeps, with its taxes.',
    creditNote1: (invoice: string) => `This credit note records a refund on invoice ${invoice}. The amount refunded is split between the price and each tax in the same proportion as the invoice.`,
    creditNote2: 'The refund goes back to the card that paid; it can take 5 to 10 business days to appear on the statement.',
    supplierNote: (legalName: string) => `${legalName} operates the Hearth marketplace and is the supplier of this service for sales tax purposes; the professional who did the work is paid by Hearth.`,
    // The lines written on the document when it is issued.
    lateFeeLine: (service: string) => `Late-cancellation fee: ${service}`,
    lateFeeDetail: (detail: string) => `${detail}. Cancelled within 24 hours of the start, after a professional had accepted it.`,
    adjustment: 'Price reduced by Hearth before the charge',
    refundLine: (invoice: string, description: string) => `Refund on invoice ${invoice}: ${description}`,
    homeService: 'Home service',
    taxNames: { GST: 'GST', HST: 'HST', PST: 'PST', RST: 'RST', QST: 'QST' } as Record<string, string>,
  },

  earnings: {
    title: (month: string) => `Earnings statement ${month}`,
    subject: (provider: string, month: string) => `Hearth earnings statement for ${provider}, ${month}`,
    heading: 'Earnings statement',
    serviceProvider: 'Service provider',
    issued: (date: string) => `Issued ${date}`,
    intro: (month: string, zone: string) =>
      `Payouts sent to your bank account in ${month} (${zone} time). Gross is the job's price before tax and discount; Hearth's commission is taken from it; net is what you received.`,
    paidOn: 'Paid on',
    job: 'Job',
    gross: 'Gross',
    commission: 'Commission',
    net: 'Net',
    lateFee: ' (late cancellation fee)',
    jobLine: (date: string, booking: string) => `Job on ${date} · booking ${booking}`,
    none: 'No payouts were sent this month.',
    total: 'Total',
    payouts: (n: number) => `${n} payout${n === 1 ? '' : 's'}`,
    footer: 'Amounts in Canadian dollars. Keep this statement with your business records.',
  },
};

export type Catalogue = typeof en;
