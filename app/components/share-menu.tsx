// The share panel of a question or an answer (SPEC §9: QR code of 240 pixels): the link to copy and its QR code. It
// needs no script: the link is selectable text and the QR code an image the Worker draws. The code is the background
// of an open panel, not an <img>: browsers without scripting load every <img> at once (lazy loading is off for them),
// which fetched a code for every post on the page; a background is fetched only when its rule applies, once the panel
// opens. With JavaScript, opening it loads the copy button, whose first copy by a member earns First Share
// (REFERENCE.md).
import { lazy, startTransition, Suspense, useState, type CSSProperties } from "react";
import { useTranslation } from "~/components/translation";
import type { ShareTarget } from "./copy-button";
import { paths } from "~/lib/paths";

const ShareCopy = lazy(() => import("./copy-button").then((module) => ({ default: module.ShareCopy })));

export function ShareMenu({ url, objectType, objectId, loggedIn }: ShareTarget) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    // a transition: opening the panel while the page still hydrates must not interrupt it (React #421)
    <details
      className="group relative inline-block"
      onToggle={(event) => startTransition(() => setOpen(event.currentTarget.open))}
    >
      <summary className="cursor-pointer list-none text-muted hover:text-fg">{t("share.action")}</summary>
      <div className="absolute z-10 mt-1 w-72 rounded border border-line bg-surface p-3 text-sm shadow">
        {/* plain text to select or long-press, not a field: hydrating an <input> in each closed panel made the
            browser lay the page out again once per panel */}
        <p>{t("share.link")}</p>
        <a href={url} className="my-2 block select-all break-all rounded border border-line px-2 py-1 text-xs">
          {url}
        </a>
        {open ? (
          <Suspense fallback={null}>
            <ShareCopy url={url} objectType={objectType} objectId={objectId} loggedIn={loggedIn} />
          </Suspense>
        ) : null}
        <span
          role="img"
          aria-label={t("share.qr_alt")}
          className="block size-60 bg-contain bg-no-repeat group-open:bg-(image:--qr)"
          // paths.shareQr percent-encodes the path: nothing in it can end the CSS string
          style={{ "--qr": `url("${paths.shareQr(new URL(url).pathname)}")` } as CSSProperties}
        />
      </div>
    </details>
  );
}
