/**
 * What a module adds to the app, declared in one place: `modules/<module>/<module>.module.ts`. app.ts
 * iterates the modules to register their jobs and their event subscriptions (one queue each).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { EventSubscription } from './events/events.ts';
import { subscriptionJob } from './events/events.ts';
import type { JobDefinition } from './plugins/jobs.ts';

export interface ModuleRoutes {
  prefix: string;
  plugin: FastifyPluginAsyncZod<{ ctx: AppContext }>;
  when?: (config: Config) => boolean;
}

export interface AppModule {
  /** Names the module's event queues (`event.<event>.<name>`): changing it strands queued deliveries. */
  name: string;
  /** The module's route plugins, each under its prefix; `when` leaves one out by configuration. */
  routes?: ReadonlyArray<ModuleRoutes>;
  jobs?: ReadonlyArray<JobDefinition>;
  subscriptions?: ReadonlyArray<EventSubscription>;
}

export function defineModule(module: AppModule): AppModule {
  return module;
}

/** Every job the modules run: their own, and one per event subscription. */
export function jobsOfModules(modules: ReadonlyArray<AppModule>): JobDefinition[] {
  return modules.flatMap((module) => [
    ...(module.jobs ?? []),
    ...(module.subscriptions ?? []).map((subscription) => subscriptionJob(module.name, subscription)),
  ]);
}
