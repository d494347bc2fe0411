import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { signOut } from "./auth-client.ts";

/** Signs out, drops every cached query and local store, and goes to /auth. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
      queryClient.clear();
      toast.success("Signed out successfully");
      void navigate("/auth", { replace: true });
    } catch {
      toast.error("Error signing out");
    }
  };
}
