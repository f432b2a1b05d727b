import { getContact } from '@/features/content/content-api';
import { ContactPage } from '@/features/content/contact-page';
import { pageMetadata } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';

export const generateMetadata = () =>
  pageMetadata({
    title: 'Contact Us',
    description: 'Questions about a booking or becoming a professional? Call, email or send the Hearth support team a message.',
    path: paths.content.contactUs(),
  });

export default async function Page() {
  return <ContactPage contact={await getContact()} />;
}
