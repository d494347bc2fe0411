import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { MessageCircleHeart } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";

/** The home's 'Chat with coach' card: asks what to talk about, then opens the coach chat with it. */
export function CoachChatCard() {
  const navigate = useNavigate();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const userInput = text.trim();

  function start(e: FormEvent) {
    e.preventDefault();
    if (!userInput) return;
    void navigate("/new-coach-chat", { state: { userInput } });
  }

  return (
    <Card className="p-0">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex min-h-20 items-center gap-4 rounded-3xl p-5 text-left focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-primary text-primary-foreground">
          <MessageCircleHeart aria-hidden="true" className="size-6" />
        </span>
        <span>
          <span className="block text-lg font-semibold">Chat with coach</span>
          <span className="block text-sm text-muted-foreground">Talk through what's on your mind</span>
        </span>
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Chat with coach</DialogTitle>
            <DialogDescription>Your coach is here to listen. Share as much or as little as you like.</DialogDescription>
          </DialogHeader>
          <form className="flex flex-col gap-4" onSubmit={start}>
            <div className="flex flex-col gap-2">
              <Label htmlFor={id}>What would you like to talk about?</Label>
              <Textarea
                id={id}
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder="e.g. I feel nervous about tomorrow's presentation"
              />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!userInput}>
                Start Chat
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
