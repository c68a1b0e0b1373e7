/** A post's HTML as the server rendered and sanitized it at write time (DESIGN.md decision 5). */
export function PostBody({ html }: { html: string }) {
  return <div className="post-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
