// One back office settings group per page (/answer/admin/{general, login, smtp, ...}), with SPEC §5 messages.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import {
  findSettingsSection,
  formToSettings,
  readSetting,
  type SettingsField,
} from "~/components/admin/settings-fields";
import { FieldErrors, Notice, SubmitButton } from "~/components/form";
import { PRIVILEGE_KEYS, requiredRank } from "~/lib/privileges";
import { AppError } from "~/server/errors.server";
import { guardPage, throwPageError } from "~/server/remix.server";
import { getSettingsGroup, updateSettingsGroup } from "~/server/services/settings.server";

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

function sectionOf(group: string | undefined) {
  const section = findSettingsSection(group ?? "");
  if (!section) throw new Response(null, { status: 404 });
  return section;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const section = sectionOf(params.group);
  const values = await guardPage(request, () => getSettingsGroup(context.app, section.group));
  return { path: section.path, values: values as Record<string, unknown> };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const section = sectionOf(params.group);
  const input = formToSettings(section, await request.formData());
  try {
    const values = await updateSettingsGroup(context.app, section.group, input);
    return { saved: true, errors: {} as Record<string, string>, values };
  } catch (error) {
    // invalid values are shown on the form; anything else (no longer an administrator, ...) is a redirect or error page
    if (!(error instanceof AppError) || error.status !== 400) return throwPageError(error, request);
    const errors: Record<string, string> = {};
    for (const field of error.options.fields ?? [{ error_field: "", error_msg: error.reason }])
      errors[field.error_field] ??= field.error_msg;
    return data({ saved: false, errors, values: input }, { status: error.status });
  }
}

export default function AdminSettings() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const section = findSettingsSection(loaded.path)!;
  const values = (result?.values ?? loaded.values) as Record<string, unknown>;
  const errors = result?.errors ?? {};
  return (
    <div className="max-w-2xl">
      <h1 className="mb-4 text-xl font-semibold">{t(`admin.nav.${section.path}`)}</h1>
      {result?.saved ? <Notice tone="success">{t("common.updated")}</Notice> : null}
      <FieldErrors errors={errors[""] ? [errors[""]] : undefined} />
      <Form method="post" key={loaded.path} noValidate>
        {section.fields.map((field) => (
          <SettingsInput
            key={field.name}
            field={field}
            value={readSetting(values, field.name)}
            error={errors[field.name]}
            label={t(`admin.settings.${section.group}.${field.name}`)}
          />
        ))}
        {section.group === "privileges" ? <CustomPrivileges values={values} errors={errors} /> : null}
        <SubmitButton>{t("common.save")}</SubmitButton>
      </Form>
    </div>
  );
}

function SettingsInput({
  field,
  value,
  error,
  label,
}: {
  field: SettingsField;
  value: unknown;
  error?: string;
  label: string;
}) {
  const { t } = useTranslation();
  const id = `setting-${field.name}`;
  const className = "mt-1 block w-full rounded border border-line bg-surface px-3 py-2";
  const describedBy = error ? `${id}-error` : undefined;
  let input;
  switch (field.type) {
    case "bool":
      return (
        <div className="mb-4">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              id={id}
              name={field.name}
              defaultChecked={value === true}
              aria-describedby={describedBy}
            />
            <span>{label}</span>
          </label>
          <FieldErrors id={describedBy} errors={error ? [error] : undefined} />
        </div>
      );
    case "select":
      input = (
        <select
          id={id}
          name={field.name}
          defaultValue={String(value ?? "")}
          className={className}
          aria-describedby={describedBy}
        >
          {field.options.map((option) => (
            <option key={option} value={option}>
              {t(`admin.settings.option.${option}`, { defaultValue: String(option) })}
            </option>
          ))}
        </select>
      );
      break;
    case "text-format":
      input = (
        <textarea
          id={id}
          name={field.name}
          rows={6}
          defaultValue={typeof value === "string" ? value : field.format(value as never)}
          className={`${className} font-mono text-sm`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
      );
      break;
    case "textarea":
    case "list":
      input = (
        <textarea
          id={id}
          name={field.name}
          rows={field.type === "list" ? 3 : 6}
          defaultValue={
            Array.isArray(value)
              ? value.join(field.type === "list" && field.separator === "comma" ? ", " : "\n")
              : String(value ?? "")
          }
          className={`${className} font-mono text-sm`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
      );
      break;
    default:
      input = (
        <input
          id={id}
          name={field.name}
          type={field.type}
          defaultValue={typeof value === "number" && Number.isNaN(value) ? "" : String(value ?? "")}
          className={className}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          autoComplete={field.type === "password" ? "new-password" : undefined}
        />
      );
  }
  return (
    <div className="mb-4">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {input}
      <FieldErrors id={describedBy} errors={error ? [error] : undefined} />
    </div>
  );
}

/** Custom privilege ranks; editable only when the level is custom (SPEC §5). */
function CustomPrivileges({ values, errors }: { values: Record<string, unknown>; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const level = Number(values.level);
  const custom = (values.custom_privileges as { key: string; value: number }[] | undefined) ?? [];
  const settings = { level, custom_privileges: custom };
  return (
    <fieldset className="mb-4">
      <legend className="mb-2 text-sm font-medium">{t("admin.settings.privileges.custom")}</legend>
      {PRIVILEGE_KEYS.map((key, index) => {
        const error = errors[`custom_privileges.${index}.value`];
        return (
          <div key={key} className="mb-2 flex items-center gap-2 text-sm">
            <label htmlFor={`custom-${key}`} className="w-64">
              {t(`admin.privileges.label.${key}`)}
            </label>
            <input
              id={`custom-${key}`}
              name={`custom.${key}`}
              defaultValue={requiredRank(key, { ...settings, level: level === 99 ? 99 : level })}
              readOnly={level !== 99}
              className="w-28 rounded border border-line bg-surface px-2 py-1 read-only:opacity-60"
              aria-invalid={error ? true : undefined}
            />
            {error ? <span className="text-danger">{t(error)}</span> : null}
          </div>
        );
      })}
    </fieldset>
  );
}
