// The frame of every page: header, side navigation, content, footer.
import { Outlet, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SideNav } from "~/components/side-nav";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import type { LayoutData } from "~/lib/views/layout";

function Frame({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<LayoutData>("root");
  if (!data) return <>{children}</>;
  return (
    <>
      <SiteHeader data={data} />
      {data.custom.header ? <div dangerouslySetInnerHTML={{ __html: data.custom.header }} /> : null}
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 md:flex-row">
        <aside className="shrink-0 overflow-x-auto md:w-44">
          <SideNav data={data} />
          {data.custom.sidebar ? (
            <div className="mt-4" dangerouslySetInnerHTML={{ __html: data.custom.sidebar }} />
          ) : null}
        </aside>
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
      <SiteFooter data={data} />
    </>
  );
}

export default function SiteLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary() {
  return (
    <Frame>
      <GeneralErrorBoundary />
    </Frame>
  );
}
