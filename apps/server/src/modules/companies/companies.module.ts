import { defineModule } from '../../app-module.ts';
import { companySettingsRoutes } from './company-settings.routes.ts';

/** Companies: created by onboarding (companies.service.ts); their settings (spec §3) are read and changed here. */
export const companiesModule = defineModule({
  name: 'companies',
  routes: [{ prefix: '/api/user', plugin: companySettingsRoutes }],
});
