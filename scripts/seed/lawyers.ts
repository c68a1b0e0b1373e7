// The legal community of the demo: verified lawyers and other verified members in several regions and
// practice fields, and one practising lawyer's profile waiting for verification. Licence numbers are made up but of
// the right shape; no licence photo is stored for the demo (the queue says so).
import { sqlText } from "../lib/local";

type DemoProfile = {
  member: number;
  career: string;
  province: string;
  city: string;
  district: string;
  domains: string[];
  org: string;
  licence: string | null;
  verified: boolean;
};

const PROFILES: DemoProfile[] = [
  {
    member: 0,
    career: "lawyer",
    province: "110000",
    city: "110100",
    district: "110105",
    domains: ["合同", "公司"],
    org: "北京市合众律师事务所",
    licence: "11101201211000101",
    verified: true,
  },
  {
    member: 1,
    career: "in_house",
    province: "330000",
    city: "330100",
    district: "330106",
    domains: ["商标", "著作权", "商业秘密"],
    org: "杭州某互联网公司",
    licence: null,
    verified: true,
  },
  {
    member: 2,
    career: "lawyer",
    province: "310000",
    city: "310100",
    district: "310115",
    domains: ["刑事辩护", "经济犯罪"],
    org: "上海市申正律师事务所",
    licence: "31101201811000202",
    verified: true,
  },
  {
    member: 5,
    career: "lawyer",
    province: "440000",
    city: "440100",
    district: "440106",
    domains: ["婚姻家事", "继承"],
    org: "广东粤秀律师事务所",
    licence: "44101201510000303",
    verified: true,
  },
  {
    member: 6,
    career: "scholar",
    province: "420000",
    city: "420100",
    district: "",
    domains: ["合同", "侵权"],
    org: "某大学法学院",
    licence: null,
    verified: true,
  },
  {
    member: 7,
    career: "lawyer",
    province: "510000",
    city: "510100",
    district: "510107",
    domains: ["劳动", "合同"],
    org: "四川蓉城律师事务所",
    licence: "51101202411000404",
    verified: false,
  },
];

/** The profiles, and the mark of the verified practising lawyers; `userId` maps a demo member's index to their id. */
export function lawyerStatements(userId: (member: number) => number, now: number): string[] {
  const rows = PROFILES.map((profile, index) => {
    const submitted = now - (30 - index) * 86400;
    const verifiedAt = profile.verified ? submitted + 86400 : null;
    return `(${[
      userId(profile.member),
      profile.verified ? 2 : 1,
      sqlText(profile.province),
      sqlText(profile.city),
      sqlText(profile.district),
      sqlText(profile.career),
      sqlText(JSON.stringify(profile.domains)),
      sqlText(profile.org),
      profile.licence ? sqlText(profile.licence) : "NULL",
      submitted,
      verifiedAt ?? "NULL",
      verifiedAt ?? "NULL",
    ].join(", ")})`;
  });
  const marked = PROFILES.filter((profile) => profile.verified && profile.career === "lawyer").map((profile) =>
    userId(profile.member),
  );
  return [
    `INSERT INTO lawyer_profiles (user_id, state, province, city, district, career, domains, org_name, licence_no,
  submitted_at, reviewed_at, verified_at) VALUES
${rows.join(",\n")}`,
    `UPDATE users SET verified_lawyer = 1 WHERE id IN (${marked.join(", ")})`,
  ];
}

/** The cities the demo questions are asked in, by province: the municipalities' and provincial capitals. */
const QUESTION_CITIES = [
  ["110000", "110100"],
  ["310000", "310100"],
  ["440000", "440100"],
  ["440000", "440300"],
  ["330000", "330100"],
  ["510000", "510100"],
  ["420000", "420100"],
  ["320000", "320100"],
] as const;

/**
 * Jurisdictions on two demo questions of three (the first thousand at most), written into their first revisions
 * too, so that the timeline starts from them.
 */
export function jurisdictionStatements(firstQuestion: number, questions: number): string[] {
  const last = firstQuestion + Math.min(questions, 1000) - 1;
  const pick = (index: 0 | 1) =>
    `CASE id % ${QUESTION_CITIES.length} ${QUESTION_CITIES.map((pair, i) => `WHEN ${i} THEN '${pair[index]}'`).join(" ")} END`;
  return [
    `UPDATE questions SET province = ${pick(0)}, city = ${pick(1)}
WHERE id BETWEEN ${firstQuestion} AND ${last} AND id % 3 <> 0`,
    `UPDATE revisions SET content = json_set(content, '$.province', q.province, '$.city', q.city)
FROM questions q WHERE revisions.object_type = 'question' AND revisions.object_id = q.id
  AND q.id BETWEEN ${firstQuestion} AND ${last} AND q.province <> ''`,
  ];
}
