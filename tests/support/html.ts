// Reading pages as a reader or a browser without JavaScript would: visible text, links, and what a button submits.

/**
 * What a browser without JavaScript sends when a submit button of a page is pressed: the fields of the button's form
 * (named by its `form` attribute, or the form around it) and the button's own name and value. The button is the
 * first whose aria-label is `label` or whose text starts with it.
 */
export async function buttonSubmission(html: string, label: string): Promise<Record<string, string>> {
  type Button = { form: string | null; name: string | null; value: string; ariaLabel: string; text: string };
  const forms = new Map<string, Record<string, string>>();
  const buttons: Button[] = [];
  let openForms: string[] = [];
  let unnamed = 0;
  let current: Button | null = null;
  await new HTMLRewriter()
    .on("form", {
      element(form) {
        const id = form.getAttribute("id") ?? `unnamed-${unnamed++}`;
        forms.set(id, {});
        openForms = [...openForms, id];
        form.onEndTag(() => void (openForms = openForms.slice(0, -1)));
      },
    })
    .on("input", {
      element(input) {
        const form = input.getAttribute("form") ?? openForms.at(-1);
        const name = input.getAttribute("name");
        if (form && name) forms.get(form)![name] = input.getAttribute("value") ?? "";
      },
    })
    .on("button", {
      element(element) {
        const button: Button = {
          form: element.getAttribute("form") ?? openForms.at(-1) ?? null,
          name: element.getAttribute("name"),
          value: element.getAttribute("value") ?? "",
          ariaLabel: element.getAttribute("aria-label") ?? "",
          text: "",
        };
        buttons.push(button);
        current = button;
        element.onEndTag(() => void (current = null));
      },
      text(chunk) {
        if (current) current.text += chunk.text;
      },
    })
    .transform(new Response(html))
    .text();
  const button = buttons.find((candidate) => candidate.ariaLabel === label || candidate.text.trim().startsWith(label));
  if (!button) throw new Error(`no button "${label}" on the page`);
  const fields = button.form ? forms.get(button.form) : undefined;
  if (!fields) throw new Error(`the button "${label}" belongs to no form`);
  return { ...fields, ...(button.name ? { [button.name]: button.value } : {}) };
}

/**
 * The markup without its scripts, for assertions on tags a reader sees. Scripts go even though pages no longer embed
 * translations: the route data is JSON in a script and may repeat any text of the page.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, "");
}

/** The text a reader sees on a page: no scripts, no tags, whitespace collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Where the page's links reading exactly `text` lead, as a browser requests them (entities decoded, no fragment). */
export function linkTargets(html: string, text: string): string[] {
  return [...withoutScripts(html).matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([^<]*)<\/a>/g)]
    .filter((match) => match[2]!.trim() === text)
    .map((match) => match[1]!.replaceAll("&amp;", "&").split("#")[0]!);
}
