// JavaScript and CSS a reader downloads for a page, gzip: every script the HTML loads (<script src>, module
// preloads, and the modules its inline module scripts import, such as Remix's manifest) and every stylesheet, each
// fetched once and gzipped here (node:zlib, default level), whatever encoding the local server used.
import { gzipSync } from "node:zlib";

export type PageAssets = { html: number; js: number; css: number; jsFiles: number; cssFiles: number };

/** The attributes of every `<tag …>` in the HTML (names lowercased). */
function tags(html: string, tag: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const [, attributes] of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))) {
    const attrs: Record<string, string> = {};
    for (const [, name, , double, single, bare] of attributes!.matchAll(
      /([\w:-]+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
    )) {
      attrs[name!.toLowerCase()] = double ?? single ?? bare ?? "";
    }
    found.push(attrs);
  }
  return found;
}

/** The URLs of the JavaScript and CSS the page's HTML makes the browser load. */
export function assetUrls(html: string, pageUrl: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const resolve = (href: string) => new URL(href.replace(/&amp;/g, "&"), pageUrl).href;
  for (const script of tags(html, "script")) if (script.src) js.add(resolve(script.src));
  for (const link of tags(html, "link")) {
    const rel = (link.rel ?? "").toLowerCase().split(/\s+/);
    if (!link.href) continue;
    if (rel.includes("modulepreload")) js.add(resolve(link.href));
    if (rel.includes("stylesheet")) css.add(resolve(link.href));
  }
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const [, specifier] of body!.matchAll(/\bimport\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+)["']/g)) {
      if (/^(\/|\.|https?:)/.test(specifier!)) js.add(resolve(specifier!));
    }
  }
  return { js: [...js], css: [...css] };
}

async function gzipBytes(url: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return gzipSync(Buffer.from(await response.arrayBuffer())).length;
}

export async function measurePageAssets(pageUrl: string): Promise<PageAssets> {
  const response = await fetch(pageUrl);
  if (!response.ok) throw new Error(`${pageUrl} answered ${response.status}`);
  const html = await response.text();
  const { js, css } = assetUrls(html, pageUrl);
  const sum = async (urls: string[]) => (await Promise.all(urls.map(gzipBytes))).reduce((a, b) => a + b, 0);
  return {
    html: gzipSync(Buffer.from(html)).length,
    js: await sum(js),
    css: await sum(css),
    jsFiles: js.length,
    cssFiles: css.length,
  };
}
