import { donorsPage } from "~/content/donors";

/**
 * Rows left out or read with a caveat, if any: tucked away for whoever edits the sheets, at the
 * end of the live list and of the published one. `lead` says when a fix shows, which differs
 * between them.
 */
export function SheetNotices({
  notices,
  lead,
}: {
  notices: string[];
  lead: string;
}) {
  if (notices.length === 0) return null;
  return (
    <details className="text-sm text-slate-700">
      <summary className="cursor-pointer">
        {donorsPage.notices.summary} ({notices.length})
      </summary>
      <p className="mt-2">{lead}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
    </details>
  );
}
