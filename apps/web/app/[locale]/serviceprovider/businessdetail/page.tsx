import { REQUIRED_PROVIDER_DOCUMENTS, type ProviderDocumentField } from '@hearth/shared/schemas/provider';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BusinessDetails } from '@/features/provider-onboarding';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('provider.pages');
  return { title: t('businessDetail') };
}

const isDocumentField = (value: unknown): value is ProviderDocumentField => typeof value === 'string' && Object.hasOwn(REQUIRED_PROVIDER_DOCUMENTS, value);

export default async function Page({ searchParams }: { searchParams: Promise<{ replace?: string | string[] }> }) {
  const { replace } = await searchParams;
  return <BusinessDetails replaceDocument={isDocumentField(replace) ? replace : undefined} />;
}
