// The emulator's control endpoints for tests: its clock, fault injection, request log, reset and
// planting objects the API cannot create.
import type { Clock } from "./clock";
import type { EmulatorCredentials } from "./credentials";
import { invalid, loc } from "./errors";
import { parseFaultRules, type FaultTable } from "./faults";
import { plantAdLocation } from "./management/plant";
import { plantAccount } from "./management/plant-account";
import type { RequestLog } from "./request-log";
import { json, noContent, type Route } from "./routes";
import type { EmulatorState } from "./state";

/** The parts the control endpoints reach beyond a handler's context. */
export interface EmulatorInternals {
  state: EmulatorState;
  clock: Clock;
  log: RequestLog;
  faults: FaultTable;
  credentials: () => EmulatorCredentials;
}

/** Test-only endpoints under /_emulator/ (clock, faults, request log, planting). Never logged or faulted. */
export function controlRoutes(emu: EmulatorInternals): Route[] {
  return [
    { method: "GET", path: "/_emulator/requests", handler: () => json(200, { requests: emu.log.list() }) },
    {
      method: "DELETE",
      path: "/_emulator/requests",
      handler: () => {
        emu.log.clear();
        return noContent();
      },
    },
    {
      method: "POST",
      path: "/_emulator/faults",
      handler: (ctx) => {
        const rules = parseFaultRules(ctx.json());
        emu.faults.add(rules);
        return json(200, { pending: emu.faults.pending() });
      },
    },
    { method: "GET", path: "/_emulator/faults", handler: () => json(200, { pending: emu.faults.pending() }) },
    {
      method: "DELETE",
      path: "/_emulator/faults",
      handler: () => {
        emu.faults.clear();
        return noContent();
      },
    },
    {
      method: "POST",
      path: "/_emulator/clock",
      handler: (ctx) => {
        const body = ctx.json() as { advanceSeconds?: unknown } | undefined;
        const seconds = body?.advanceSeconds;
        if (typeof seconds !== "number" || !Number.isFinite(seconds) || seconds < 0) {
          throw invalid(loc("body", "advanceSeconds"), "advanceSeconds must be a non-negative number");
        }
        emu.clock.advance(seconds);
        return json(200, { now: emu.clock.iso() });
      },
    },
    { method: "GET", path: "/_emulator/clock", handler: () => json(200, { now: emu.clock.iso() }) },
    {
      method: "POST",
      path: "/_emulator/reset",
      handler: () => {
        emu.clock.reset();
        emu.log.clear();
        emu.faults.clear();
        emu.state.reset();
        return json(200, { reset: true, now: emu.clock.iso() });
      },
    },
    { method: "GET", path: "/_emulator/state", handler: () => json(200, emu.state.dump()) },
    {
      method: "POST",
      path: "/_emulator/ad-locations",
      handler: (ctx) => json(200, plantAdLocation(ctx.state, ctx.json())),
    },
    {
      method: "POST",
      path: "/_emulator/account",
      handler: (ctx) => json(200, plantAccount(ctx.state, ctx.json())),
    },
  ];
}
