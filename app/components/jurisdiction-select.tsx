// Where a question's matter lies, chosen in one select: each province as a group of its cities, with the
// whole province first, so that it works without JavaScript. The hidden field says the form showed the choice, so
// that setting it back to none clears it.
import { FieldErrors } from "~/components/form";
import { useTranslation } from "~/components/translation";
import type { Region } from "~/lib/views/lawyers";

export function JurisdictionSelect({
  regions,
  value,
  required,
  errors,
}: {
  regions: Region[];
  value: string;
  required: boolean;
  errors?: string[];
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-4">
      <input type="hidden" name="jurisdiction" value="1" />
      <label htmlFor="question-region" className="block text-sm font-medium">
        {t("question.region.label")}
      </label>
      <select
        id="question-region"
        name="region"
        defaultValue={value}
        aria-describedby="question-region-help"
        aria-invalid={errors?.length ? true : undefined}
        className="mt-1 block w-full rounded border border-line bg-surface px-3 py-2"
      >
        <option value="">{required ? t("question.region.choose") : t("question.region.none")}</option>
        {regions.map((province) => (
          <optgroup key={province.code} label={province.name}>
            {province.children.length > 1 ? (
              <option value={province.code}>{t("question.region.whole", { name: province.name })}</option>
            ) : null}
            {province.children.map((city) => (
              <option key={city.code} value={city.code}>
                {city.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p id="question-region-help" className="mt-1 text-xs text-muted">
        {t("question.region.help")}
      </p>
      <FieldErrors errors={errors} />
    </div>
  );
}
