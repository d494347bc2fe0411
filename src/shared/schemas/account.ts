import { z } from "zod";

export const DeleteAccountSchema = z.object({
  confirm: z.literal(true, { error: "Please confirm that you want to delete your account" }),
});
