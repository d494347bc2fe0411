import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { LibraryList } from "#client/features/exercises/components/library-list.tsx";
import { useProfile } from "#client/features/profile/api/get-profile.ts";
import { CelebrationDialog } from "#client/features/progress/components/celebration-dialog.tsx";
import { useApplyProgress } from "#client/features/progress/hooks/use-apply-progress.ts";

/** Resources: the exercise library (each openable in the player) and articles (coming soon). */
export function Component() {
  const progress = useApplyProgress();
  const profile = useProfile();
  return (
    <AppShell>
      <PageHeader title="Resources" backTo="/home" />
      <Tabs defaultValue="exercises">
        <TabsList>
          <TabsTrigger value="exercises">Exercises</TabsTrigger>
          <TabsTrigger value="articles">Articles</TabsTrigger>
        </TabsList>
        <TabsContent value="exercises">
          <LibraryList onCompleted={(r) => progress.apply(r)} />
        </TabsContent>
        <TabsContent value="articles">
          <p className="py-10 text-center text-muted-foreground">Coming soon...</p>
        </TabsContent>
      </Tabs>
      <CelebrationDialog
        celebration={progress.celebration}
        onClose={progress.dismiss}
        otterName={profile.data?.characterName}
      />
    </AppShell>
  );
}
