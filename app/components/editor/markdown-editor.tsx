// The markdown editor (SPEC §2, §4): the server renders a plain textarea that submits without JavaScript; once the
// page is interactive a toolbar and a live preview appear around the same textarea. The preview's libraries (marked
// and DOMPurify) load only when the preview is first shown.
import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "~/components/translation";
import { FieldErrors } from "../form";
import { EditorDialog, type DialogKind, type DialogResult } from "./editor-dialogs";
import { uploadFile, type UploadRules } from "./upload-client";
import { useHydrated } from "./use-hydrated";
import {
  imageMarkdown,
  insertBlock,
  insertCode,
  insertText,
  linkMarkdown,
  prefixLines,
  tableMarkdown,
  wrap,
  type Selection,
} from "~/lib/markdown-edits";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the editor takes a field of any form
type AnyField = FieldMetadata<any, any, string[]>;

const PREVIEW_DEBOUNCE_MS = 1000;

const TOOLS = [
  "heading",
  "bold",
  "italic",
  "code",
  "link",
  "quote",
  "unordered_list",
  "ordered_list",
  "table",
  "image",
  "attachment",
  "hr",
] as const;
type ToolKey = (typeof TOOLS)[number];

const textareaClass =
  "block w-full rounded border border-line bg-surface px-3 py-2 font-mono text-sm text-fg aria-[invalid]:border-danger read-only:opacity-70";

async function renderPreview(markdown: string): Promise<string> {
  const [{ marked }, { default: DOMPurify }] = await Promise.all([import("marked"), import("dompurify")]);
  const html = marked.parse(markdown, { gfm: true, breaks: true, async: false }) as string;
  return DOMPurify.sanitize(html, { FORBID_TAGS: ["style", "form", "iframe"], FORBID_ATTR: ["style"] });
}

