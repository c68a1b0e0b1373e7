// The 认证律师 mark beside a verified lawyer's name, wherever a name is shown.
import { useTranslation } from "~/components/translation";
import { BUILT_IN_CAREERS } from "~/lib/lawyers";
import type { PublicLawyerView } from "~/lib/views/lawyers";

/** `lawyer` as the member's columns give it: a flag, or the column's 0 or 1 read by raw SQL. */
export function LawyerMark({ lawyer }: { lawyer?: boolean | number }) {
  const { t } = useTranslation();
  if (!lawyer) return null;
  return (
    <span
      className="ml-1 inline-block rounded border border-primary px-1 align-middle text-[0.7rem] leading-4 text-primary"
      title={t("lawyer.mark_title")}
      data-testid="lawyer-mark"
    >
      {t("lawyer.mark")}
    </span>
  );
}

/** A career's name: a built-in career's in the reader's language, one an administrator added as it was written. */
export function careerLabel(t: (key: string) => string, career: string): string {
  return (BUILT_IN_CAREERS as readonly string[]).includes(career) ? t(`lawyer.careers.${career}`) : career;
}

/** Where and in what a verified member practises, on their profile. */
export function PracticeLine({ practice }: { practice: PublicLawyerView }) {
  const { t } = useTranslation();
  const parts = [
    careerLabel(t, practice.career),
    practice.region.join(" "),
    practice.orgName,
    practice.domains.join("、"),
  ].filter(Boolean);
  return (
    <p className="mt-1 text-sm" data-testid="profile-practice">
      <span className="sr-only">{t("lawyer.profile.title")}: </span>
      {parts.join(" · ")}
    </p>
  );
}
