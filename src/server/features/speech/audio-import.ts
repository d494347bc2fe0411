// One-time import of an older install's recordings from DATA_DIR/audio/<userId>/<id>.wav into
// audio_files.data (decision 024), run at start-up after the migrations.
import type { Dirent } from "node:fs";
import { readdir, readFile, rm, rmdir } from "node:fs/promises";
import { join } from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { audioFiles } from "#server/db/schema/index.ts";
import { UUID } from "#shared/schemas/ids.ts";

const entries = (dir: string): Promise<Dirent[]> =>
  readdir(dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return [];
    throw err;
  });

/**
 * Moves every `<uuid>.wav` under DATA_DIR/audio into its row, then removes the file. A file fills
 * only its owner's row whose data is still null, so running twice, or in several processes sharing
 * the directory, stores each recording once; a file with no such row (deleted through another
 * instance, or already imported) is just removed. A failed query stops start-up with the file kept.
 * Rows whose file sits on another machine's disk stay empty (404) until that machine's instance
 * runs this. Other files are left alone.
 */
export async function importDiskAudio(db: Db, dataDir: string): Promise<{ imported: number; removed: number }> {
  const root = join(dataDir, "audio");
  let imported = 0;
  let removed = 0;
  for (const owner of await entries(root)) {
    if (!owner.isDirectory()) continue;
    const dir = join(root, owner.name);
    for (const file of await entries(dir)) {
      const id = file.name.replace(/\.wav$/, "");
      if (!file.isFile() || id === file.name || !UUID.test(id)) continue;
      const path = join(dir, file.name);
      // Gone since the listing: another process imported it.
      const data = await readFile(path).catch(() => null);
      if (!data) continue;
      const stored = await db
        .update(audioFiles)
        .set({ data, bytes: data.length })
        .where(and(eq(audioFiles.id, id), eq(audioFiles.userId, owner.name), isNull(audioFiles.data)))
        .returning({ id: audioFiles.id });
      imported += stored.length;
      removed += 1;
      await rm(path, { force: true });
    }
    // Not empty (a file we do not know): keep the folder.
    await rmdir(dir).catch(() => undefined);
  }
  await rmdir(root).catch(() => undefined);
  return { imported, removed };
}
