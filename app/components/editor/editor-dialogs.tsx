// The editor's dialogs: link, image (upload or URL), attachment and code, with SPEC §5's messages.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "~/components/translation";
import type { UploadRules } from "./upload-client";

export type DialogKind = "link" | "image" | "attachment" | "code";
export type DialogResult =
  | { kind: "link"; url: string; text: string }
  | { kind: "image-url"; url: string; alt: string }
  | { kind: "image-file"; file: File; alt: string }
  | { kind: "attachment"; file: File }
  | { kind: "code"; code: string; language: string };

const MB = 1024 * 1024;
const inputClass = "mt-1 block w-full rounded border border-line bg-surface px-2 py-1 text-fg";

function extensionOf(name: string) {
  return /\.([a-z0-9]{1,10})$/i.exec(name)?.[1]?.toLowerCase() ?? "";
}

/** The checks the server makes too, done first so the member hears at once (SPEC §5 messages). */
function checkFile(file: File, kind: "image" | "attachment", rules: UploadRules | undefined): string | null {
  const images = rules?.imageExtensions ?? ["jpg", "jpeg", "png", "gif", "webp"];
  const attachments = rules?.attachmentExtensions ?? [];
  const extension = extensionOf(file.name);
  const isImage = images.includes(extension);
  if (kind === "image" && !isImage) return "type";
  if (kind === "attachment" && !isImage && !attachments.includes(extension)) return "type";
  const limit = isImage ? (rules?.maxImageMb ?? 4) : (rules?.maxAttachmentMb ?? 8);
  if (file.size > limit * MB) return isImage ? "image_size" : "attachment_size";
  return null;
}

export function EditorDialog({
  kind,
  rules,
  onDone,
  onCancel,
}: {
  kind: DialogKind;
  rules?: UploadRules;
  onDone: (result: DialogResult) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState<"upload" | "url">("upload");

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const types = [
    ...(rules?.imageExtensions ?? []),
    ...(kind === "attachment" ? (rules?.attachmentExtensions ?? []) : []),
  ];
  const fileError = (problem: string) =>
    problem === "type"
      ? t("upload.type_unsupported", { types: types.join(", ") })
      : problem === "image_size"
        ? t("upload.image_too_large", { size: rules?.maxImageMb ?? 4 })
        : t("upload.attachment_too_large", { size: rules?.maxAttachmentMb ?? 8 });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    if (kind === "link") {
      if (!text("url").trim()) return setError(t("editor.link_required"));
      return onDone({ kind: "link", url: text("url"), text: text("text") });
    }
    if (kind === "code") {
      if (!text("code").trim()) return setError(t("editor.code_empty"));
      return onDone({ kind: "code", code: text("code"), language: text("language") });
    }
    if (kind === "image" && tab === "url") {
      if (!text("url").trim()) return setError(t("upload.url_empty"));
      return onDone({ kind: "image-url", url: text("url"), alt: text("alt") });
    }
    const file = data.get("file");
    if (!(file instanceof File) || file.size === 0) return setError(t("upload.file_required"));
    const problem = checkFile(file, kind === "image" ? "image" : "attachment", rules);
    if (problem) return setError(fileError(problem));
    return kind === "image"
      ? onDone({ kind: "image-file", file, alt: text("alt") })
      : onDone({ kind: "attachment", file });
  };

  const field = (name: string, label: string, children?: ReactNode) => (
    <label className="mb-2 block text-sm">
      {label}
      {children ?? <input name={name} className={inputClass} />}
    </label>
  );

  return (
    <dialog
      ref={ref}
      onCancel={onCancel}
      className="w-full max-w-md rounded border border-line bg-surface p-4 text-fg backdrop:bg-black/40"
    >
      <form onSubmit={submit} noValidate>
        <h2 className="mb-3 font-semibold">{t(`editor.dialog.${kind}`)}</h2>
        {kind === "image" ? (
          <div className="mb-3 flex gap-2 text-sm" role="tablist">
            {(["upload", "url"] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={tab === name}
                onClick={() => setTab(name)}
                className={`rounded px-2 py-0.5 ${tab === name ? "bg-primary text-primary-fg" : "text-muted"}`}
              >
                {t(`editor.image_tab.${name}`)}
              </button>
            ))}
          </div>
        ) : null}
        {kind === "link" ? (
          <>
            {field("url", t("editor.link_url"))}
            {field("text", t("editor.link_text"))}
          </>
        ) : null}
        {kind === "code" ? (
          <>
            {field("language", t("editor.code_language"))}
            {field(
              "code",
              t("editor.code_content"),
              <textarea name="code" rows={8} className={`${inputClass} font-mono`} />,
            )}
          </>
        ) : null}
        {kind === "image" && tab === "url" ? field("url", t("editor.image_url")) : null}
        {(kind === "image" && tab === "upload") || kind === "attachment"
          ? field(
              "file",
              t("editor.choose_file"),
              <input
                name="file"
                type="file"
                className={inputClass}
                accept={kind === "image" ? (rules?.imageExtensions ?? []).map((ext) => `.${ext}`).join(",") : undefined}
              />,
            )
          : null}
        {kind === "image" ? field("alt", t("editor.image_alt")) : null}
        {kind === "image" || kind === "attachment" ? (
          <p className="mb-2 text-xs text-muted">
            {t("upload.toolbar_limit", {
              size: kind === "image" ? (rules?.maxImageMb ?? 4) : (rules?.maxAttachmentMb ?? 20),
            })}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="mb-2 text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onCancel} className="rounded border border-line px-3 py-1 text-sm">
            {t("common.cancel")}
          </button>
          <button type="submit" className="rounded bg-primary px-3 py-1 text-sm text-primary-fg">
            {t("editor.insert")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
