import clsx from "clsx";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";

/**
 * One card of the account page: a region named by its h2, so screen-reader users can jump between
 * sections and journeys can find a section's buttons inside it. `danger` marks deactivation.
 */
export function AccountSection({
  title,
  description,
  tone = "default",
  children,
}: {
  title: string;
  description?: ReactNode;
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={clsx(
        "rounded-2xl bg-white p-5 shadow-sm ring-1 md:p-6",
        tone === "danger" ? "ring-red-200" : "ring-slate-200",
      )}
    >
      <h2
        id={headingId}
        className={clsx(
          "text-lg font-semibold break-words",
          tone === "danger" ? "text-red-800" : "text-ink",
        )}
      >
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** "Verified" / "Not verified" next to an email or phone number. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const t = useTranslations("account.badge");
  return verified ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      <CircleCheck aria-hidden="true" className="size-3.5" /> {t("verified")}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <CircleAlert aria-hidden="true" className="size-3.5" /> {t("notVerified")}
    </span>
  );
}
