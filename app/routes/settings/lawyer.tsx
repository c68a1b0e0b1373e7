// The member's lawyer profile (SPEC §7 user/ly/open): region, career, practice fields, organisation, and
// for a practising lawyer the licence number and a photo of the licence. Its state (waiting, verified, rejected with
// the reason, revoked) heads the page. The region's lists follow the province and city chosen: without JavaScript the
// 更新地区 button reloads the page with the form's values in the query; with it, choosing does the same.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { Form } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { FieldErrors, Notice, SubmitButton } from "~/components/form";
import { SettingsTabs } from "~/components/settings-tabs";
import { splitFormResult } from "~/lib/form-result";
import type { MessagesHandle } from "~/lib/message-parts";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { LawyerOpenSchema } from "~/schemas/lawyer";
import { MAX_LAWYER_DOMAINS, PRACTISING_CAREER } from "~/lib/lawyers";
import { regionChildren } from "~/server/regions.server";
import { guardPage, handleForm } from "~/server/remix.server";
import { lawyerCheck, lawyerOptions, openLawyerProfile } from "~/server/services/lawyers.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "settings_lawyer", "noindex");

export const handle: MessagesHandle = { messages: ["account"] };

type Draft = {
  province: string;
  city: string;
  district: string;
  career: string;
  domains: string[];
  org_name: string;
  licence_no: string;
};

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === "string" && value ? [value] : [];

/** The form's values as the query carries them after 更新地区. */
function draftFromQuery(params: URLSearchParams): Draft {
  return {
    province: params.get("province") ?? "",
    city: params.get("city") ?? "",
    district: params.get("district") ?? "",
    career: params.get("career") ?? "",
    domains: params.getAll("domains"),
    org_name: params.get("org_name") ?? "",
    licence_no: params.get("licence_no") ?? "",
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const app = context.app;
  const check = await guardPage(request, () => lawyerCheck(app));
  const params = new URL(request.url).searchParams;
  const profile = check.profile;
  const draft: Draft =
    params.get("intent") === "region"
      ? draftFromQuery(params)
      : {
          province: profile?.region.province ?? "",
          city: profile?.region.city ?? "",
          district: profile?.region.district ?? "",
          career: profile?.career ?? "",
          domains: profile?.domains ?? [],
          org_name: profile?.orgName ?? "",
          licence_no: profile?.licenceNo ?? "",
        };
  const notice = NOTICES.find((name) => name === params.get("notice")) ?? null;
  return {
    notice: notice && `settings.lawyer.${notice}`,
    state: check.state,
    reason: profile?.reason ?? "",
    hasLicencePhoto: profile?.hasLicencePhoto ?? false,
    draft,
    options: lawyerOptions(app),
    maxDomains: MAX_LAWYER_DOMAINS,
    // the career whose profile needs the licence, as the form names it
    practising: lawyerOptions(app).careers.find((career) => career.key === PRACTISING_CAREER)!.label,
    provinces: regionChildren(null),
    cities: draft.province ? regionChildren(draft.province) : [],
    districts: draft.city ? regionChildren(draft.city) : [],
  };
}

/** What the page says after a submission: it was saved (a verified lawyer's details), or it waits for a verifier. */
const NOTICES = ["saved", "submitted"] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, LawyerOpenSchema, async (input) => {
    const state = await openLawyerProfile(context.app, input);
    // back to the page by GET, so that a reload does not send the form again
    return redirect(paths.page(paths.settings("lawyer"), { notice: state === "verified" ? "saved" : "submitted" }));
  });
}

