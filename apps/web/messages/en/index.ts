// The en catalogue, one file per namespace (each feature area owns its files).
import common from './common.json';
import layout from './layout.json';
import errors from './errors.json';
import meta from './meta.json';
import home from './home.json';
import catalog from './catalog.json';
import content from './content.json';
import blog from './blog.json';
import inquiry from './inquiry.json';
import site from './site.json';
import chat from './chat.json';
import auth from './auth.json';
import otp from './otp.json';
import booking from './booking.json';
import payment from './payment.json';
import account from './account.json';
import realtime from './realtime.json';
import provider from './provider.json';
import admin from './admin.json';
import adminContent from './adminContent.json';
import alerts from './alerts.json';
import push from './push.json';
import professionals from './professionals.json';
import reschedule from './reschedule.json';
import illustrations from './illustrations.json';

export default { common, layout, errors, meta, home, catalog, content, blog, inquiry, site, chat, auth, otp, booking, payment, account, realtime, provider, admin, adminContent, alerts, push, professionals, reschedule, illustrations };
