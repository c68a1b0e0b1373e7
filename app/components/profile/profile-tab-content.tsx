// What a profile tab shows below the tabs: the overview, or the tab's list with how long it is and its pages.
import type { ReactNode } from "react";
import { useTranslation } from "~/components/translation";
import { BadgeCard } from "~/components/badge-card";
import { Pagination } from "~/components/pagination";
import { ProfileOverview } from "./profile-overview";
import { AnswerRow, BookmarkRow, CommentRow, ListRows, QuestionRow, ReputationRow, VoteRow } from "./profile-lists";
import { PROFILE_PAGE_SIZE } from "~/lib/limits";
import type { ProfileMember, ProfileTabContent as Content } from "~/lib/views/profiles";

type Times = { now: number; timeZone: string };

function CountedList({
  heading,
  count,
  page,
  href,
  children,
}: {
  heading: string;
  count: number;
  page: number;
  href: (page: number) => string;
  children: ReactNode[];
}) {
  const { t } = useTranslation();
  return (
    <section>
      <h2 className="mb-2 font-medium" data-testid="profile-list-count">
        {heading}
      </h2>
      <ListRows empty={t("profile.list_empty")}>{children}</ListRows>
      <Pagination page={page} pageSize={PROFILE_PAGE_SIZE} count={count} href={href} />
    </section>
  );
}

export function ProfileTabContent({
  member,
  content,
  page,
  href,
  times,
}: {
  member: ProfileMember;
  content: Content;
  page: number;
  href: (page: number) => string;
  times: Times;
}) {
  const { t } = useTranslation();
  const list = (count: number, rows: ReactNode[]) => (
    <CountedList heading={t(`profile.list_count.${content.tab}`, { count })} count={count} page={page} href={href}>
      {rows}
    </CountedList>
  );
  switch (content.tab) {
    case "overview":
      return <ProfileOverview member={member} top={content.top} recentBadges={content.recentBadges} times={times} />;
    case "answers":
      return list(
        content.page.count,
        content.page.list.map((answer) => <AnswerRow key={answer.id} answer={answer} times={times} />),
      );
    case "questions":
      return list(
        content.page.count,
        content.page.list.map((question) => <QuestionRow key={question.id} question={question} times={times} />),
      );
    case "comments":
      return list(
        content.page.count,
        content.page.list.map((comment) => <CommentRow key={comment.id} comment={comment} times={times} />),
      );
    case "reputation":
      // the heading counts the reputation itself, as Apache Answer's does
      return (
        <CountedList
          heading={t("profile.list_count.reputation", { count: member.rank })}
          count={content.page.count}
          page={page}
          href={href}
        >
          {content.page.list.map((entry, index) => (
            <ReputationRow key={`${entry.createdAt}-${index}`} entry={entry} times={times} />
          ))}
        </CountedList>
      );
    case "votes":
      return list(
        content.page.count,
        content.page.list.map((vote) => (
          <VoteRow key={`${vote.objectType}-${vote.objectId}`} vote={vote} times={times} />
        )),
      );
    case "bookmarks":
      return list(
        content.page.count,
        content.page.list.map((entry) => (
          <BookmarkRow key={`${entry.objectType}-${entry.objectId}`} entry={entry} times={times} />
        )),
      );
    case "badges":
      return (
        <section>
          <h2 className="mb-2 font-medium" data-testid="profile-list-count">
            {t("profile.list_count.badges", { count: content.badges.length })}
          </h2>
          {content.badges.length === 0 ? (
            <p className="py-8 text-center text-muted">{t("profile.list_empty")}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {content.badges.map((badge) => (
                <li key={badge.id}>
                  <BadgeCard badge={badge} earnedBy="member" />
                </li>
              ))}
            </ul>
          )}
        </section>
      );
  }
}
