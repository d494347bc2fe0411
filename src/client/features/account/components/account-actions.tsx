import { useQueryClient } from "@tanstack/react-query";
import { Download, LogOut, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { useSignOut } from "#client/lib/use-sign-out.ts";
import { errorMessage } from "#client/lib/api-client.ts";
import { notifyAuthChanged } from "#client/lib/auth-client.ts";
import { clearUserStores } from "#client/lib/user-storage.ts";
import { deleteMyAccount, downloadMyData } from "../api/account.ts";

export function AccountActions() {
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<"export" | "delete" | null>(null);

  async function exportData() {
    setBusy("export");
    try {
      await downloadMyData();
      toast.success("Your data has been downloaded");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to export your data"));
    } finally {
      setBusy(null);
    }
  }

  async function deleteAccount() {
    setBusy("delete");
    try {
      await deleteMyAccount();
      clearUserStores();
      queryClient.clear();
      notifyAuthChanged();
      toast.success("Your account and all your data have been deleted");
      void navigate("/auth", { replace: true });
    } catch (err) {
      toast.error(errorMessage(err, "Failed to delete your account"));
      setBusy(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your account</CardTitle>
        <CardDescription>Your data belongs to you.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Button variant="outline" className="justify-start" onClick={exportData} disabled={busy !== null}>
          <Download aria-hidden="true" />
          {busy === "export" ? "Preparing your data..." : "Export my data"}
        </Button>
        <Button variant="outline" className="justify-start" onClick={signOut}>
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="destructive" className="justify-start" disabled={busy !== null}>
              <Trash2 aria-hidden="true" />
              Delete my account
            </Button>
          }
          title="Delete your account?"
          description="This permanently deletes your account and everything in it: moods, journals, chats, exercises, points and your otter. This action cannot be undone."
          confirmLabel={busy === "delete" ? "Deleting..." : "Delete everything"}
          pending={busy === "delete"}
          stayOpen
          onConfirm={() => void deleteAccount()}
        />
      </CardContent>
    </Card>
  );
}
