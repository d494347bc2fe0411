import { LifeBuoy } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";

/** The always-visible way to crisis lines in a chat's header: one tap to /get-help. */
export function GetHelpLink() {
  return (
    <Button asChild variant="outline" size="sm" className="border-accent/50 text-accent">
      <Link to="/get-help">
        <LifeBuoy aria-hidden="true" />
        Get help now
      </Link>
    </Button>
  );
}
