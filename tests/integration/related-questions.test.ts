// The related card of a question page (SPEC §2: 5 items): questions sharing its tags, those whose titles share more of
// its words first; never the question itself, nor deleted or unlisted questions, nor questions without a shared tag.
import { describe, expect, it } from "vitest";
import { api, askQuestion, createTags, createUser, getPage, withoutScripts } from "../helpers";

const content = "上个月提出离职，交接完毕后公司以各种理由拒绝发放最后一个月的工资，应该如何维权？";

describe("the related card", () => {
  it("ranks questions with shared tags by the words their titles share", async () => {
    const tag = `关联${Date.now().toString(36)}`;
    const other = `${tag}-其他`;
    await createTags(tag, other);
    const asker = await createUser();
    const ask = async (title: string, tags: string[]) => {
      const asked = await askQuestion(asker.token, { title, content, tags: tags.map((slug_name) => ({ slug_name })) });
      expect(asked.status, title).toBe(200);
      return asked.body.data.id;
    };
    const main = await ask("劳动合同解除后的经济补偿怎么计算", [tag]);
    await ask("房屋买卖合同纠纷应该去哪里起诉", [tag]);
    await ask("经济补偿金的计算标准和劳动合同有关吗", [tag]);
    await ask("劳动合同解除后的经济补偿怎么计算才对", [other]);
    const deleted = await ask("劳动合同解除后的经济补偿计算问题", [tag]);
    expect((await api("question", { method: "DELETE", token: asker.token, body: { id: deleted } })).status).toBe(200);

    const html = withoutScripts(await (await getPage(`/answer/menu/questions/${main}`)).text());
    const card = html.slice(html.indexOf("相关话题"));
    const titles = [...card.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1]!).slice(0, 5);
    expect(titles.slice(0, 2)).toEqual(["经济补偿金的计算标准和劳动合同有关吗", "房屋买卖合同纠纷应该去哪里起诉"]);
    expect(card).not.toContain("劳动合同解除后的经济补偿计算问题");
    expect(card).not.toContain("劳动合同解除后的经济补偿怎么计算才对");
  });
});
