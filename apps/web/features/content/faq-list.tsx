// Questions and answers as native disclosure widgets: they open and close without JavaScript.
import type { Faq } from '@hearth/shared/content/contract';
import { ChevronDown } from 'lucide-react';

export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq._id} className="group px-5 py-1">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <p className="pb-4 text-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
