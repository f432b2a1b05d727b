// The public entry: other features and app/ routes import from here, never from a file inside.
export { JobCalendar } from './job-calendar';
export { ProviderDashboard } from './provider-dashboard';
export { ProviderJobPage } from './provider-job-page';
export { ReceivedReviews } from './received-reviews';
export { parseServiceRequestView } from './service-request-view';
export { ServiceRequests } from './service-requests';
export { TransactionsHistory } from './transactions-history';
export { parseTransactionsView } from './transactions-view';
