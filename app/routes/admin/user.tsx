// One user in the back office: status, role, password, profile, activation link.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/navigation";
import type { ReactNode } from "react";
import { useTranslation } from "~/components/translation";
import { FieldErrors, Notice, SubmitButton } from "~/components/form";
import { splitFormResult } from "~/lib/form-result";
import { paths } from "~/lib/paths";
import {
  AdminPasswordSchema,
  AdminUserIdSchema,
  AdminUserProfileSchema,
  AdminUserRoleSchema,
  AdminUserStatusSchema,
} from "~/schemas/account";
import { guardPage, handleForm } from "~/server/remix.server";
import { lawyerProfileFor, settleLawyer } from "~/server/services/lawyer-verification.server";
import { LawyerVerdictSchema } from "~/schemas/lawyer";
import {
  activationLinkFor,
  getUserDetail,
  setUserPassword,
  setUserProfile,
  setUserRole,
  setUserStatus,
} from "~/server/services/admin-users.server";
import { RoleId } from "~/lib/status";
import { formatObjectId } from "~/lib/object-ids";

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!/^\d{1,15}$/.test(params.userId ?? "")) throw new Response(null, { status: 404 });
  const app = context.app;
  const [user, lawyer] = await guardPage(request, () =>
    Promise.all([getUserDetail(app, params.userId!), lawyerProfileFor(app, Number(params.userId))]),
  );
  return { ...user, lawyer };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.clone().formData();
  const intent = form.get("intent");
  const app = context.app;
  // the user id comes from the URL: a form field cannot redirect the action to another account
  const userId = params.userId ?? "";
  switch (intent) {
    case "status":
      return handleForm(request, AdminUserStatusSchema, async (input) => {
        await setUserStatus(app, { ...input, user_id: userId });
        return { notice: `admin.users.status_done.${input.status}` };
      });
    case "role":
      return handleForm(request, AdminUserRoleSchema, async (input) => {
        await setUserRole(app, { ...input, user_id: userId });
        return { notice: "admin.users.role_changed" };
      });
    case "password":
      return handleForm(request, AdminPasswordSchema, async (input) => {
        await setUserPassword(app, { ...input, user_id: userId });
        return { notice: "admin.users.password_changed" };
      });
    case "lawyer":
      return handleForm(request, LawyerVerdictSchema, async (input) => {
        await settleLawyer(app, { ...input, user_id: Number(userId) });
        return { notice: "admin.users.lawyer.revoked" };
      });
    case "profile":
      return handleForm(request, AdminUserProfileSchema, async (input) => {
        await setUserProfile(app, { ...input, user_id: userId });
        return { notice: "common.updated" };
      });
    default:
      return handleForm(request, AdminUserIdSchema, async () => {
        const link = await activationLinkFor(app, userId);
        return { notice: "admin.users.activation_link", link };
      });
  }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-6 rounded border border-line bg-surface p-4">
      <h2 className="mb-3 font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export default function AdminUser() {
  const { t } = useTranslation();
  const user = useLoaderData<typeof loader>();
  const { sentNotice, intent, fieldErrors } = splitFormResult(useActionData<typeof action>());
  const errorsFor = (form: string) =>
    intent === form ? Object.values(fieldErrors).flatMap((errors) => errors ?? []) : undefined;
  const input = "mt-1 block w-full rounded border border-line bg-page px-2 py-1";
  return (
    <div className="max-w-2xl">
      <p className="mb-2 text-sm">
        <Link to={paths.admin("users")}>← {t("admin.nav.users")}</Link>
      </p>
      <h1 className="mb-1 text-xl font-semibold">{user.displayName}</h1>
      <p className="mb-4 text-sm text-muted">
        @{user.username} · {user.email} · {t(`roles.${user.roleId}.name`)} ·{" "}
        {t(`admin.users.status.${user.status === "normal" && !user.activated ? "inactive" : user.status}`)}
      </p>
      {sentNotice ? (
        <Notice tone="success">
          {t(sentNotice.notice)}
          {sentNotice.link ? (
            <span className="mt-1 block break-all font-mono text-sm" data-testid="activation-link">
              {sentNotice.link}
            </span>
          ) : null}
        </Notice>
      ) : null}

      {user.lawyer ? (
        <Section title={t("admin.users.lawyer.title")}>
          <p className="mb-2 text-sm" data-testid="admin-lawyer-state">
            {t(`settings.lawyer.state.${user.lawyer.state}`)} · {user.lawyer.careerName} ·{" "}
            {user.lawyer.regionNames.join(" ")} · {user.lawyer.domains.join("、")}
            {user.lawyer.licenceNo ? ` · ${user.lawyer.licenceNo}` : ""}
          </p>
          {user.lawyer.hasLicencePhoto ? (
            <p className="mb-2 text-sm">
              <a href={paths.lawyerLicence(user.id)}>{t("admin.users.lawyer.licence_photo")}</a>
            </p>
          ) : null}
          {user.lawyer.state === "pending" ? (
            <Link to={paths.review({ type: "lawyer_verification" })}>{t("admin.users.lawyer.queue")}</Link>
          ) : null}
          {user.lawyer.state === "verified" ? (
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="lawyer" />
              <input type="hidden" name="user_id" value={formatObjectId("user", user.id)} />
              <input type="hidden" name="operation" value="revoke" />
              <label htmlFor="revoke-reason" className="block text-sm">
                {t("admin.users.lawyer.revoke_reason")}
              </label>
              <textarea id="revoke-reason" name="reason" rows={2} className={input} />
              <FieldErrors errors={errorsFor("lawyer")} />
              <button type="submit" className="mt-2 rounded border border-line px-4 py-2 text-danger">
                {t("admin.users.lawyer.revoke")}
              </button>
            </Form>
          ) : null}
        </Section>
      ) : null}

      <Section title={t("admin.users.change_status")}>
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="user_id" value={formatObjectId("user", user.id)} />
          <label htmlFor="status" className="sr-only">
            {t("admin.users.change_status")}
          </label>
          <select
            id="status"
            name="status"
            defaultValue={user.status === "normal" && !user.activated ? "inactive" : user.status}
            className={input}
          >
            {(["normal", "suspended", "inactive", "deleted"] as const).map((status) => (
              <option key={status} value={status}>
                {t(`admin.users.status.${status}`)}
              </option>
            ))}
          </select>
          <label className="my-2 flex items-center gap-2 text-sm">
            <input type="checkbox" name="remove_all_content" value="on" /> {t("admin.users.remove_all_content")}
          </label>
          <FieldErrors errors={errorsFor("status")} />
          <SubmitButton>{t("common.save")}</SubmitButton>
        </Form>
      </Section>

      <Section title={t("admin.users.change_role")}>
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="user_id" value={formatObjectId("user", user.id)} />
          <label htmlFor="role_id" className="sr-only">
            {t("admin.users.change_role")}
          </label>
          <select id="role_id" name="role_id" defaultValue={user.roleId} className={`${input} mb-2`}>
            {Object.values(RoleId).map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}.name`)}
              </option>
            ))}
          </select>
          <FieldErrors errors={errorsFor("role")} />
          <SubmitButton>{t("common.save")}</SubmitButton>
        </Form>
      </Section>

      <Section title={t("admin.users.set_password")}>
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="password" />
          <input type="hidden" name="user_id" value={formatObjectId("user", user.id)} />
          <label htmlFor="password" className="text-sm">
            {t("settings.password.new")}
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            className={`${input} mb-2`}
          />
          <FieldErrors errors={errorsFor("password")} />
          <SubmitButton>{t("common.save")}</SubmitButton>
        </Form>
      </Section>

      <Section title={t("admin.users.edit_profile")}>
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="profile" />
          <input type="hidden" name="user_id" value={formatObjectId("user", user.id)} />
          <label htmlFor="display_name" className="text-sm">
            {t("admin.users.label.display_name")}
          </label>
          <input id="display_name" name="display_name" defaultValue={user.displayName} className={`${input} mb-2`} />
          <label htmlFor="username" className="text-sm">
            {t("admin.users.label.username")}
          </label>
          <input id="username" name="username" defaultValue={user.username} className={`${input} mb-2`} />
          <label htmlFor="email" className="text-sm">
            {t("admin.users.label.email")}
          </label>
          <input id="email" name="email" type="email" defaultValue={user.email} className={`${input} mb-2`} />
          <FieldErrors errors={errorsFor("profile")} />
          <SubmitButton>{t("common.save")}</SubmitButton>
        </Form>
      </Section>

      {!user.activated ? (
        <Section title={t("admin.users.activation")}>
          <Form method="post" noValidate>
            <input type="hidden" name="intent" value="activation" />
            <input type="hidden" name="user_id" value={formatObjectId("user", user.id)} />
            <p className="mb-2 text-sm text-muted">{t("admin.users.activation_help")}</p>
            <SubmitButton>{t("admin.users.activation_submit")}</SubmitButton>
          </Form>
        </Section>
      ) : null}
    </div>
  );
}
