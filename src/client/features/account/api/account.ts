import { call, client } from "#client/lib/api-client.ts";

/** Downloads every row the user owns as one JSON file. */
export async function downloadMyData() {
  const data = await call(client.account.export.$get());
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `otter-coach-export-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const deleteMyAccount = () => call(client.account.$delete({ json: { confirm: true } }));
