// One plugin process's session: the runtime context its Configure built and the handlers bound to it.
import type { AnyResourceDefinition } from "../resources/definition";
import { registryOf } from "../resources/registry";
import { engineHandler, type EngineHandler } from "../resources/engine-handler";
import { createRuntimeContext, createSharedServices, type RuntimeContext, type SharedServices } from "../runtime/runtime-context";

/**
 * What one plugin process serves with: the runtime context its Configure built (settings, one
 * client, claims, loaders, clock) and each definition's handler bound to it. Held by the server,
 * not by a module, so nothing is shared beyond it.
 */
export class PluginSession {
  private current: RuntimeContext;
  private readonly handlers = new Map<AnyResourceDefinition, EngineHandler>();

  /**
   * `shared`: the plugin process's scope, which every context of the session shares; `registry`:
   * the resources it serves (the package's definitions).
   */
  constructor(
    readonly shared: SharedServices = createSharedServices(),
    readonly registry: ReadonlyMap<string, AnyResourceDefinition> = registryOf(),
  ) {
    this.current = createRuntimeContext({ shared });
  }

  get context(): RuntimeContext {
    return this.current;
  }

  /** A new configuration is a new context: new settings, client, claims and loaders. */
  configure(context: RuntimeContext): void {
    this.current = context;
    this.handlers.clear();
  }

  handlerOf(definition: AnyResourceDefinition): EngineHandler {
    let handler = this.handlers.get(definition);
    if (!handler) this.handlers.set(definition, (handler = engineHandler(definition, this.current)));
    return handler;
  }
}
