// The links that open an on-demand panel (app/lib/paths.ts, app/components/on-demand-panel.tsx): the page itself with
// `open=<panel id>`, scrolled to the panel.
import { describe, expect, it } from "vitest";
import { openPanelOf, paths } from "~/lib/paths";

const page = "/answer/menu/questions/D7pt";

describe("on-demand panel links", () => {
  it("open the panel on the page itself, keeping the page's other query parameters", () => {
    expect(paths.panel({ pathname: page, search: "" }, "report-answer-12")).toBe(
      `${page}?open=report-answer-12#report-answer-12`,
    );
    expect(paths.panel({ pathname: page, search: "?order=votes&page=2" }, "comment-form-answer-12-panel")).toBe(
      `${page}?order=votes&page=2&open=comment-form-answer-12-panel#comment-form-answer-12-panel`,
    );
  });

  it("replace the panel a page already has open, and never name two", () => {
    const link = paths.panel({ pathname: page, search: "?open=report-answer-12&order=votes" }, "report-answer-13");
    const url = new URL(link, "https://example.com");
    expect(url.pathname).toBe(page);
    expect(url.searchParams.getAll("open")).toEqual(["report-answer-13"]);
    expect(url.searchParams.get("order")).toBe("votes");
    expect(url.hash).toBe("#report-answer-13");
  });

  it("name the panel a page's URL opens, and keep the page's other parameters as they were written", () => {
    const here = { pathname: page, search: "?q=%E5%90%88%E5%90%8C+%E8%A7%A3%E9%99%A4&open=share-answer-9" };
    expect(openPanelOf(here)).toBe("share-answer-9");
    expect(openPanelOf({ pathname: page, search: "?order=votes" })).toBeNull();
    expect(openPanelOf({ pathname: page, search: "" })).toBeNull();
    // every panel of one page is linked from the same location: each link still names its own panel
    for (const id of ["report-answer-1", "comment-form-answer-2-panel", "react-question-3"]) {
      const url = new URL(paths.panel(here, id), "https://example.com");
      expect(url.searchParams.get("q")).toBe("合同 解除");
      expect(url.searchParams.getAll("open")).toEqual([id]);
      expect(url.hash).toBe(`#${id}`);
    }
  });
});
