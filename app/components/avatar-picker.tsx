// The avatar choice of the profile settings form: the system default, Gravatar, or an uploaded image. Without
// JavaScript the image goes with the form (multipart); with it, the browser crops it square, scales it to twice the
// largest size shown and uploads it at once, so the form only carries its path.
import { useRef, useState } from "react";
import { useTranslation } from "~/components/translation";
import { Avatar } from "./avatar";
import { FieldErrors } from "./form";
import { uploadFile } from "./editor/upload-client";
import { AVATAR_SIZES, AVATAR_TYPES, type AvatarType } from "~/lib/avatars";

/** The image cropped to its centre square and scaled to `side` pixels, as WebP where the browser writes it. */
async function squareImage(file: File, side: number): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const crop = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  canvas
    .getContext("2d")!
    .drawImage(bitmap, (bitmap.width - crop) / 2, (bitmap.height - crop) / 2, crop, crop, 0, 0, side, side);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", 0.9));
  if (!blob) throw new Error("canvas");
  const extension = blob.type === "image/webp" ? "webp" : "png";
  return new File([blob], `avatar.${extension}`, { type: blob.type });
}

export function AvatarPicker({
  type,
  custom,
  currentUrl,
  name,
  disabled,
  errors,
}: {
  type: AvatarType | "";
  custom: string;
  /** the avatar as pages show it now */
  currentUrl: string;
  name: string;
  disabled: boolean;
  errors?: string[];
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<AvatarType>(type || "default");
  const [path, setPath] = useState(custom);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  async function upload(file: File) {
    setBusy(true);
    setUploadError(null);
    try {
      setPath(await uploadFile(await squareImage(file, AVATAR_SIZES.large * 2), "avatar"));
      setChoice("custom");
      // it is uploaded: the form sends its path, not the file again
      if (fileInput.current) fileInput.current.value = "";
    } catch (error) {
      setUploadError(
        error instanceof Error && error.message !== "canvas" ? error.message : t("profile.avatar.invalid"),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="mb-4" disabled={disabled} aria-describedby="avatar-errors">
      <legend className="block text-sm font-medium">{t("settings.profile.avatar")}</legend>
      <div className="mt-2 flex items-center gap-4">
        <Avatar url={choice === "custom" && path ? path : currentUrl} name={name} size={AVATAR_SIZES.large} />
        <div className="space-y-1 text-sm">
          {AVATAR_TYPES.map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="avatar_type"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              {t(`settings.profile.avatar_types.${value}`)}
            </label>
          ))}
        </div>
      </div>
      <input type="hidden" name="avatar_custom" value={path} />
      <label className="mt-2 block text-sm">
        <span className="text-muted">{t("settings.profile.avatar_upload")}</span>
        <input
          ref={fileInput}
          type="file"
          name="avatar_file"
          accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
          className="mt-1 block text-sm"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </label>
      <FieldErrors id="avatar-errors" errors={uploadError ? [uploadError, ...(errors ?? [])] : errors} />
    </fieldset>
  );
}
