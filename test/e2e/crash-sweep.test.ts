// SIGKILL at many points of up and destroy on both faces, each followed by the documented
// recovery: every run converges, with no object of the program twice or unrecorded.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { parseStackState } from "../../provider/discovery/stack-state";
import { crashGeneration, type Face, type Generation } from "../support/crash-program";
import { e2eWorkspace } from "../support/e2e-workspace";
import { EmulatorHarness } from "../support/emulator";
import { runAndKill, seededRandom, type KillTarget } from "../support/interrupted-run";
import { leftoversAfter, processesOf, type ProcessInfo } from "../support/processes";
import { PulumiProject } from "../support/pulumi-project";
import { importedBy, recover } from "../support/recovery";
import { duplicateLocations, liveAccount, objectIds, type LiveAccount } from "../support/service-inventory";
import { unmanagedReport } from "../support/unmanaged-report";
import { reportLine } from "../support/report-line";

// Replay a failing sweep with ADPUBLISHER_CRASH_SEED=<printed seed>. The sizes are per face;
// `npm test` runs a few kill points of each, docs/contributing.md gives the full-size run.
const SEED = Number(process.env.ADPUBLISHER_CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const UP_POINTS = Number(process.env.ADPUBLISHER_CRASH_UP_POINTS ?? 4);
const DESTROY_POINTS = Number(process.env.ADPUBLISHER_CRASH_DESTROY_POINTS ?? 1);
const FACES = (process.env.ADPUBLISHER_CRASH_FACES ?? "typescript,yaml").split(",") as Face[];
const UP = ["up", "--yes", "--skip-preview", "--non-interactive"];
const DESTROY = ["destroy", "--yes", "--skip-preview", "--non-interactive"];
const WRITE_DELAY_MS = 400;

interface Figure {
  face: Face; point: number; op: string; target: KillTarget;
  /** When the kill came: at the n-th request of the run, or when its n-th app or list create arrived. */
  killAt: string; killed: boolean;
  /** Pending creates the kill left, and what `adpublisher recover` did with them. */
  pending: number; imported: number;
  /** YAML language hosts still running 8 s after the kill (see isYamlHost). */
  yamlHostLingered: number;
  /** After the recovery: objects of the program that no state holds, and locations held twice. */
  unrecorded: number; duplicates: number;
}

/**
 * The official YAML language host asks the engine whether it is alive only every 5 minutes
 * (pulumi-yaml v1.25.0, cmd/pulumi-language-yaml: rpcutil.Healthcheck), so it outlives a killed
 * `pulumi` that long; it is counted, then ended. Everything else, our plugin included, must end
 * within seconds (the plugin checks the engine every 5 s).
 */
const isYamlHost = (p: ProcessInfo) => p.cmdline.includes("pulumi-language-yaml");
const EXIT_WITH_ENGINE_MS: Record<Face, number> = { typescript: 3_000, yaml: 8_000 };

/** Every third kill takes the whole tree, the pulumi process alone, or the provider process alone. */
const TARGETS: KillTarget[] = ["tree", "engine", "provider"];
const figures: Figure[] = [];

afterAll(() => {
  console.table(figures);
  for (const face of FACES) {
    const mine = figures.filter((f) => f.face === face);
    reportLine(`crash sweep ${face} (seed ${SEED}): ${mine.length} kill points (${mine.filter((f) => f.killed).length} killed), ${mine.reduce((n, f) => n + f.pending, 0)} pending creates, ${mine.reduce((n, f) => n + f.imported, 0)} given the object the killed run made (each a duplicate without recovery), ${mine.reduce((n, f) => n + f.unrecorded + f.duplicates, 0)} duplicates after recovery`);
  }
});

describe.each(FACES)(`SIGKILL at many points of up and destroy, then the documented recovery: %s face (seed ${SEED})`, { timeout: 3_600_000 }, (face) => {
  const random = seededRandom(SEED);

  it("converges after every kill, and leaves no object of the program twice or unrecorded", async () => {
    const service = await EmulatorHarness.start();
    const stack = service.stackConfig();
    const project = await PulumiProject.create(await e2eWorkspace(), `crash-${face}`, face === "typescript"
      ? { program: crashGeneration(0).source, ...stack }
      : { runtime: "yaml", program: crashGeneration(0, "yaml").source, ...stack });
    try {
      await sweep(face, project, service, random);
    } finally {
      project.cleanup();
      await service.close();
    }
  });
});

async function sweep(face: Face, project: PulumiProject, service: EmulatorHarness, random: () => number): Promise<void> {
  reportLine(`crash sweep seed: ${SEED} (replay with ADPUBLISHER_CRASH_SEED=${SEED} ADPUBLISHER_CRASH_FACES=${face})`);
  /** The account as the sweep found it (the emulator's seeded objects): not the program's to account for. */
  const existingBefore = new Set(objectIds(await liveAccount(service)));
  const generation = (gen: number) => crashGeneration(gen, face);

  /** The state's `<Kind>:<id>` entries, and its ids alone (an app and its settings share one). */
  const stateIds = async () => {
    const state = parseStackState(await project.exportStack(), "stack export");
    const ids = new Set([...state.managed].map((entry) => entry.slice(entry.indexOf(":") + 1)));
    return { managed: state.managed, ids, pending: state.pendingOperations };
  };

  /**
   * Objects that nothing records: the report docs/recovery.md tells the user to run names each one, and
   * names nothing the program made (the recovery gave every pending create its object).
   */
  async function unrecordedObjects(account: LiveAccount, ids: Set<string>): Promise<string[]> {
    const unrecorded = objectIds(account).filter((id) => !ids.has(id) && !existingBefore.has(id));
    const report = await unmanagedReport(project, service);
    expect(report.ids, report.stdout + report.stderr).toEqual(expect.arrayContaining(unrecorded));
    expect(report.exitCode, report.stdout + report.stderr).toBe(report.ids.length > 0 ? 1 : 0); // the emulator's seeded objects are unmanaged too
    expect(report.stdout, "discover --unmanaged names an object of the program").not.toContain("Crash g");
    return unrecorded;
  }

  async function checkConverged(g: Generation): Promise<{ unrecorded: number; duplicates: number }> {
    (await project.preview("--expect-no-changes")).assertSuccess();
    const { managed, ids, pending } = await stateIds();
    expect(pending).toBe(0);
    const account = await liveAccount(service);
    const duplicates = duplicateLocations(account);
    expect(duplicates).toEqual([]);
    // Every app and list the program declares exists once on the account, and the state holds it.
    expect(account.apps.filter((a) => a.nickname.startsWith("Crash ")).map((a) => a.nickname).sort()).toEqual([...g.apps].sort());
    expect(account.lists.filter((l) => l.title.startsWith("Crash ")).map((l) => l.title)).toEqual([g.listTitle]);
    const apps = account.apps.filter((a) => managed.has(`App:${a.id}`));
    expect(apps.map((a) => a.nickname).sort()).toEqual([...g.apps].sort());
    for (const app of apps) {
      const held = account.locations.filter((l) => l.appId === app.id && managed.has(`AdLocation:${app.id}/${l.uuid}`));
      expect(held.map((l) => `${l.name}/${l.ad_type}/${l.type}`).sort()).toEqual(g.locations.map((l) => `${l.name}/${l.adType}/${l.type}`).sort());
      const settings = (await service.api("GET", `/v5/apps/${app.id}/monetization_settings`)).body as {
        ad_blocking_settings: { monetization_agefilter_check: boolean; blocked_iab_categories_v1_list: string | null };
        ad_experience_settings: { template_settings: { button_type: string; show_button_timer: number } };
      };
      const list = account.lists.find((l) => managed.has(`BlockList:${l.id}`));
      expect(list?.title).toBe(g.listTitle);
      expect(settings.ad_blocking_settings).toMatchObject({ monetization_agefilter_check: g.settings.monetizationAgefilterCheck, blocked_iab_categories_v1_list: list?.id });
      expect(settings.ad_experience_settings.template_settings).toMatchObject({ button_type: g.settings.buttonType, show_button_timer: g.settings.showButtonTimer });
    }
    const unrecorded = await unrecordedObjects(account, ids);
    expect(unrecorded).toEqual([]);
    return { unrecorded: unrecorded.length, duplicates: duplicates.length };
  }

  /** Kills spread over the run, or aimed at the moment an app or list create is in flight. */
  type KillPoint = { request: number } | { create: number };
  const APP_OR_LIST_CREATE = /^\/v5\/(apps|lists)$/;
  const reached = async (at: KillPoint) => {
    const requests = await service.requests();
    return "request" in at ? requests.length >= at.request : requests.filter((r) => r.method === "POST" && APP_OR_LIST_CREATE.test(r.path)).length >= at.create;
  };

  async function killAndRecover(point: number, op: "up" | "destroy", at: KillPoint) {
    const target = TARGETS[point % TARGETS.length]!;
    // Writes are held a moment at the service, so that most kills land while one is in flight: the
    // service then completes it for a client that is gone, the case a state cannot record.
    const held = ["POST", "PUT", "PATCH", "DELETE"].map((method) => ({ method, path: "^/v5/(apps|lists)", times: 1_000, delayMs: WRITE_DELAY_MS }));
    await service.faults(held);
    await service.clearRequests();
    const run = await runAndKill(project, op === "up" ? UP : DESTROY, () => reached(at), target);
    await service.api("DELETE", "/_emulator/faults");
    await sleep(WRITE_DELAY_MS); // the held writes complete before the recovery looks
    // Nothing the run started may outlive it, whichever process was killed.
    expect(await leftoversAfter(project.dir, EXIT_WITH_ENGINE_MS[face], isYamlHost)).toEqual([]);
    const lingering = processesOf(project.dir).filter(isYamlHost);
    for (const p of lingering) process.kill(p.pid, "SIGKILL");
    if (point === 0 && run.killed && target !== "provider") {
      // Without the recovery the next run stops, and says what to run.
      const blocked = await project.up();
      expect(blocked.exitCode).not.toBe(0);
      expect(blocked.stdout + blocked.stderr).toContain("pulumi cancel");
    }
    const pending = (await stateIds()).pending;
    const recovery = await recover(project, service, op);
    recovery.cancel.assertSuccess();
    recovery.recover.assertSuccess();
    recovery.rerun.assertSuccess();
    return { killAt: "request" in at ? `request ${at.request}` : `create ${at.create}`, killed: run.killed, target, pending, imported: importedBy(recovery.recover).length, yamlHostLingered: lingering.length };
  }

  await service.clearRequests();
  (await project.up()).assertSuccess();
  const requestsPerSet = (await service.requests()).length;
  await checkConverged(generation(0));

  let gen = 0;
  for (let point = 0; point < UP_POINTS; point++) {
    const g = generation(++gen);
    project.writeProgram(g.source);
    // One generation to the next creates a set and deletes one: about 1.5 times the requests of a
    // first up. Half the kills (points 1 and 2 of every 4: the engine's and the provider's) wait for
    // one of the generation's app and list creates (3) instead: the case that made a duplicate
    // before `adpublisher recover`.
    const draw = random();
    const aimed = point % 4 === 1 || point % 4 === 2;
    const at: KillPoint = aimed ? { create: 1 + Math.floor(draw * (g.apps.length + 1)) } : { request: 1 + Math.floor(draw * 1.5 * requestsPerSet) };
    const result = await killAndRecover(point, "up", at);
    figures.push({ face, point, op: "up", ...result, ...(await checkConverged(g)) });
  }
  for (let point = UP_POINTS; point < UP_POINTS + DESTROY_POINTS; point++) {
    const result = await killAndRecover(point, "destroy", { request: 1 + Math.floor(random() * requestsPerSet) });
    const { ids, pending } = await stateIds();
    expect([...ids]).toEqual([]);
    expect(pending).toBe(0);
    const account = await liveAccount(service);
    expect(account.apps.filter((a) => a.nickname.startsWith("Crash ")).map((a) => a.nickname)).toEqual([]);
    expect(account.lists.filter((l) => l.title.startsWith("Crash ")).map((l) => l.title)).toEqual([]);
    const unrecorded = await unrecordedObjects(account, ids);
    expect(unrecorded).toEqual([]);
    figures.push({ face, point, op: "destroy", ...result, unrecorded: unrecorded.length, duplicates: duplicateLocations(account).length });
    if (point < UP_POINTS + DESTROY_POINTS - 1) {
      project.writeProgram(generation(++gen).source);
      (await project.up()).assertSuccess();
    }
  }
  expect(figures.filter((f) => f.face === face && f.killed).length).toBeGreaterThan((UP_POINTS + DESTROY_POINTS) / 2);
}