export default function LawyerSettings() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const { formErrors, fieldErrors, values } = splitFormResult(useActionData<typeof action>());
  const sent = Object.keys(values).length > 0;
  const draft: Draft = sent
    ? {
        province: String(values.province ?? ""),
        city: String(values.city ?? ""),
        district: String(values.district ?? ""),
        career: String(values.career ?? ""),
        domains: listOf(values.domains),
        org_name: String(values.org_name ?? ""),
        licence_no: String(values.licence_no ?? ""),
      }
    : data.draft;
  const regionButton = useRef<HTMLButtonElement>(null);
  const errorsOf = (name: string) => fieldErrors[name] ?? undefined;
  return (
    <div className="max-w-xl">
      <SettingsTabs current="lawyer" />
      {data.notice ? <Notice tone="success">{t(data.notice)}</Notice> : null}
      <StateNotice state={data.state} reason={data.reason} />
      <FieldErrors errors={formErrors} />
      <p className="mb-4 text-sm text-muted">{t("settings.lawyer.hint")}</p>
      <Form method="post" encType="multipart/form-data" replace>
        <fieldset className="mb-4">
          <legend className="block text-sm font-medium">{t("settings.lawyer.region")}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {(
              [
                ["province", draft.province, `p-${draft.province}`, data.provinces],
                ["city", draft.city, `c-${draft.province}-${draft.city}`, data.cities],
                ["district", draft.district, `d-${draft.city}-${draft.district}`, data.districts],
              ] as const
            ).map(([level, value, shown, regions]) => (
              <RegionSelect
                key={shown}
                level={level}
                value={value}
                regions={regions}
                // a province or city chosen brings the next level's list (the GET button below, without JavaScript)
                onChange={level === "district" ? undefined : () => regionButton.current?.click()}
              />
            ))}
          </div>
          <button
            ref={regionButton}
            type="submit"
            name="intent"
            value="region"
            formMethod="get"
            formNoValidate
            className="mt-2 text-sm text-primary underline"
          >
            {t("settings.lawyer.update_region")}
          </button>
          <FieldErrors errors={errorsOf("province") ?? errorsOf("city")} />
        </fieldset>
        <div className="mb-4">
          <label htmlFor="career" className="block text-sm font-medium">
            {t("settings.lawyer.career")}
          </label>
          <select
            id="career"
            name="career"
            defaultValue={draft.career}
            key={`career-${draft.career}`}
            className={FIELD_CLASS}
          >
            <option value="">{t("settings.lawyer.career_choose")}</option>
            {data.options.careers.map((career) => (
              <option key={career.key} value={career.key}>
                {career.label}
              </option>
            ))}
          </select>
          <FieldErrors errors={errorsOf("career")} />
        </div>
        <fieldset className="mb-4">
          <legend className="block text-sm font-medium">
            {t("settings.lawyer.domains", { max: data.maxDomains })}
          </legend>
          {data.options.domains.map((group) => (
            <div key={group.name} className="mt-2">
              <p className="text-sm text-muted">{group.name}</p>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {group.children.map((field) => (
                  <label key={field} className="flex items-center gap-1 text-sm">
                    <input
                      type="checkbox"
                      name="domains"
                      value={field}
                      defaultChecked={draft.domains.includes(field)}
                      key={`${field}-${draft.domains.includes(field)}`}
                    />
                    {field}
                  </label>
                ))}
              </div>
            </div>
          ))}
          <FieldErrors errors={errorsOf("domains")} />
        </fieldset>
        <div className="mb-4">
          <label htmlFor="org_name" className="block text-sm font-medium">
            {t("settings.lawyer.org_name")}
          </label>
          <input
            id="org_name"
            name="org_name"
            defaultValue={draft.org_name}
            key={draft.org_name}
            className={FIELD_CLASS}
          />
          <FieldErrors errors={errorsOf("org_name")} />
        </div>
        <fieldset className="mb-4 rounded border border-line p-3">
          <legend className="px-1 text-sm font-medium">
            {t("settings.lawyer.licence", { career: data.practising })}
          </legend>
          <label htmlFor="licence_no" className="block text-sm">
            {t("settings.lawyer.licence_no")}
          </label>
          <input
            id="licence_no"
            name="licence_no"
            inputMode="numeric"
            maxLength={17}
            defaultValue={draft.licence_no}
            key={draft.licence_no}
            className={FIELD_CLASS}
          />
          <FieldErrors errors={errorsOf("licence_no")} />
          <label htmlFor="licence_photo" className="mt-3 block text-sm">
            {t("settings.lawyer.licence_photo")}
          </label>
          <input
            id="licence_photo"
            name="licence_photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="mt-1 block text-sm"
          />
          <p className="mt-1 text-xs text-muted">
            {data.hasLicencePhoto
              ? t("settings.lawyer.licence_photo_kept")
              : t("settings.lawyer.licence_photo_private")}
          </p>
          <FieldErrors errors={errorsOf("licence_photo")} />
        </fieldset>
        <SubmitButton>{t("settings.lawyer.submit")}</SubmitButton>
      </Form>
    </div>
  );
}

function StateNotice({ state, reason }: { state: string; reason: string }) {
  const { t } = useTranslation();
  const tone = state === "verified" ? "success" : state === "rejected" || state === "revoked" ? "warning" : "info";
  return (
    <Notice tone={tone}>
      <span data-testid="lawyer-state">{t(`settings.lawyer.state.${state}`)}</span>
      {reason ? <span className="mt-1 block text-sm">{t("settings.lawyer.reason", { reason })}</span> : null}
    </Notice>
  );
}

const FIELD_CLASS = "mt-1 block w-full rounded border border-line bg-surface px-3 py-2";

/** One level of the region path: its list, named by the level, with the choice kept. */
function RegionSelect({
  level,
  value,
  regions,
  onChange,
}: {
  level: "province" | "city" | "district";
  value: string;
  regions: readonly { code: string; name: string }[];
  onChange?: () => void;
}) {
  const { t } = useTranslation();
  const label = t(`settings.lawyer.${level}`);
  return (
    <label className="text-sm">
      <span className="sr-only">{label}</span>
      <select name={level} defaultValue={value} className={FIELD_CLASS} aria-label={label} onChange={onChange}>
        <option value="">{label}</option>
        {regions.map((region) => (
          <option key={region.code} value={region.code}>
            {region.name}
          </option>
        ))}
      </select>
    </label>
  );
}
