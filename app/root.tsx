import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { messagePartsOf } from "./lib/message-parts";
import { GeneralErrorBoundary } from "./components/error-boundary";
import { useNonce } from "./components/nonce";
import { useChangeLanguage } from "./components/translation";
import { markHydrated } from "./components/relative-time";
import { useLinkNavigation } from "./components/navigation";
import { layoutData } from "./server/services/layout.server";
import { HeadExtras } from "./components/head-extras";
import styles from "./styles/app.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ context }: LoaderFunctionArgs) {
  return layoutData(context.app);
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  // which message parts the page shows, so that the browser loads them before hydrating (entry.client.tsx)
  const messageParts = messagePartsOf(useMatches(), Boolean(data?.user));
  return (
    <html
      lang={data?.locale ?? "zh-CN"}
      data-messages={messageParts.join(" ") || undefined}
      data-color-scheme={data?.theme.colorScheme ?? "system"}
      style={
        data
          ? ({
              "--lw-primary": data.theme.primaryColor,
              "--lw-primary-strong": data.theme.primaryStrong,
            } as React.CSSProperties)
          : undefined
      }
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {data?.site.favicon ? <link rel="icon" href={data.site.favicon} /> : null}
        <Meta />
        <Links />
        {data?.custom.css ? <style nonce={nonce}>{data.custom.css}</style> : null}
        <HeadExtras themeColor={data?.theme.primaryColor} />
      </head>
      <body className="min-h-screen bg-page text-fg antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>("root");
  useChangeLanguage(data?.locale ?? "zh-CN");
  useEffect(markHydrated, []);
  useLinkNavigation();
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
