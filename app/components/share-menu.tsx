// The share panel of a question or an answer (SPEC §9: QR code of 240 pixels): the link to copy and its QR code. It is
// an on-demand panel (app/components/on-demand-panel.tsx): closed, it is one link, and a page has one per post, so
// its contents are rendered only once it is asked for (issue #4). It needs no script: the link is selectable text and
// the QR code an image the Worker draws, the background of the open panel rather than an <img> (browsers without
// scripting load every <img> at once). With JavaScript the panel opens in place and loads the copy button, whose first
// copy by a member earns First Share (REFERENCE.md).
import { lazy, Suspense, type CSSProperties } from "react";
import { useTranslation } from "~/components/translation";
import type { ShareTarget } from "./copy-button";
import { OnDemandPanel } from "./on-demand-panel";
import { useHydrated } from "./editor/use-hydrated";
import { paths } from "~/lib/paths";

const ShareCopy = lazy(() => import("./copy-button").then((module) => ({ default: module.ShareCopy })));

function SharePanel(target: ShareTarget) {
  const { t } = useTranslation();
  // the copy button needs JavaScript: it appears once the page is live in the browser
  const live = useHydrated();
  return (
    <div className="absolute z-10 mt-1 w-72 rounded border border-line bg-surface p-3 text-sm shadow">
      <p>{t("share.link")}</p>
      <a href={target.url} className="my-2 block select-all break-all rounded border border-line px-2 py-1 text-xs">
        {target.url}
      </a>
      {live ? (
        <Suspense fallback={null}>
          <ShareCopy {...target} />
        </Suspense>
      ) : null}
      <span
        role="img"
        aria-label={t("share.qr_alt")}
        className="block size-60 bg-contain bg-no-repeat group-open:bg-(image:--qr)"
        // paths.shareQr percent-encodes the path: nothing in it can end the CSS string
        style={{ "--qr": `url("${paths.shareQr(new URL(target.url).pathname)}")` } as CSSProperties}
      />
    </div>
  );
}

export function ShareMenu(target: ShareTarget) {
  const { t } = useTranslation();
  return (
    <OnDemandPanel
      id={`share-${target.objectType}-${target.objectId}`}
      label={t("share.action")}
      className="group relative inline-block"
      summaryClassName="cursor-pointer list-none text-muted hover:text-fg"
    >
      {() => <SharePanel {...target} />}
    </OnDemandPanel>
  );
}
