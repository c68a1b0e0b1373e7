import { useContext } from "react";
import { useNonce } from "./nonce";
import { paths } from "~/lib/paths";
import { jsonLdText, StructuredDataContext } from "~/lib/seo";

/**
 * The last elements of every document's head, which only the server renders: the web app manifest, the theme colour
 * and the page's structured data (app/load-context.ts). React leaves the trailing nodes of <head> it did not render
 * alone when it hydrates, so the browser's build carries none of this (its page weight is budgeted).
 */
export const HeadExtras = import.meta.env.SSR ? ServerHeadExtras : () => null;

function ServerHeadExtras({ themeColor }: { themeColor: string | undefined }) {
  const structuredData = useContext(StructuredDataContext);
  const nonce = useNonce();
  return (
    <>
      <link rel="manifest" href={paths.manifest()} />
      {themeColor ? <meta name="theme-color" content={themeColor} /> : null}
      {structuredData?.map((document, index) => (
        <script
          key={index}
          type="application/ld+json"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: jsonLdText(document) }}
        />
      ))}
    </>
  );
}
