// Server state of the daily exercises: today's plan and record, the library, and every write.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { readSupport } from "#client/components/support/read-support.ts";
import { showSupport } from "#client/components/support/support-store.ts";
import { call, client, errorMessage } from "#client/lib/api-client.ts";
import type { CustomExerciseInput } from "#shared/schemas/exercises.ts";
import { libraryQuery, todayKey, todayQuery } from "./keys.ts";

export function useToday() {
  return useQuery(todayQuery);
}

export function useLibrary() {
  return useQuery(libraryQuery);
}

export interface CompleteInput {
  exerciseId: string;
  /** What the person wrote, read by the server's safety layer; never stored by the completion. */
  answers?: string[];
}

// The server takes up to 10 answers of up to 4000 characters.
const answersOf = (answers: string[] | undefined) => {
  const list = (answers ?? [])
    .filter((a) => a.trim() !== "")
    .slice(0, 10)
    .map((a) => a.slice(0, 4000));
  return list.length > 0 ? { answers: list } : {};
};

/** Completes a plan exercise; the server decides the XP and answers with the new totals. */
export function useCompletePlanExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ exerciseId, answers }: CompleteInput) =>
      call(client.exercises.today.complete.$post({ json: { exerciseId, ...answersOf(answers) } })),
    onSuccess: (result) => {
      showSupport(readSupport(result));
      queryClient.setQueryData(todayKey, (old) => (old && result.record ? { ...old, record: result.record } : old));
    },
    onError: () => toast.error("Failed to mark exercise as complete"),
  });
}

/** Completes a single exercise outside the plan (the resources screen). */
export function useCompleteSingle() {
  return useMutation({
    mutationFn: ({ exerciseId, answers }: CompleteInput) =>
      call(
        client.exercises.complete.$post({
          json: { exerciseId, clientEventId: crypto.randomUUID(), ...answersOf(answers) },
        }),
      ),
    onSuccess: (result) => showSupport(readSupport(result)),
    onError: () => toast.error("Failed to mark exercise as complete"),
  });
}

/** Creates or replaces the daily plan. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (exerciseIds: string[]) => call(client.exercises.plan.$post({ json: { exerciseIds } })),
    onSuccess: (today) => queryClient.setQueryData(todayKey, today),
    onError: (err) => toast.error(errorMessage(err, "Failed to save exercises")),
  });
}

export function useAddCustomExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomExerciseInput) => call(client.exercises.custom.$post({ json: input })),
    onSuccess: () => {
      toast.success("Custom exercise added successfully!");
      return queryClient.invalidateQueries({ queryKey: todayKey });
    },
    onError: () => toast.error("Failed to add custom exercise"),
  });
}

export function useUpdateExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CustomExerciseInput }) =>
      call(client.exercises[":id"].$patch({ param: { id: encodeURIComponent(id) }, json: input })),
    onSuccess: (exercise, { id }) => {
      toast.success("Exercise updated successfully!");
      // A library exercise comes back as the user's own copy with a new id, in the same place.
      queryClient.setQueryData(todayKey, (old) =>
        old ? { ...old, exercises: old.exercises.map((e) => (e.id === id ? exercise : e)) } : old,
      );
      if (exercise.id !== id) void queryClient.invalidateQueries({ queryKey: todayKey });
    },
    onError: () => toast.error("Failed to update exercise"),
  });
}

/** Removes an exercise from the plan, optimistically; rolls back when the server refuses. */
export function useDeleteExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(client.exercises[":id"].$delete({ param: { id: encodeURIComponent(id) } })),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: todayKey });
      const previous = queryClient.getQueryData(todayKey);
      if (previous?.plan) {
        queryClient.setQueryData(todayKey, {
          ...previous,
          plan: { ...previous.plan, exerciseIds: previous.plan.exerciseIds.filter((x) => x !== id) },
          exercises: previous.exercises.filter((e) => e.id !== id),
        });
      }
      return { previous };
    },
    onError: (_err, _id, context) => {
      if (context?.previous) queryClient.setQueryData(todayKey, context.previous);
      toast.error("Failed to delete exercise");
    },
    onSuccess: () => toast.success("Exercise deleted successfully"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: todayKey }),
  });
}