export function MarkdownEditor({
  meta,
  label,
  rows = 12,
  uploadRules,
  labelHidden = false,
}: {
  meta: AnyField;
  label: string;
  rows?: number;
  uploadRules?: UploadRules;
  labelHidden?: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [showPreview, setShowPreview] = useState(false);
  const [previewHtml, setPreviewHtml] = useState("");
  const [text, setText] = useState(String(meta.initialValue ?? ""));

  const current = (): Selection => {
    const el = ref.current!;
    return { value: el.value, start: el.selectionStart, end: el.selectionEnd };
  };

  /** Writes an edit into the textarea the way typing would, so the form (conform, drafts) sees it. */
  const apply = (edit: Selection) => {
    const el = ref.current!;
    el.value = edit.value;
    el.focus();
    el.setSelectionRange(edit.start, edit.end);
    el.dispatchEvent(new Event("input", { bubbles: true }));
    setText(edit.value);
  };

  // the preview follows the text, a second after typing stops
  useEffect(() => {
    if (!showPreview) return;
    const timer = setTimeout(() => {
      void renderPreview(text).then(setPreviewHtml);
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [showPreview, text]);

  /** Upload with a placeholder: the editor is read-only meanwhile; the placeholder becomes the file or goes away. */
  const upload = async (file: File, kind: "post" | "post_attachment", alt: string) => {
    const placeholder = `![${t("editor.uploading")}](uploading-${crypto.randomUUID().slice(0, 8)})`;
    apply(insertText(current(), placeholder));
    setUploading(true);
    setUploadError(null);
    const replace = (replacement: string) => {
      const el = ref.current!;
      const at = el.value.indexOf(placeholder);
      if (at === -1) return;
      apply({
        value: el.value.slice(0, at) + replacement + el.value.slice(at + placeholder.length),
        start: at + replacement.length,
        end: at + replacement.length,
      });
    };
    try {
      const url = await uploadFile(file, kind);
      const isImage = file.type.startsWith("image/") && kind === "post";
      replace(isImage ? imageMarkdown(url, alt || file.name.replace(/\.[^.]+$/, "")) : linkMarkdown(url, file.name));
    } catch (error) {
      replace("");
      setUploadError(error instanceof Error ? error.message : t("editor.upload_failed"));
    } finally {
      setUploading(false);
    }
  };

  const onDialogDone = (result: DialogResult) => {
    setDialog(null);
    switch (result.kind) {
      case "link":
        apply(
          insertText(
            current(),
            linkMarkdown(result.url, result.text || current().value.slice(current().start, current().end)),
          ),
        );
        break;
      case "image-url":
        apply(insertText(current(), imageMarkdown(result.url, result.alt)));
        break;
      case "image-file":
        void upload(result.file, "post", result.alt);
        break;
      case "attachment":
        void upload(result.file, "post_attachment", "");
        break;
      case "code": {
        const inserted = insertCode(current(), result.code, result.language);
        if (inserted.ok) apply(inserted.edit);
        break;
      }
    }
  };

  /** What each toolbar button does (looked up by key when clicked, so nothing reads the textarea during render). */
  const runTool = (key: ToolKey) => {
    const list = (prefix: (index: number) => string) => apply(prefixLines(current(), prefix, t("editor.list_item")));
    switch (key) {
      case "heading":
        return apply(prefixLines(current(), () => "## ", t("editor.heading")));
      case "bold":
        return apply(wrap(current(), "**", t("editor.bold")));
      case "italic":
        return apply(wrap(current(), "*", t("editor.italic")));
      case "quote":
        return apply(prefixLines(current(), () => "> ", t("editor.quote")));
      case "unordered_list":
        return list(() => "- ");
      case "ordered_list":
        return list((i) => `${i + 1}. `);
      case "table":
        return apply(insertBlock(current(), tableMarkdown(t("editor.column", { n: 1 }), t("editor.column", { n: 2 }))));
      case "hr":
        return apply(insertBlock(current(), "---"));
      case "code":
      case "link":
      case "image":
      case "attachment":
        return setDialog(key);
    }
  };
  const tools = TOOLS.filter((key) => key !== "attachment" || Boolean(uploadRules?.attachmentExtensions.length));

  const props = getTextareaProps(meta);
  return (
    <div className="mb-4">
      <label htmlFor={meta.id} className={labelHidden ? "sr-only" : "block text-sm font-medium"}>
        {label}
      </label>
      {hydrated ? (
        <div
          role="toolbar"
          aria-label={t("editor.toolbar")}
          className="mt-1 flex flex-wrap gap-1 rounded-t border border-b-0 border-line bg-page p-1"
        >
          {tools.map((key) => (
            <button
              key={key}
              type="button"
              // keep the focus (and the selection) in the text: a toolbar click is not leaving a field
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => runTool(key)}
              disabled={uploading}
              className="rounded px-2 py-0.5 text-xs text-muted hover:bg-surface hover:text-fg disabled:opacity-50"
            >
              {t(`editor.${key}`)}
            </button>
          ))}
          <button
            type="button"
            onClick={() => setShowPreview((shown) => !shown)}
            aria-pressed={showPreview}
            className="ml-auto rounded px-2 py-0.5 text-xs text-muted hover:bg-surface hover:text-fg"
          >
            {t("editor.preview")}
          </button>
        </div>
      ) : null}
      <textarea
        {...props}
        ref={ref}
        rows={rows}
        readOnly={uploading}
        aria-busy={uploading}
        onInput={(event) => setText(event.currentTarget.value)}
        className={`${textareaClass} ${hydrated ? "rounded-t-none" : "mt-1"}`}
      />
      {uploading ? (
        <p className="mt-1 text-xs text-muted" role="status">
          {t("editor.uploading")}
        </p>
      ) : null}
      {uploadError ? (
        <p className="mt-1 text-sm text-danger" role="alert">
          {uploadError}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
      {showPreview ? (
        <div className="mt-2 rounded border border-dashed border-line p-3">
          <p className="mb-2 text-xs text-muted">{t("editor.preview")}</p>
          <div className="post-body" data-testid="editor-preview" dangerouslySetInnerHTML={{ __html: previewHtml }} />
        </div>
      ) : null}
      {/* a portal: the dialog has a form of its own, which may not sit inside the page's form */}
      {dialog
        ? createPortal(
            <EditorDialog kind={dialog} rules={uploadRules} onDone={onDialogDone} onCancel={() => setDialog(null)} />,
            document.body,
          )
        : null}
    </div>
  );
}
